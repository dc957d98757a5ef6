// The sizing page's calculator: the page imports it, so its code loads on that page only.
import {useEffect, useId, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {EXPORTER_GROUPS, SCOPE_LABELS, type Option, seriesOf} from './series';
import {
  WORKED_EXAMPLE,
  computeSizing,
  formatBytes,
  formatCount,
  rulesWritten,
  summaryRows,
  type SizingInputs,
} from './sizing';
import {NUMBER_BOUNDS, parseInputs, urlWithInputs, type NumberField} from './url-state';
import styles from './styles.module.css';

interface NumberInput {
  field: NumberField;
  label: string;
  hint?: string;
}

const NUMBER_INPUTS: NumberInput[] = [
  {field: 'nodes', label: 'Compute nodes'},
  {field: 'socketsPerNode', label: 'CPU sockets per node'},
  {field: 'gpusPerNode', label: 'GPUs per node', hint: 'Count each MIG instance as a GPU.'},
  {field: 'runningUnitsPerNode', label: 'Compute units running per node', hint: 'Jobs, VMs or pods at any moment.'},
  {field: 'unitsPerDay', label: 'Jobs (units) per day, whole cluster', hint: 'Jobs, VMs or pods started per day.'},
  {field: 'nodesPerUnit', label: 'Nodes per job, average', hint: 'Per-unit series exist on each node.'},
  {
    field: 'dcgmProfilingFields',
    label: 'DCGM profiling fields exported',
    hint: 'DCGM_FI_PROF_* fields, 2 to 12 for NVIDIA (12 in CEEMS’s counters.csv); 0 for AMD.',
  },
  {
    field: 'gpuExporterSeriesPerGpu',
    label: 'GPU exporter series per GPU',
    hint: 'About 30 with CEEMS’s counters.csv; measure yours.',
  },
  {
    field: 'ebpfMountsPerUnit',
    label: 'eBPF I/O mount points per unit',
    hint: 'Used with eBPF I/O; all mounts are tracked by default.',
  },
  {field: 'scrapeIntervalSeconds', label: 'Scrape interval (s)'},
  {field: 'retentionDays', label: 'Prometheus retention (days)'},
];

const OPTION_INPUTS: Array<{option: Option; label: string}> = [
  {option: 'cpu', label: 'cpu collector'},
  {option: 'meminfo', label: 'meminfo collector'},
  {option: 'rapl', label: 'rapl collector'},
  {option: 'ipmiDcmi', label: 'ipmi_dcmi collector'},
  {option: 'redfish', label: 'redfish collector'},
  {option: 'exporterMetrics', label: 'Exporter self-metrics (go_*, process_*, promhttp_*)'},
  {option: 'swap', label: 'Swap metrics'},
  {option: 'psi', label: 'PSI metrics'},
  {option: 'perfHardware', label: 'perf hardware events'},
  {option: 'perfSoftware', label: 'perf software events'},
  {option: 'perfCache', label: 'perf cache events'},
  {option: 'ebpfIo', label: 'eBPF I/O metrics'},
  {option: 'ebpfNetwork', label: 'eBPF network metrics'},
];

type Draft = Record<NumberField, string>;

function toDraft(inputs: SizingInputs): Draft {
  return Object.fromEntries(NUMBER_INPUTS.map(({field}) => [field, String(inputs[field])])) as Draft;
}

/** The inputs the arithmetic gets: empty or too small fields fall back to their minimum, too large to their maximum. */
function toInputs(draft: Draft, options: Record<Option, boolean>): SizingInputs {
  const values = Object.fromEntries(
    NUMBER_INPUTS.map(({field}) => {
      const {min, max} = NUMBER_BOUNDS[field];
      const value = Number(draft[field]);
      return [field, Number.isFinite(value) && value >= min ? Math.min(value, max) : min];
    }),
  ) as Record<NumberField, number>;
  return {...values, options};
}

export default function SizingCalculator(): ReactNode {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(WORKED_EXAMPLE));
  const [options, setOptions] = useState<Record<Option, boolean>>(WORKED_EXAMPLE.options);
  // The URL is read once after hydration; until then it must not be overwritten with the defaults.
  const [urlRead, setUrlRead] = useState(false);
  const inputs = toInputs(draft, options);
  const result = computeSizing(inputs);

  useEffect(() => {
    if (!ExecutionEnvironment.canUseDOM) return;
    const fromUrl = parseInputs(window.location.search, WORKED_EXAMPLE);
    setDraft(toDraft(fromUrl));
    setOptions(fromUrl.options);
    setUrlRead(true);
  }, []);

  const next = urlRead ? urlWithInputs(window.location.href, inputs, WORKED_EXAMPLE) : '';
  useEffect(() => {
    if (next && next !== window.location.href) window.history.replaceState(window.history.state, '', next);
  }, [next]);
  const enabledGroups = EXPORTER_GROUPS.filter((group) => group.option === undefined || options[group.option]);

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        Sizing calculator
      </p>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.fieldset}>
          <legend>Cluster</legend>
          <div className={styles.grid}>
            {NUMBER_INPUTS.map(({field, label, hint}) => (
              <div key={field} className={styles.field}>
                <label htmlFor={`${id}-${field}`}>{label}</label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type="number"
                  inputMode="numeric"
                  min={NUMBER_BOUNDS[field].min}
                  max={NUMBER_BOUNDS[field].max}
                  step="any"
                  value={draft[field]}
                  aria-describedby={hint ? `${id}-${field}-hint` : undefined}
                  onChange={(event) => setDraft({...draft, [field]: event.target.value})}
                />
                {hint && (
                  <small id={`${id}-${field}-hint`} className={styles.hint}>
                    {hint}
                  </small>
                )}
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Collectors and options (the slurm collector is always on)</legend>
          <div className={styles.options}>
            {OPTION_INPUTS.map(({option, label}) => (
              <label key={option} className={styles.option}>
                <input
                  type="checkbox"
                  name={option}
                  checked={options[option]}
                  onChange={(event) => setOptions({...options, [option]: event.target.checked})}
                />{' '}
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </form>

      <p className={styles.summary} aria-live="polite">
        {formatCount(result.activeSeries)} active series, {formatCount(result.samplesPerSecond)} samples/s,{' '}
        {formatBytes(result.diskBytes.low)} to {formatBytes(result.diskBytes.high)} of Prometheus disk.
      </p>

      <div className={styles.tableWrapper}>
        <table className={styles.results}>
          <caption>Results for these inputs</caption>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">Value</th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {summaryRows(result, rulesWritten(options)).map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className={styles.value}>{row.value}</td>
                <td>{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <p className={styles.assumptionsTitle}>Assumptions behind these figures</p>
      <ul className={styles.assumptions}>
        <li>The slurm collector is on; every node has the same shape; all GPUs are in use, each by one unit.</li>
        {enabledGroups.map((group) => (
          <li key={group.id}>
            {group.label}: {seriesOf(group)} per {SCOPE_LABELS[group.scope]}. {group.basis}
          </li>
        ))}
        <li>
          Recording rules evaluate at the scrape interval, with one emission-factor provider; the per-job aggregates run
          every four scrape intervals.
        </li>
        <li>
          Disk follows the Prometheus formula retention × samples/s × bytes per sample; the write-ahead log and head
          chunks come on top.
        </li>
        <li>
          Per-unit series and rules exist on each node a unit runs on; the database stores one row per unit. These
          inputs are kept in the page address, so a link to it shares them.
        </li>
      </ul>
    </section>
  );
}
