import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';
import {CEEMS_VERSION} from '../../config/ceems';
import {fencedBlocks} from '../../scripts/lib/markdown';

/**
 * The Kubernetes recipe (docs/deployments/kubernetes.md) is meant to be applied as written: every
 * manifest of the page is validated against the Kubernetes API schema (the kubernetes-models package),
 * and the exporter's arguments must be flags the CLI reference lists.
 */
const docs = path.resolve(__dirname, '..', '..', 'docs');
const page = fs.readFileSync(path.join(docs, 'deployments', 'kubernetes.md'), 'utf8');
const cliReference = fs.readFileSync(path.join(docs, 'cli', 'ceems-exporter.md'), 'utf8');

interface Manifest {
  apiVersion: string;
  kind: string;
  [key: string]: unknown;
}

function manifestsOf(markdown: string): {line: number; manifest: Manifest}[] {
  return fencedBlocks(markdown)
    .filter((block) => block.lang === 'yaml')
    .flatMap((block) =>
      yaml
        .loadAll(block.code.replaceAll('@CEEMS_VERSION@', CEEMS_VERSION))
        .filter((doc): doc is Manifest => {
          if (typeof doc !== 'object' || doc === null) return false;
          // A half manifest (a kind without apiVersion, or the reverse) is a mistake, not a scrape config.
          if ('apiVersion' in doc !== 'kind' in doc) {
            throw new Error(`line ${block.line}: a YAML document has apiVersion or kind but not both`);
          }
          return 'apiVersion' in doc;
        })
        .map((manifest) => ({line: block.line, manifest})),
    );
}

/** Validates one object with the kubernetes-models class of its apiVersion and kind; throws the schema error. */
async function validateManifest(manifest: Manifest): Promise<void> {
  const [group, version] = manifest.apiVersion.includes('/')
    ? manifest.apiVersion.split('/')
    : ['', manifest.apiVersion];
  const modulePath = ['kubernetes-models', group, version, manifest.kind].filter(Boolean).join('/');
  let Model: new (data: Manifest) => {validate(): void};
  try {
    Model = (await import(modulePath))[manifest.kind];
  } catch {
    throw new Error(`no Kubernetes schema for ${manifest.apiVersion} ${manifest.kind}`);
  }
  new Model(manifest).validate();
}

describe('the Kubernetes recipe', () => {
  const manifests = manifestsOf(page);

  test('holds the namespace, the RBAC objects and the DaemonSet', () => {
    const kinds = manifests.map(({manifest}) => manifest.kind);
    for (const kind of [
      'Namespace',
      'ServiceAccount',
      'ClusterRole',
      'ClusterRoleBinding',
      'Role',
      'RoleBinding',
      'ConfigMap',
      'DaemonSet',
    ]) {
      assert.ok(kinds.includes(kind), `no ${kind} manifest`);
    }
  });

  for (const {line, manifest} of manifests) {
    test(
      `line ${line}: ${manifest.kind} ${(manifest.metadata as {name?: string})?.name} is valid against ` +
        `the Kubernetes schema`,
      async () => {
        await validateManifest(manifest);
      },
    );
  }

  test('the cluster-wide role only lists pods; exec into pods is granted in one namespace only', () => {
    const rulesOf = (kind: string) =>
      manifests.filter(({manifest}) => manifest.kind === kind).flatMap(({manifest}) => manifest.rules as object[]);
    // pkg/k8s/client.go: the exporter lists pods (ListPods); exec is only the GPU tool fallback.
    assert.deepEqual(rulesOf('ClusterRole'), [{apiGroups: [''], resources: ['pods'], verbs: ['list']}]);
    assert.deepEqual(rulesOf('Role'), [{apiGroups: [''], resources: ['pods/exec'], verbs: ['create']}]);
  });

  test("the exporter's arguments are flags of the CLI reference", () => {
    const daemonSet = manifests.find(({manifest}) => manifest.kind === 'DaemonSet')!.manifest as unknown as {
      spec: {template: {spec: {containers: {args?: string[]}[]}}};
    };
    const args = daemonSet.spec.template.spec.containers.flatMap((container) => container.args ?? []);
    assert.ok(args.includes('--collector.k8s'));
    for (const arg of args) {
      const flag = arg.split('=')[0].replace(/^--(no-)?/, '');
      assert.match(
        cliReference,
        new RegExp(`\`--(\\[no-\\])?${flag.replaceAll('.', '\\.')}\``),
        `${arg} is not in docs/cli/ceems-exporter.md`,
      );
    }
  });

  test('a broken manifest fails the schema check', async () => {
    const broken = structuredClone(manifests.find(({manifest}) => manifest.kind === 'DaemonSet')!.manifest) as {
      spec: {template: {spec: {volumes: {hostPath?: {path?: string}}[]}}};
    } & Manifest;
    delete broken.spec.template.spec.volumes[0].hostPath!.path;
    await assert.rejects(validateManifest(broken), /path/);
    await assert.rejects(validateManifest({apiVersion: 'apps/v1', kind: 'Deamonset'}), /no Kubernetes schema/);
  });
});
