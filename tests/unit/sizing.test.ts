import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {
  EXPORTER_GROUPS,
  NOT_COUNTED,
  RULE_GROUPS,
  SCOPE_LABELS,
  countedNames,
  seriesOf,
  type Option,
} from '../../src/components/SizingCalculator/series';
import {
  DEFAULT_OPTIONS,
  WORKED_EXAMPLE,
  WORKED_EXAMPLE_GPU,
  WORKED_EXAMPLE_GPU_MIN,
  WORKED_EXAMPLE_NO_SELF,
  computeSizing,
  formatBytes,
  formatCount,
  rulesWritten,
  summaryRows,
  type SizingInputs,
} from '../../src/components/SizingCalculator/sizing';
import {
  NUMBER_BOUNDS,
  parseInputs,
  serialiseInputs,
  urlWithInputs,
} from '../../src/components/SizingCalculator/url-state';
import {listFiles} from '../../scripts/lib/site-files';

const root = path.resolve(__dirname, '..', '..');
const metricsPage = fs.readFileSync(path.join(root, 'docs', 'components', 'metrics.md'), 'utf8');
const sizingPage = fs.readFileSync(path.join(root, 'docs', 'deployments', 'sizing.md'), 'utf8');

const allOff = Object.fromEntries(Object.keys(DEFAULT_OPTIONS).map((key) => [key, false])) as Record<Option, boolean>;
const allOn = Object.fromEntries(Object.keys(allOff).map((key) => [key, true])) as Record<Option, boolean>;

interface MetricRow {
  name: string;
  labels: string;
}

/** Rows of every table of the metrics reference: the backticked name of the first cell and the Labels cell. */
function metricRows(markdown: string): MetricRow[] {
  const rows: MetricRow[] = [];
  let labelsColumn = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      labelsColumn = -1;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.every((cell) => /^-+$/.test(cell))) continue;
    if (cells[0] === 'Metric' || cells[0] === 'Series') {
      labelsColumn = cells.indexOf('Labels');
      continue;
    }
    const name = /^`([^`]+)`$/.exec(cells[0]);
    if (name) rows.push({name: name[1], labels: labelsColumn >= 0 ? cells[labelsColumn] : ''});
  }
  return rows;
}

/** A documented name, where `<zone>` style placeholders stand for any word. */
function documents(rows: MetricRow[], name: string): boolean {
  return rows.some((row) => {
    const pattern = new RegExp(
      `^${row.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[a-z]+>/g, '[A-Za-z0-9_]+')}$`,
    );
    return pattern.test(name);
  });
}

describe('sizing arithmetic', () => {
  test('the worked example matches the hand-worked figures', () => {
    const result = computeSizing(WORKED_EXAMPLE);
    // 1 build + 50 self + 1 units + 10 cpu + 3 meminfo + 4 ipmi, 2 sockets x 4 RAPL, 5 collectors x 2 scrape series.
    assert.equal(result.nodeSeries, 69 + 8 + 10);
    assert.equal(result.unitSeries, 8);
    assert.equal(result.seriesPerNode, 87 + 4 * 8);
    assert.equal(result.scrapedSeries, 3000 * 119);
    // IPMI template: 1 host power series per node, 4 per unit; 4 job aggregates.
    assert.equal(result.ruleSeries, 3000 * (1 + 4 * 4) + 4);
    assert.equal(result.activeSeries, 408_004);
    assert.ok(Math.abs(result.samplesPerSecond - (357_000 / 30 + 51_000 / 30 + 4 / 120)) < 1e-9);
    assert.equal(result.newSeriesPerDay, 60_000 * 12);
    assert.equal(result.headSeries, 408_004 + 90_000);
    assert.ok(Math.abs(result.diskBytes.high - 30 * 86_400 * result.samplesPerSecond * 2) < 1e-3);
    assert.equal(result.dbBytesPerDay, 60_000 * 1024);
  });

  test('a bare exporter: slurm collector only, no rules', () => {
    const inputs: SizingInputs = {
      nodes: 1,
      socketsPerNode: 1,
      gpusPerNode: 0,
      runningUnitsPerNode: 0,
      unitsPerDay: 0,
      nodesPerUnit: 1,
      gpuExporterSeriesPerGpu: 0,
      dcgmProfilingFields: 0,
      ebpfMountsPerUnit: 1,
      scrapeIntervalSeconds: 10,
      retentionDays: 1,
      options: allOff,
    };
    const result = computeSizing(inputs);
    assert.equal(rulesWritten(allOff), false);
    assert.equal(result.nodeSeries, 1 + 1 + 2);
    assert.equal(result.ruleSeries, 0);
    assert.ok(Math.abs(result.samplesPerSecond - 0.4) < 1e-12);
    assert.ok(Math.abs(result.diskBytes.high - 86_400 * 0.4 * 2) < 1e-6);
  });

  test('everything on, GPUs and a GPU exporter: the hand-worked case', () => {
    const inputs: SizingInputs = {
      nodes: 10,
      socketsPerNode: 2,
      gpusPerNode: 8,
      runningUnitsPerNode: 8,
      unitsPerDay: 160,
      nodesPerUnit: 1,
      gpuExporterSeriesPerGpu: 20,
      dcgmProfilingFields: 0,
      ebpfMountsPerUnit: 1,
      scrapeIntervalSeconds: 15,
      retentionDays: 15,
      options: allOn,
    };
    const result = computeSizing(inputs);
    // 1 + 50 + 1 + 10 + 3 + 4 + 4 per node, 2 x 4 RAPL, 6 collectors x 2 + perf and ebpf durations.
    assert.equal(result.nodeSeries, 73 + 8 + 14);
    // eBPF network: 4 ingress/egress metrics x 4 proto-family pairs, 2 TCP-only retransmission metrics x 2 families.
    assert.equal(result.unitSeries, 8 + 3 + 2 + 7 + 5 + 12 + 12 + 20);
    assert.equal(result.gpuSeries, 2 + 20);
    assert.equal(result.seriesPerNode, 95 + 8 * 69 + 8 * 2 + 8 * 20);
    // Redfish template: 1 per node, 4 per unit, 4 per unit GPU, 1 per GPU; 8 job aggregates.
    assert.equal(result.ruleSeries, 10 * (1 + 32 + 32 + 8) + 8);
    assert.ok(Math.abs(result.samplesPerSecond - (8230 / 15 + 730 / 15 + 8 / 60)) < 1e-9);
    assert.equal(result.newSeriesPerDay, 160 * (69 + 4 + 1 * (2 + 4)));
    assert.equal(result.headSeries, 8230 + 738 + 1580);
    assert.ok(Math.abs(result.diskBytes.low - 15 * 86_400 * result.samplesPerSecond) < 1e-3);
  });

  test('NVIDIA GPUs: one rule series per DCGM profiling field and GPU of a unit', () => {
    const gpu = computeSizing(WORKED_EXAMPLE_GPU);
    // Scraped: 87 + 4 units x 8 + 4 GPUs x 2 mapping series.
    assert.equal(gpu.seriesPerNode, 127);
    // Rules per node: 1 host power + 4 units x 4 + 4 GPUs x (4 + 12 profiling) + 4 GPU PUE = 85; 8 job aggregates.
    assert.equal(gpu.ruleSeries, 3000 * 85 + 8);
    assert.equal(gpu.activeSeries, 636_008);
    assert.equal(Math.round(gpu.samplesPerSecond), 21_200);
    // 60,000 jobs, each 8 + 4 series plus one GPU of 2 + 16.
    assert.equal(gpu.newSeriesPerDay, 1_800_000);
    assert.equal(gpu.headSeries, 861_008);
    const min = computeSizing(WORKED_EXAMPLE_GPU_MIN);
    assert.equal(min.ruleSeries, 3000 * 45 + 8);
    assert.equal(min.activeSeries, 516_008);
    // Without GPUs the profiling fields count for nothing.
    assert.equal(computeSizing({...WORKED_EXAMPLE, dcgmProfilingFields: 0}).activeSeries, 408_004);
  });

  test('eBPF I/O: 6 series per unit plus 6 per mount point', () => {
    const options = {...DEFAULT_OPTIONS, ebpfIo: true};
    const one = computeSizing({...WORKED_EXAMPLE, options, ebpfMountsPerUnit: 1});
    const three = computeSizing({...WORKED_EXAMPLE, options, ebpfMountsPerUnit: 3});
    assert.equal(one.unitSeries, 8 + 12);
    assert.equal(three.unitSeries, 8 + 6 + 3 * 6);
    // The mount input does nothing while eBPF I/O is off.
    assert.equal(computeSizing({...WORKED_EXAMPLE, ebpfMountsPerUnit: 10}).unitSeries, 8);
  });

  test('exporter self-metrics are over a third of the worked example', () => {
    const on = computeSizing(WORKED_EXAMPLE);
    const off = computeSizing(WORKED_EXAMPLE_NO_SELF);
    assert.equal(on.activeSeries - off.activeSeries, 3000 * 50);
    assert.ok((on.activeSeries - off.activeSeries) / on.activeSeries > 1 / 3);
  });

  test('jobs per day are for the cluster; a job on several nodes has its series on each, one database row', () => {
    const wide = computeSizing({...WORKED_EXAMPLE, unitsPerDay: 7500, nodesPerUnit: 8});
    assert.equal(wide.newSeriesPerDay, 7500 * 8 * 12);
    assert.equal(wide.unitsPerDay, 7500);
    assert.equal(wide.dbBytesPerDay, 7500 * 1024);
  });

  test('formats counts and bytes', () => {
    assert.equal(formatCount(13_600.03), '13,600');
    assert.equal(formatBytes(70_502_572_800), '65.7 GiB');
    assert.equal(formatBytes(61_440_000), '58.6 MiB');
    assert.equal(formatBytes(512), '512 B');
  });
});

describe('calculator inputs in the URL', () => {
  test('a query string sets the inputs it names and keeps the defaults of the others', () => {
    const inputs = parseInputs('?nodes=1500&gpusPerNode=4&unitsPerDay=20000&psi=1&ipmiDcmi=0', WORKED_EXAMPLE);
    assert.equal(inputs.nodes, 1500);
    assert.equal(inputs.gpusPerNode, 4);
    assert.equal(inputs.unitsPerDay, 20_000);
    assert.equal(inputs.options.psi, true);
    assert.equal(inputs.options.ipmiDcmi, false);
    assert.equal(inputs.retentionDays, WORKED_EXAMPLE.retentionDays);
    assert.equal(inputs.options.rapl, true);
    assert.equal(WORKED_EXAMPLE.options.psi, false, 'the defaults are not changed');
  });

  test('bad or hostile values are ignored and the default kept', () => {
    const search =
      '?nodes=-5&socketsPerNode=abc&gpusPerNode=1e3&runningUnitsPerNode=Infinity&unitsPerDay=999999999999' +
      '&retentionDays=&scrapeIntervalSeconds=0x10&dcgmProfilingFields=13&psi=true&rapl=%3Cscript%3E' +
      '&__proto__=1&constructor=1&nodesPerUnit=NaN&ebpfMountsPerUnit=%20';
    assert.deepEqual(parseInputs(search, WORKED_EXAMPLE), WORKED_EXAMPLE);
    assert.deepEqual(parseInputs('%%%&&==?', WORKED_EXAMPLE), WORKED_EXAMPLE);
    assert.deepEqual(parseInputs('', WORKED_EXAMPLE), WORKED_EXAMPLE);
  });

  test('bounds are inclusive', () => {
    assert.equal(parseInputs('?dcgmProfilingFields=12', WORKED_EXAMPLE).dcgmProfilingFields, 12);
    assert.equal(parseInputs('?dcgmProfilingFields=0', WORKED_EXAMPLE).dcgmProfilingFields, 0);
    assert.equal(parseInputs(`?nodes=${NUMBER_BOUNDS.nodes.max}`, WORKED_EXAMPLE).nodes, NUMBER_BOUNDS.nodes.max);
    assert.equal(parseInputs('?scrapeIntervalSeconds=15.5', WORKED_EXAMPLE).scrapeIntervalSeconds, 15.5);
  });

  test('serialising writes only what differs from the defaults and parses back to the same inputs', () => {
    assert.equal(serialiseInputs(WORKED_EXAMPLE, WORKED_EXAMPLE), '');
    const changed: SizingInputs = {
      ...WORKED_EXAMPLE,
      nodes: 1500,
      unitsPerDay: 20_000,
      options: {...WORKED_EXAMPLE.options, exporterMetrics: false, ebpfIo: true},
    };
    const query = serialiseInputs(changed, WORKED_EXAMPLE);
    assert.equal(query, 'nodes=1500&unitsPerDay=20000&exporterMetrics=0&ebpfIo=1');
    assert.deepEqual(parseInputs(`?${query}`, WORKED_EXAMPLE), changed);
  });

  test('the page URL keeps its other parameters and its anchor', () => {
    const url = urlWithInputs(
      'https://example.org/ceems/docs/deployments/sizing?nodes=9&lang=en#calculator',
      {...WORKED_EXAMPLE, nodes: 10},
      WORKED_EXAMPLE,
    );
    assert.equal(url, 'https://example.org/ceems/docs/deployments/sizing?lang=en&nodes=10#calculator');
    assert.equal(
      urlWithInputs('https://example.org/ceems/docs/deployments/sizing?nodes=9', WORKED_EXAMPLE, WORKED_EXAMPLE),
      'https://example.org/ceems/docs/deployments/sizing',
    );
  });
});

describe('series counts against the metrics reference', () => {
  const rows = metricRows(metricsPage);

  test('the reference parses into metric rows', () => {
    assert.ok(rows.length > 150, `only ${rows.length} metric rows found in docs/components/metrics.md`);
  });

  test('every metric the sizing module counts is documented in the metrics reference', () => {
    const missing = countedNames().filter((name) => {
      if (name.endsWith('*')) return !metricsPage.includes(`\`${name}\``);
      return !documents(rows, name);
    });
    assert.deepEqual(missing, []);
  });

  test('every per-unit metric of the reference is counted or listed as not counted', () => {
    const accounted = new Set([...countedNames(), ...NOT_COUNTED.map((entry) => entry.name)]);
    const perUnit = rows.filter((row) => /`uuid`|unit labels|as above/.test(row.labels)).map((row) => row.name);
    assert.ok(perUnit.length > 50, `only ${perUnit.length} per-unit metrics found`);
    assert.deepEqual(
      perUnit.filter((name) => !accounted.has(name)),
      [],
    );
  });

  test('a metric counted several times per copy has the label that multiplies it in the reference', () => {
    // The label whose values the count stands for: mode for CPU time, proto and family for eBPF network.
    // The Go client's promhttp_* counters are left out: the reference documents them as one family.
    const multiplier: Record<string, string[]> = {
      ceems_cpu_seconds_total: ['`mode`'],
      ceems_ebpf_ingress_bytes_total: ['`proto`', '`family`'],
      ceems_ebpf_ingress_packets_total: ['`proto`', '`family`'],
      ceems_ebpf_egress_bytes_total: ['`proto`', '`family`'],
      ceems_ebpf_egress_packets_total: ['`proto`', '`family`'],
      ceems_ebpf_retrans_bytes_total: ['`family`'],
      ceems_ebpf_retrans_packets_total: ['`family`'],
    };
    const multiSeries = EXPORTER_GROUPS.flatMap((group) => group.metrics).filter(
      (metric) => metric.series > 1 && metric.name.startsWith('ceems_'),
    );
    assert.deepEqual(multiSeries.map((metric) => metric.name).sort(), Object.keys(multiplier).sort());
    for (const metric of multiSeries) {
      const row = rows.find((candidate) => candidate.name === metric.name);
      assert.ok(row, `${metric.name} missing from the reference`);
      for (const label of multiplier[metric.name])
        assert.ok(row.labels.includes(label), `${metric.name}: reference lacks ${label}`);
    }
  });

  test('metrics listed as not counted exist in the reference', () => {
    assert.deepEqual(
      NOT_COUNTED.map((entry) => entry.name).filter((name) => !documents(rows, name)),
      [],
    );
  });
});

describe('the sizing page states the module figures', () => {
  test('each group row of the page tables gives the scope and series of the module', () => {
    for (const group of [...EXPORTER_GROUPS, ...RULE_GROUPS]) {
      const row = sizingPage.split('\n').find((line) => line.startsWith(`| ${group.label} |`));
      assert.ok(row, `no row for ${group.label}`);
      assert.ok(
        row.includes(` | ${SCOPE_LABELS[group.scope]} | ${seriesOf(group)} | `),
        `${group.label}: page row does not say ${seriesOf(group)} per ${SCOPE_LABELS[group.scope]}`,
      );
    }
  });

  test('the worked example table equals the module output', () => {
    for (const row of summaryRows(computeSizing(WORKED_EXAMPLE), rulesWritten(WORKED_EXAMPLE.options))) {
      assert.ok(sizingPage.includes(`| ${row.label} | ${row.value} |`), `page lacks "| ${row.label} | ${row.value} |"`);
    }
  });

  test('the GPU variant sentence equals the module output', () => {
    const gpu = computeSizing(WORKED_EXAMPLE_GPU);
    const prose = sizingPage.replace(/\s+/g, ' ');
    const min = computeSizing(WORKED_EXAMPLE_GPU_MIN);
    const noSelf = computeSizing(WORKED_EXAMPLE_NO_SELF);
    for (const figure of [
      `${formatCount(min.activeSeries)} active series`,
      `${formatCount(noSelf.activeSeries)} active series, ${formatCount(noSelf.samplesPerSecond)} samples per second`,
      `${formatBytes(noSelf.diskBytes.low)} to ${formatBytes(noSelf.diskBytes.high)} of disk`,
      `${formatCount(gpu.samplesPerSecond)} samples per second`,
      `${formatCount(gpu.activeSeries)} active series`,
      `${formatCount(gpu.headSeries)} head series`,
      `${formatBytes(gpu.diskBytes.low)} to ${formatBytes(gpu.diskBytes.high)}`,
    ]) {
      assert.ok(prose.includes(figure), `page lacks "${figure}"`);
    }
  });

  test('only the sizing page imports the calculator', () => {
    const importers = [
      ...listFiles(path.join(root, 'docs'), (file) => /\.mdx?$/.test(file)).map((file) => path.join('docs', file)),
      ...listFiles(
        path.join(root, 'src'),
        (file) => /\.(tsx?|jsx?|mdx?)$/.test(file) && !file.startsWith('components/SizingCalculator/'),
      ).map((file) => path.join('src', file)),
    ].filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('SizingCalculator'));
    assert.deepEqual(importers, [path.join('docs', 'deployments', 'sizing.md')]);
  });
});
