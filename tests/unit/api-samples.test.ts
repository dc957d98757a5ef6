import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {API_SPEC_PATH, languageTabs, openApiPluginOptions} from '../../config/openapi';
import {operationPageFiles, samplesMarkdown} from '../../src/api-reference/build/page-markdown';
import {ISLAND_FILE} from '../../src/api-reference/island';
import {
  fixSample,
  generateSamples,
  generatorVariants,
  type SampleLanguage,
  type SampleOperation,
} from '../../src/api-reference/build/samples';

import {EXPECTED_LANGUAGES} from '../fixtures/spec-routes';
import {pluginPages} from './api-plugin-pages';

const ROOT = path.resolve(__dirname, '..', '..');

/** An operation page as the plugin hands it to the page generator: the parts the samples read. */
interface OperationPage {
  id: string;
  type: string;
  api: SampleOperation & {
    path: string;
    parameters?: Array<{name: string; example?: unknown; schema?: {default?: unknown}}>;
  };
}

/** Every operation of the spec. */
let operations: OperationPage[] = [];
const samplesOf = new Map<string, SampleLanguage[]>();

before(async () => {
  const items = await pluginPages(ROOT, {...openApiPluginOptions.config.ceems, specPath: API_SPEC_PATH});
  operations = (items as unknown as OperationPage[]).filter((item) => item.type === 'api');
  for (const operation of operations) samplesOf.set(operation.id, generateSamples(operation.api, languageTabs));
});

/** Compiles Python sources in one interpreter run; the status is 0 when all of them compile. */
function python(...codes: string[]): {status: number | null; stderr: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sample-'));
  const files = codes.map((code, index) => {
    const file = path.join(dir, `sample${index}.py`);
    fs.writeFileSync(file, code);
    return file;
  });
  const result = spawnSync('python3', ['-m', 'py_compile', ...files], {encoding: 'utf8'});
  fs.rmSync(dir, {recursive: true, force: true});
  return {status: result.status, stderr: result.stderr};
}

describe('API code samples', () => {
  test('every operation gets the 18 languages in order, each with all of its generator variants but Java', () => {
    assert.ok(operations.length >= 10, `only ${operations.length} operations`);
    for (const [id, samples] of samplesOf) {
      assert.deepEqual(
        samples.map((sample) => sample.language),
        EXPECTED_LANGUAGES,
        id,
      );
      for (const sample of samples) {
        const expected = sample.language === 'java' ? ['Unirest'] : generatorVariants(sample.language);
        assert.deepEqual(
          sample.variants.map((variant) => variant.variant),
          expected,
          `${id} ${sample.language}`,
        );
      }
    }
    assert.deepEqual(
      generatorVariants('java'),
      ['OkHttp', 'Unirest'],
      'the generator names Java variants differently now',
    );
  });

  test('each sample calls the server with scheme, host and port, the path, and the user header', () => {
    for (const operation of operations) {
      const path = operation.api.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
        const param = operation.api.parameters?.find((p) => p.name === name);
        return String(param?.example ?? param?.schema?.default ?? '');
      });
      const needsUser = (operation.api.security ?? [])[0]?.userHeader !== undefined;
      for (const sample of samplesOf.get(operation.id)!) {
        for (const {variant, code} of sample.variants) {
          const where = `${operation.id} ${sample.language}/${variant}`;
          assert.doesNotMatch(code, /\bundefined\b|\{\{|\}\}/, `${where} has a placeholder left over`);
          assert.ok(code.includes('ceems-demo.myaddr.tools'), `${where} lacks the host`);
          assert.ok(code.includes('7443'), `${where} lacks the port`);
          assert.ok(code.includes(`/api/v1${path}`), `${where} lacks the path /api/v1${path}`);
          if (needsUser) assert.ok(code.includes('X-Grafana-User'), `${where} lacks the user header`);
          else assert.ok(!code.includes('X-Grafana-User'), `${where} sends a user header it does not need`);
        }
      }
    }
  });

  test('the curl sample of list-clusters: the demo server, JSON, the user header as a placeholder', () => {
    const curl = samplesOf.get('list-clusters')!.find((sample) => sample.language === 'curl')!.variants[0];
    assert.equal(curl.variant, 'cURL');
    assert.equal(
      curl.code,
      "curl -L 'https://ceems-demo.myaddr.tools:7443/api/v1/clusters/admin' \\\n-H 'Accept: " +
        "application/json' \\\n-H 'X-Grafana-User: <X-Grafana-User>'",
    );
  });

  test('the Python samples are valid Python, and http.client connects to the port', () => {
    const codes: string[] = [];
    for (const [id, samples] of samplesOf) {
      for (const {variant, code} of samples.find((sample) => sample.language === 'python')!.variants) {
        codes.push(code);
        if (variant === 'http.client')
          assert.match(code, /http\.client\.HTTPSConnection\("ceems-demo\.myaddr\.tools", 7443\)/, id);
      }
    }
    const result = python(...codes);
    assert.equal(result.status, 0, result.stderr);
    assert.notEqual(python('conn = (').status, 0, 'py_compile accepts broken Python');
  });

  test('fixSample: the http.client connection gets the port instead of undefined, and stays valid Python', () => {
    const broken =
      'import http.client\n\nconn = http.client.HTTPSConnection("ceems-demo.myaddr.tools:7443", undefined)\n';
    const fixed = fixSample('python', 'http.client', broken);
    assert.equal(fixed, 'import http.client\n\nconn = http.client.HTTPSConnection("ceems-demo.myaddr.tools", 7443)\n');
    assert.equal(python(fixed).status, 0);
    assert.equal(
      fixSample('python', 'http.client', 'conn = http.client.HTTPConnection("localhost", undefined)\n'),
      'conn = http.client.HTTPConnection("localhost")\n',
    );
    // Other languages and variants are left alone.
    assert.equal(fixSample('python', 'Requests', broken), broken);
    assert.equal(fixSample('curl', 'cURL', broken), broken);
  });
});

describe('API operation page markdown', () => {
  test('the samples become fenced blocks inside elements that name language and variant, in tab order', () => {
    const mdx = samplesMarkdown(samplesOf.get('list-clusters')!);
    const variants = [
      ...mdx.matchAll(/<ApiSampleVariant language=\{"([^"]+)"\} variant=\{"([^"]+)"\}>\n\n(`{3,})(\S+)\n/g),
    ].map((m) => `${m[1]}/${m[2]}/${m[4]}`);
    assert.equal(variants[0], 'python/http.client/python');
    assert.ok(variants.includes('curl/cURL/bash'));
    assert.ok(variants.includes('java/Unirest/java'));
    assert.ok(!variants.some((v) => v.startsWith('java/OkHttp')));
    assert.deepEqual([...new Set(variants.map((v) => v.split('/')[0]))], EXPECTED_LANGUAGES);
    assert.match(mdx, /<ApiSampleLanguage language=\{"objective-c"\}>/);
  });

  test('a sample with backticks gets a longer fence', () => {
    const mdx = samplesMarkdown([
      {language: 'curl', highlight: 'bash', variants: [{variant: 'cURL', code: 'echo ```x```'}]},
    ]);
    assert.match(mdx, /\n````bash\necho ```x```\n````\n/);
  });

  test('the page is a frame around two islands: the plugin content with its imports, and the samples', () => {
    const plugin = 'import A from "@theme/A";\nimport B from "@theme/B";\n\n<Heading>Title</Heading>\n\nText.\n';
    const {page, partials} = operationPageFiles(
      plugin,
      operations.find((o) => o.id === 'list-clusters')!.api,
      languageTabs,
      'list-clusters',
    );
    assert.match(page, /^import '@site\/src\/api-reference\/styles\/api-styles';\n/);
    assert.match(
      page,
      /import Reference from '\.\/_list-clusters\.reference\.mdx';\nimport Samples from '\.\/_list-clusters\.samples\.mdx';/,
    );
    assert.match(page, /\n<ApiOperation reference=\{Reference\} samples=\{Samples\} \/>\n$/);
    assert.deepEqual(Object.keys(partials), ['_list-clusters.reference.mdx', '_list-clusters.samples.mdx']);
    // Every partial name is one the browser bundle replaces (src/api-reference/island.ts).
    for (const name of Object.keys(partials)) assert.match(`/site/docs/api/${name}`, ISLAND_FILE);
    assert.doesNotMatch('/site/docs/api/list-clusters.api.mdx', ISLAND_FILE);
    const reference = partials['_list-clusters.reference.mdx'];
    const content = reference.indexOf('<ReferenceFrame>');
    assert.ok(reference.indexOf('import A from "@theme/A";') < content);
    assert.ok(reference.indexOf('import B from "@theme/B";') < content);
    assert.match(reference, /<ReferenceFrame>\n\n<Heading>Title<\/Heading>\n\nText\.\n\n<\/ReferenceFrame>\n$/);
    assert.match(
      partials['_list-clusters.samples.mdx'],
      /^import \{ApiSamples, ApiSampleLanguage, ApiSampleVariant\} from '@site\/src\/api-reference\/client\/ApiSamples';\n\n<ApiSamples>\n/,
    );
    assert.match(partials['_list-clusters.samples.mdx'], /<\/ApiSamples>\n$/);
  });
});
