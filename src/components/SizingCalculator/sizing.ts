/**
 * The arithmetic of the sizing page: from a cluster's shape to series, samples per second, Prometheus
 * disk and API server database growth. Pure functions, so the unit tests and the page's worked example
 * use exactly what the calculator shows.
 */
import {EXPORTER_GROUPS, HOST_POWER_RULES, JOB_RULES, RULE_GROUPS, type Option, type Scope, seriesOf} from './series';

export interface SizingInputs {
  nodes: number;
  socketsPerNode: number;
  gpusPerNode: number;
  /** Compute units running on a node at any moment. */
  runningUnitsPerNode: number;
  /** Compute units (jobs, VMs, pods) that start in a day on the whole cluster. */
  unitsPerDay: number;
  /** Nodes one unit spans on average: its per-unit series exist on each of them. */
  nodesPerUnit: number;
  /** Series your GPU exporter (DCGM or AMD) adds per GPU; CEEMS does not emit them. */
  gpuExporterSeriesPerGpu: number;
  /**
   * DCGM_FI_PROF_* fields the DCGM exporter exports (0 to 12): ceems_tool records one
   * uuid:ceems_gpu_<field>:ratio series per field and GPU of a unit. 0 for AMD GPUs.
   */
  dcgmProfilingFields: number;
  /** Mount points a unit reads and writes on, for the eBPF I/O metrics (all mounts by default). */
  ebpfMountsPerUnit: number;
  scrapeIntervalSeconds: number;
  retentionDays: number;
  options: Record<Option, boolean>;
}

/** Prometheus stores "an average of only 1-2 bytes per sample" (storage docs, Operational aspects). */
export const BYTES_PER_SAMPLE = {low: 1, high: 2};
/** The head block covers up to the last three hours of samples (Prometheus storage docs). */
export const HEAD_HOURS = 3;
/** Estimated bytes one compute unit adds to the API server's `units` table, indexes included. */
export const DB_BYTES_PER_UNIT = 1024;
/** Rule groups of the host and GPU scrape jobs run every four scrape intervals. */
export const JOB_RULE_INTERVAL_SCRAPES = 4;

const SECONDS_PER_DAY = 86_400;

export interface SizingResult {
  /** Series of one node that do not depend on units or GPUs. */
  nodeSeries: number;
  /** Series each running unit adds on a node. */
  unitSeries: number;
  /** Series per GPU: CEEMS mapping series of the GPU's unit plus the GPU exporter's own series. */
  gpuSeries: number;
  /** Exporter (and GPU exporter) series of one node with its units running and its GPUs busy. */
  seriesPerNode: number;
  /** Series scraped from all nodes. */
  scrapedSeries: number;
  /** Series the recording rules add. */
  ruleSeries: number;
  /** Rule series of one running unit, for churn. */
  ruleSeriesPerUnit: number;
  /** Scraped plus rule series. */
  activeSeries: number;
  /** Samples Prometheus ingests per second, from scrapes and from rules. */
  samplesPerSecond: number;
  ruleSamplesPerSecond: number;
  /** New series per day because units start and end. */
  newSeriesPerDay: number;
  /** Series in the head block: the active ones plus those that ended within HEAD_HOURS (an upper bound). */
  headSeries: number;
  /** Disk for the retention window, at 1 and 2 bytes per sample. */
  diskBytes: {low: number; high: number};
  /** API server database growth, estimate. */
  dbBytesPerDay: number;
  unitsPerDay: number;
}

/** The read and write metrics of the eBPF I/O group that `mountpoint` multiplies. */
export const EBPF_PER_MOUNT_SERIES = 6;

/** Whether ceems_tool writes rules at all: it needs a host power source in the scrape job. */
export const rulesWritten = (options: Record<Option, boolean>): boolean =>
  options.rapl || options.ipmiDcmi || options.redfish;

function groupSeries(scope: Scope, options: Record<Option, boolean>, groups = EXPORTER_GROUPS): number {
  return groups
    .filter((group) => group.scope === scope && (group.option === undefined || options[group.option]))
    .reduce((sum, group) => sum + seriesOf(group), 0);
}

/** Collectors turned on, each with a duration and a success series; sub-collectors add one duration. */
export function scrapeSeriesPerNode(options: Record<Option, boolean>): number {
  const collectors =
    1 + [options.cpu, options.meminfo, options.rapl, options.ipmiDcmi, options.redfish].filter(Boolean).length;
  const subCollectors = [
    options.perfHardware || options.perfSoftware || options.perfCache,
    options.ebpfIo || options.ebpfNetwork,
  ].filter(Boolean).length;
  return 2 * collectors + subCollectors;
}

export function computeSizing(inputs: SizingInputs): SizingResult {
  const {options} = inputs;
  const sockets = Math.max(0, inputs.socketsPerNode);
  const gpus = Math.max(0, inputs.gpusPerNode);
  const running = Math.max(0, inputs.runningUnitsPerNode);

  const nodeSeries =
    groupSeries('node', options) + sockets * groupSeries('socket', options) + scrapeSeriesPerNode(options);
  // The ebpf-io group counts one mount point; every further mount adds its read and write series.
  const extraMounts = options.ebpfIo ? Math.max(0, inputs.ebpfMountsPerUnit - 1) : 0;
  const unitSeries = groupSeries('unit', options) + extraMounts * EBPF_PER_MOUNT_SERIES;
  // Every GPU is in use by exactly one unit while units run: G unit-GPU pairs per node.
  const gpuPairs = running > 0 ? gpus : 0;
  const mappingSeriesPerPair = groupSeries('unit-gpu', options);
  const gpuSeries = mappingSeriesPerPair + inputs.gpuExporterSeriesPerGpu;
  const seriesPerNode =
    nodeSeries + running * unitSeries + gpuPairs * mappingSeriesPerPair + gpus * inputs.gpuExporterSeriesPerGpu;
  const scrapedSeries = inputs.nodes * seriesPerNode;

  const rules = rulesWritten(options);
  const hostPowerPerNode = options.redfish
    ? HOST_POWER_RULES.redfish.perNode
    : options.ipmiDcmi
      ? HOST_POWER_RULES.ipmiDcmi.perNode
      : HOST_POWER_RULES.rapl.perSocket * sockets;
  const ruleSeriesPerUnit = rules ? groupSeries('unit', options, RULE_GROUPS) : 0;
  const ruleSeriesPerGpuPair =
    rules && gpus > 0 ? groupSeries('unit-gpu', options, RULE_GROUPS) + Math.max(0, inputs.dcgmProfilingFields) : 0;
  const ruleSeriesPerGpu = rules && gpus > 0 ? groupSeries('gpu', options, RULE_GROUPS) : 0;
  const perNodeRules = rules
    ? hostPowerPerNode + running * ruleSeriesPerUnit + gpuPairs * ruleSeriesPerGpuPair + gpus * ruleSeriesPerGpu
    : 0;
  const jobRules = rules ? JOB_RULES.host.length + (gpus > 0 ? JOB_RULES.gpu.length : 0) : 0;
  const ruleSeries = inputs.nodes * perNodeRules + jobRules;

  const interval = inputs.scrapeIntervalSeconds;
  // Per-unit rule groups run at the evaluation interval, taken equal to the scrape interval.
  const ruleSamplesPerSecond = (ruleSeries - jobRules) / interval + jobRules / (JOB_RULE_INTERVAL_SCRAPES * interval);
  const samplesPerSecond = scrapedSeries / interval + ruleSamplesPerSecond;

  const unitsPerDay = Math.max(0, inputs.unitsPerDay);
  // Per-unit series exist once per node a unit runs on; the database has one row per unit.
  const unitNodeStartsPerDay = unitsPerDay * Math.max(1, inputs.nodesPerUnit);
  // GPUs are shared out evenly: each unit holds G / U GPUs on average on each of its nodes.
  const gpusPerUnit = running > 0 ? gpus / running : 0;
  const newSeriesPerDay =
    unitNodeStartsPerDay *
    (unitSeries + ruleSeriesPerUnit + gpusPerUnit * (mappingSeriesPerPair + ruleSeriesPerGpuPair));
  const headSeries = scrapedSeries + ruleSeries + (newSeriesPerDay * HEAD_HOURS) / 24;

  const retentionSeconds = inputs.retentionDays * SECONDS_PER_DAY;
  const diskBytes = {
    low: retentionSeconds * samplesPerSecond * BYTES_PER_SAMPLE.low,
    high: retentionSeconds * samplesPerSecond * BYTES_PER_SAMPLE.high,
  };

  return {
    nodeSeries,
    unitSeries,
    gpuSeries,
    seriesPerNode,
    scrapedSeries,
    ruleSeries,
    ruleSeriesPerUnit,
    activeSeries: scrapedSeries + ruleSeries,
    samplesPerSecond,
    ruleSamplesPerSecond,
    newSeriesPerDay,
    headSeries,
    diskBytes,
    dbBytesPerDay: unitsPerDay * DB_BYTES_PER_UNIT,
    unitsPerDay,
  };
}

/** Options of the worked example: the defaults of ceems_exporter plus slurm and ipmi_dcmi. */
export const DEFAULT_OPTIONS: Record<Option, boolean> = {
  exporterMetrics: true,
  cpu: true,
  meminfo: true,
  rapl: true,
  ipmiDcmi: true,
  redfish: false,
  swap: false,
  psi: false,
  perfHardware: false,
  perfSoftware: false,
  perfCache: false,
  ebpfIo: false,
  ebpfNetwork: false,
};

/** The 3,000-node cluster of the page's worked example. */
export const WORKED_EXAMPLE: SizingInputs = {
  nodes: 3000,
  socketsPerNode: 2,
  gpusPerNode: 0,
  runningUnitsPerNode: 4,
  unitsPerDay: 60_000,
  nodesPerUnit: 1,
  gpuExporterSeriesPerGpu: 0,
  dcgmProfilingFields: 12,
  ebpfMountsPerUnit: 3,
  scrapeIntervalSeconds: 30,
  retentionDays: 30,
  options: DEFAULT_OPTIONS,
};

/**
 * The same cluster with four NVIDIA GPUs per node and the 12 profiling fields of CEEMS's DCGM
 * counters file, for the page's GPU sentence.
 */
export const WORKED_EXAMPLE_GPU: SizingInputs = {...WORKED_EXAMPLE, gpusPerNode: 4, dcgmProfilingFields: 12};

/** The GPU cluster with only the two profiling fields CEEMS needs. */
export const WORKED_EXAMPLE_GPU_MIN: SizingInputs = {...WORKED_EXAMPLE_GPU, dcgmProfilingFields: 2};

/** The worked example with --web.disable-exporter-metrics. */
export const WORKED_EXAMPLE_NO_SELF: SizingInputs = {
  ...WORKED_EXAMPLE,
  options: {...WORKED_EXAMPLE.options, exporterMetrics: false},
};

/** Formatting shared by the page and the calculator: whole numbers with thousands separators. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Bytes in binary units with up to three significant digits (GiB, TiB). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${units[unit]}`;
}

export interface SummaryRow {
  label: string;
  value: string;
  note: string;
}

/** The figures the calculator shows and the page's worked example states, in one order and one format. */
export function summaryRows(result: SizingResult, rules: boolean): SummaryRow[] {
  return [
    {label: 'Series per node, fixed', value: formatCount(result.nodeSeries), note: 'node, socket and scrape series'},
    {label: 'Series per running unit', value: formatCount(result.unitSeries), note: 'on each node the unit runs on'},
    {label: 'Series per GPU', value: formatCount(result.gpuSeries), note: 'mapping series plus GPU exporter series'},
    {label: 'Series per node, busy', value: formatCount(result.seriesPerNode), note: 'fixed + units + GPUs'},
    {label: 'Scraped series', value: formatCount(result.scrapedSeries), note: 'series per node, busy × nodes'},
    {
      label: 'Recording-rule series',
      value: formatCount(result.ruleSeries),
      note: rules ? 'ceems_tool rules, one emission-factor provider' : 'none: no host power collector',
    },
    {label: 'Active series', value: formatCount(result.activeSeries), note: 'scraped + rules'},
    {label: 'Samples per second', value: formatCount(result.samplesPerSecond), note: 'series ÷ interval'},
    {
      label: 'Samples per second from rules',
      value: formatCount(result.ruleSamplesPerSecond),
      note: 'rules evaluated at the scrape interval',
    },
    {
      label: 'New series per day',
      value: formatCount(result.newSeriesPerDay),
      note: 'units per day × nodes per unit × (unit + rule series)',
    },
    {label: 'Head series', value: formatCount(result.headSeries), note: `active + up to ${HEAD_HOURS} h of new series`},
    {
      label: 'Prometheus disk for the retention',
      value: `${formatBytes(result.diskBytes.low)} to ${formatBytes(result.diskBytes.high)}`,
      note: `retention × samples/s × ${BYTES_PER_SAMPLE.low} to ${BYTES_PER_SAMPLE.high} bytes`,
    },
    {
      label: 'Compute units per day',
      value: formatCount(result.unitsPerDay),
      note: 'jobs (units) per day, whole cluster',
    },
    {
      label: 'API server database growth per day',
      value: formatBytes(result.dbBytesPerDay),
      note: `estimate: ${formatCount(DB_BYTES_PER_UNIT)} bytes per unit, one row per unit`,
    },
  ];
}
