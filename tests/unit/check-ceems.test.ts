import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {checkSite} from '../checks/check-ceems/check';
import {buildConstraintHolds} from '../checks/check-ceems/source-tree';
import {splitRow} from '../checks/check-ceems/markdown-tables';
import type {CheckTargets} from '../checks/check-ceems/targets';

// A miniature source tree and site (tests/fixtures/check-ceems) laid out like CEEMS: one binary with a
// subcommand, a collector with a descriptor kept in a field and names built from a map literal, a config
// struct with a nested list and a prometheus/common client block, and a versioned sub-router.
const FIXTURES = path.resolve(__dirname, '..', 'fixtures', 'check-ceems');
const TARGETS: CheckTargets = {
  binaries: [{binary: 'meter', packages: ['cmd/meter'], page: 'docs/cli.md'}],
  undocumentedPackages: {},
  ignoredDirs: [],
  metricsPage: 'docs/metrics.md',
  metricPackages: ['pkg/meter'],
  rulesDir: 'cmd/meter/rules',
  apiRoutesPackage: 'pkg/api',
  swaggerFile: 'api/swagger.yaml',
  configPage: 'docs/config.md',
  configSections: [{heading: 'Meter', roots: [{type: 'pkg/conf:Root', prefix: ''}]}],
  externalConfig: [{module: 'github.com/prometheus/common', version: 'v0.65.0', heading: 'Common settings'}],
};

/** Copies the fixtures, applies one edit to one file, and runs the check on the copy. */
async function checkWith(file: string, edit: (text: string) => string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-ceems-'));
  fs.cpSync(FIXTURES, root, {recursive: true});
  const target = path.join(root, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = edit(before);
  assert.notEqual(after, before, `the edit of ${file} changed nothing`);
  fs.writeFileSync(target, after);
  try {
    return await checkSite(path.join(root, 'source'), path.join(root, 'site'), TARGETS);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
}

const subjects = (findings: {kind: string; change: string; subject: string}[]) =>
  findings.map((f) => `${f.kind} ${f.change} ${f.subject}`);

test('the fixture docs agree with the fixture source: every kind is read and nothing is reported', async () => {
  const result = await checkSite(path.join(FIXTURES, 'source'), path.join(FIXTURES, 'site'), TARGETS);
  assert.deepEqual(result.findings, []);
  assert.deepEqual(result.counts, {flag: 14, metric: 5, config: 5, route: 2});
});

test('a new flag, a changed default, a changed environment variable and a newly hidden flag are reported', async () => {
  const {findings} = await checkWith('source/cmd/meter/main.go', (s) =>
    s
      .replace(
        '\tflag.AddFlags(app, nil)',
        '\tapp.Flag("web.max-requests", "Limit.").Default("5").Int()\n\tflag.AddFlags(app, nil)',
      )
      .replace('Default("1").Int()', 'Default("2").Int()')
      .replace('Envar("METER_CONFIG_FILE")', 'Envar("METER_CONFIG")')
      .replace('Default("rules").String()', 'Default("rules").Hidden().String()'),
  );
  assert.deepEqual(subjects(findings).sort(), [
    'flag differs meter --config.file',
    'flag differs meter --runtime.gomaxprocs',
    'flag differs meter tool create-rules --output-dir',
    'flag undocumented meter --web.max-requests',
  ]);
  assert.match(findings.find((f) => f.subject.endsWith('--runtime.gomaxprocs'))?.detail ?? '', /default "2"/);
  assert.match(
    findings.find((f) => f.subject.endsWith('--config.file'))?.detail ?? '',
    /METER_CONFIG, docs say METER_CONFIG_FILE/,
  );
  assert.equal(findings.find((f) => f.change === 'undocumented')?.source, 'cmd/meter/main.go:21');
  assert.match(findings.find((f) => f.subject.endsWith('--output-dir'))?.detail ?? '', /hidden from --help/);
});

test('a renamed flag shows on both sides, and a new subcommand without a section is reported', async () => {
  const {findings} = await checkWith('source/cmd/meter/main.go', (s) =>
    s
      .replace('"runtime.gomaxprocs"', '"runtime.max-procs"')
      .replace('\tflag.AddFlags', '\ttoolCmd.Command("check", "Check.")\n\tflag.AddFlags'),
  );
  assert.deepEqual(subjects(findings).sort(), [
    'flag undocumented meter --runtime.max-procs',
    'flag undocumented meter tool check',
    'flag unknown meter --runtime.gomaxprocs',
  ]);
});

test('a renamed metric, a new metric built from a map key, a type change and a label change are reported', async () => {
  const {findings} = await checkWith('source/pkg/meter/collector.go', (s) =>
    s
      .replace('"current_watts"', '"power_watts"')
      .replace(
        '"inlet_celsius": "Inlet temperature",',
        '"inlet_celsius": "Inlet temperature",\n\t\t"outlet_celsius": "Outlet",',
      )
      .replace('c.wattsDesc, prometheus.GaugeValue', 'c.wattsDesc, prometheus.CounterValue')
      .replace('[]string{"hostname", "sensor"}', '[]string{"hostname", "sensor", "chip"}'),
  );
  assert.deepEqual(subjects(findings).sort(), [
    'metric differs meter_sensor_fan_rpm',
    'metric differs meter_sensor_inlet_celsius',
    'metric undocumented meter_power_power_watts',
    'metric undocumented meter_sensor_outlet_celsius',
    'metric unknown meter_power_current_watts',
  ]);
});

test('a recording rule added to a ceems_tool template, or renamed, is reported', async () => {
  const {findings} = await checkWith('source/cmd/meter/rules/host.rules', (s) =>
    s
      .replace('instance:meter_power_current_watts:pue', 'instance:meter_power_watts:pue')
      .replace(
        '{{- end }}',
        '      - record: job:meter_power_watts:sum\n        expr: sum(meter_power_current_watts)\n{{- end }}',
      ),
  );
  assert.deepEqual(subjects(findings).sort(), [
    'metric undocumented instance:meter_power_watts:pue',
    'metric undocumented job:meter_power_watts:sum',
    'metric unknown instance:meter_power_current_watts:pue',
  ]);
});

test('a descriptor that is declared but never sent is not asked of the docs', async () => {
  const {findings} = await checkWith('source/pkg/meter/collector.go', (s) =>
    s
      .replace('type collector struct {', 'type collector struct {\n\tunusedDesc *prometheus.Desc')
      .replace(
        '\t\tbyName: byName,',
        '\t\tbyName: byName,\n\t\tunusedDesc: prometheus.NewDesc("meter_unused", "Never sent.", nil, nil),',
      ),
  );
  assert.deepEqual(findings, []);
});

test('a new config key, a renamed key and a new nested list are reported', async () => {
  const {findings} = await checkWith('source/pkg/conf/config.go', (s) =>
    s
      .replace(
        '\t\tStrategy string        `yaml:"strategy"`',
        '\t\tStrategy string        `yaml:"balance"`\n\t\tTimeout  string        `yaml:"timeout"`',
      )
      .replace('\tURL string `yaml:"url"`', '\tURL  string   `yaml:"url"`\n\tTags []string `yaml:"tags"`'),
  );
  assert.deepEqual(subjects(findings).sort(), [
    'config undocumented meter.backends[].servers[].tags',
    'config undocumented meter.balance',
    'config undocumented meter.timeout',
    'config unknown meter.strategy',
  ]);
});

test('a module whose config the page documents moving to another version is reported', async () => {
  const {findings} = await checkWith('source/go.mod', (s) => s.replace('v0.65.0', 'v0.66.0'));
  assert.deepEqual(subjects(findings), ['config differs github.com/prometheus/common (section "Common settings")']);
  assert.match(findings[0].detail ?? '', /documented for v0.65.0, go.mod requires v0.66.0/);
});

test('a new route and a route the swagger describes but the server lacks are reported', async () => {
  const {findings} = await checkWith('source/pkg/api/server.go', (s) =>
    s.replace('\tsub.HandleFunc("/"+unitsResource, nil)', '\tsub.HandleFunc("/"+unitsResource+"/admin", nil)'),
  );
  assert.deepEqual(subjects(findings).sort(), ['route undocumented GET /units/admin', 'route unknown GET /units']);
});

test('the docs side: a flag row removed from the page is reported with the source location', async () => {
  const {findings} = await checkWith('site/docs/cli.md', (s) => s.replace(/^\| `--runtime.gomaxprocs`.*\n/m, ''));
  assert.deepEqual(subjects(findings), ['flag undocumented meter --runtime.gomaxprocs']);
  assert.equal(findings[0].source, 'cmd/meter/main.go:13');
});

test('build constraints: the default linux/amd64 cgo build, with negations and test tags', () => {
  assert.equal(buildConstraintHolds('!nocpu'), true);
  assert.equal(buildConstraintHolds('test'), false);
  assert.equal(buildConstraintHolds('386 || mips'), false);
  assert.equal(buildConstraintHolds('amd64 || arm64'), true);
  assert.equal(buildConstraintHolds('linux && !cgo'), false);
  assert.equal(buildConstraintHolds('(linux || darwin) && cgo'), true);
});

test('table rows split on pipes, except inside inline code and after a backslash', () => {
  assert.deepEqual(splitRow('| `a|b` | c \\| d | e |'), ['`a|b`', 'c | d', 'e']);
});
