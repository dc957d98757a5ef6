import assert from 'node:assert/strict';
import {test} from 'node:test';
import remarkReferenceTables, {
  REFERENCE_FILTER_MODULE,
  rowSlug,
} from '../../src/plugins/reference-tables/remark-reference-tables';

async function compiled(source: string): Promise<string> {
  const [{compile}, {default: remarkGfm}] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]);
  return String(await compile(source, {remarkPlugins: [remarkGfm, remarkReferenceTables]}));
}

const FLAGS = `Intro.

## Web

| Flag | Type/value | Default | Env var | Description |
|---|---|---|---|---|
| \`--web.listen-address\` | string | \`:9010\` | – | Where. |
| \`--[no-]web.systemd-socket\` | bool | \`false\` | – | Sockets. |

## check api-healthy

| Flag | Type/value | Default | Env var | Description |
|---|---|---|---|---|
| \`--url\` | URL | \`http://localhost:9020\` | – | API. |

## check lb-healthy

| Flag | Type/value | Default | Env var | Description |
|---|---|---|---|---|
| \`--url\` | URL | \`http://localhost:9030\` | – | LB. |
`;

test('flag table rows get ids from their names; a name repeated under another section is qualified', async () => {
  const out = await compiled(FLAGS);
  const ids = [...out.matchAll(/id: "([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(ids, [
    'flag-web.listen-address',
    'flag-web.systemd-socket',
    'flag-url',
    'flag-check-lb-healthy-url',
  ]);
});

test('a page with reference tables imports the filter once and places it before the first table', async () => {
  const out = await compiled(FLAGS);
  assert.equal(out.split(REFERENCE_FILTER_MODULE).length - 1, 1);
  assert.ok(out.indexOf('_components.p') < out.indexOf('ReferenceFilter, {}'), 'the intro stays above the filter');
  assert.ok(out.indexOf('ReferenceFilter, {}') < out.indexOf('flag-web.listen-address'));
});

test('pages without reference tables, and other tables, are left alone', async () => {
  const out = await compiled('| Label | Meaning |\n|---|---|\n| `hostname` | The node. |\n');
  assert.doesNotMatch(out, /ReferenceFilter|reference-row/);
});

test('metric, series and key tables get their own prefixes', async () => {
  const out = await compiled(
    [
      '| Metric | Type |\n|---|---|\n| `ceems_rapl_<zone>_joules_total` | counter |\n',
      '| Series | Unit |\n|---|---|\n| `uuid:ceems_host_power_watts:pue` | W |\n',
      '| Key | Type |\n|---|---|\n| `clusters[].web.url` | string |\n',
    ].join('\n'),
  );
  const ids = [...out.matchAll(/id: "([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(ids, [
    'metric-ceems_rapl_-zone-_joules_total',
    'series-uuid-ceems_host_power_watts-pue',
    'key-clusters.web.url',
  ]);
});

test('row slugs keep names readable in a URL', () => {
  assert.equal(rowSlug('-h, --[no-]help'), 'help');
  assert.equal(
    rowSlug('--collector.k8s.kubelet-podresources-socket.file'),
    'collector.k8s.kubelet-podresources-socket.file',
  );
  assert.equal(rowSlug('ceems_lb.backends[].tsdb[].web.*'), 'ceems_lb.backends.tsdb.web');
});
