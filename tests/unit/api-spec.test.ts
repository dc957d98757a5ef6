import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import type {OpenAPIV3} from 'openapi-types';
import {checkApiSpec} from '../../scripts/api-spec';
import {docsOptions} from '../../config/docs';
import {API_PAGES} from '../fixtures/spec-routes';
import {pluginPages} from './api-plugin-pages';

const root = path.resolve(__dirname, '..', '..');
const specPath = path.join(root, 'api', 'swagger.yaml');

/** Page ids of the operations, as the site specification lists them (all API pages but the overview). */
const expectedOperationIds: string[] = API_PAGES.filter((id) => id !== 'ceems-api');

// The plugin names each page kebabCase(operationId ?? summary) with its own copy of lodash, and the
// info page kebabCase(title with the first space replaced by a dash, lower-cased).
const pluginRequire = createRequire(require.resolve('docusaurus-plugin-openapi-docs'));
const kebabCase = pluginRequire('lodash/kebabCase') as (value: string) => string;

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Operation = {path: string; method: string; op: OpenAPIV3.OperationObject};

async function loadSpec(): Promise<OpenAPIV3.Document> {
  // parse() only reads the file; validate() below checks it.
  return (await SwaggerParser.parse(specPath)) as OpenAPIV3.Document;
}

function operations(spec: OpenAPIV3.Document): Operation[] {
  const result: Operation[] = [];
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const method of methods) {
      const op = item?.[method];
      if (op) result.push({path: p, method, op});
    }
  }
  return result;
}

test('api/swagger.yaml is a valid OpenAPI 3.0 description', async () => {
  const api = (await SwaggerParser.validate(specPath)) as OpenAPIV3.Document;
  assert.match(api.openapi, /^3\.0\.\d+$/);
  assert.equal(api.info.title, 'CEEMS API');
});

test('operation page ids, derived like the plugin does, are exactly the specified ones', async () => {
  const spec = await loadSpec();
  const ids = operations(spec).map(({op}) => kebabCase(op.operationId ?? op.summary ?? ''));
  assert.deepEqual([...ids].sort(), [...expectedOperationIds].sort());
  assert.equal(kebabCase(spec.info.title.replace(' ', '-').toLowerCase()), 'ceems-api');
});

test('the plugin itself generates exactly these page ids', async () => {
  const items = await pluginPages(root, {specPath, outputDir: 'docs/api'});
  const apiIds = items.filter((item) => item.type === 'api').map((item) => item.id);
  const infoIds = items.filter((item) => item.type === 'info').map((item) => item.id);
  assert.deepEqual([...apiIds].sort(), [...expectedOperationIds].sort());
  assert.deepEqual(infoIds, ['ceems-api']);
});

test('every operation has a summary, a tag that is declared in the tag list and keywords', async () => {
  const spec = await loadSpec();
  const declared = new Set((spec.tags ?? []).map((t) => t.name));
  for (const {path: p, method, op} of operations(spec)) {
    const where = `${method.toUpperCase()} ${p}`;
    assert.ok(op.summary, `${where} has no summary`);
    assert.ok(op.tags && op.tags.length > 0, `${where} has no tag`);
    for (const tag of op.tags ?? []) assert.ok(declared.has(tag), `${where}: tag ${tag} is not declared`);
    // Readers' words for the page (its keywords meta, searched with the title), as docs pages have in front matter.
    const keywords = (op as {'x-keywords'?: unknown})['x-keywords'];
    assert.ok(Array.isArray(keywords) && keywords.length > 0, `${where} has no x-keywords`);
    for (const keyword of keywords) assert.match(String(keyword), /^[a-z0-9][a-z0-9 ._/-]*$/, `${where}: "${keyword}"`);
  }
});

test('every operation documents a success and its error responses', async () => {
  const spec = await loadSpec();
  for (const {path: p, method, op} of operations(spec)) {
    const codes = Object.keys(op.responses);
    const where = `${method.toUpperCase()} ${p}`;
    assert.ok(codes.includes('200'), `${where} has no 200 response`);
    assert.ok(codes.includes('401'), `${where} has no 401 response`);
    assert.ok(codes.includes('429'), `${where} has no 429 response`);
    if (p.endsWith('/admin')) assert.ok(codes.includes('403'), `${where} is admin-only but has no 403 response`);
  }
});

type Schema = OpenAPIV3.SchemaObject;

/**
 * Checks a value against the subset of OpenAPI 3.0 schema keywords the description uses, and returns
 * what does not match. Enough to catch an example that drifted from its model.
 */
function mismatches(schema: Schema, value: unknown, at: string): string[] {
  if (value === null) return schema.nullable ? [] : [`${at}: null but not nullable`];
  if (schema.allOf) return schema.allOf.flatMap((s) => mismatches(s as Schema, value, at));
  if (schema.oneOf) {
    const fits = schema.oneOf.filter((s) => mismatches(s as Schema, value, at).length === 0);
    return fits.length === 1 ? [] : [`${at}: matches ${fits.length} of the oneOf schemas`];
  }
  const errors: string[] = [];
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${at}: ${JSON.stringify(value)} not in enum`);
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') errors.push(`${at}: not a string`);
      break;
    case 'integer':
      if (!Number.isInteger(value)) errors.push(`${at}: not an integer`);
      break;
    case 'number':
      if (typeof value !== 'number') errors.push(`${at}: not a number`);
      break;
    case 'boolean':
      if (typeof value !== 'boolean') errors.push(`${at}: not a boolean`);
      break;
    case 'array':
      if (!Array.isArray(value)) return [`${at}: not an array`];
      value.forEach((v, i) => errors.push(...mismatches((schema.items ?? {}) as Schema, v, `${at}[${i}]`)));
      break;
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
      const record = value as Record<string, unknown>;
      for (const key of schema.required ?? []) if (!(key in record)) errors.push(`${at}: missing ${key}`);
      for (const [key, v] of Object.entries(record)) {
        const prop = schema.properties?.[key] as Schema | undefined;
        if (prop) errors.push(...mismatches(prop, v, `${at}.${key}`));
        else if (schema.additionalProperties === undefined || schema.additionalProperties === false) {
          if (schema.properties) errors.push(`${at}: unknown member ${key}`);
        } else if (typeof schema.additionalProperties === 'object') {
          errors.push(...mismatches(schema.additionalProperties as Schema, v, `${at}.${key}`));
        }
      }
      break;
    }
  }
  return errors;
}

test('every response example matches its schema', async () => {
  const api = (await SwaggerParser.dereference(specPath)) as OpenAPIV3.Document;
  let checked = 0;
  for (const {path: p, method, op} of operations(api)) {
    for (const [code, response] of Object.entries(op.responses)) {
      for (const [type, media] of Object.entries((response as OpenAPIV3.ResponseObject).content ?? {})) {
        const where = `${method.toUpperCase()} ${p} ${code} ${type}`;
        assert.ok(media.examples && Object.keys(media.examples).length > 0, `${where} has no example`);
        for (const [name, example] of Object.entries(media.examples)) {
          const errors = mismatches(media.schema as Schema, (example as OpenAPIV3.ExampleObject).value, name);
          assert.deepEqual(errors, [], `${where}: example ${name} does not match the schema`);
          checked++;
        }
      }
    }
  }
  assert.ok(checked > 30, `only ${checked} examples checked`);
});

test('a broken description stops generation with a message naming the file and the problem', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ceems-api-spec-'));
  try {
    const cases: Array<[string, string, RegExp]> = [
      [
        'yaml-error.yaml',
        'openapi: 3.0.3\ninfo:\n  title: CEEMS API\n  version: 0.10.2\n paths: {}\n',
        /bad indentation/,
      ],
      [
        'schema-error.yaml',
        'openapi: 3.0.3\ninfo:\n  version: 0.10.2\npaths:\n  /units:\n    get:\n      responses:\n        ' +
          "'200':\n          description: ok\n",
        /#\/info must have required property 'title'/,
      ],
      [
        'dangling-ref.yaml',
        'openapi: 3.0.3\ninfo:\n  title: CEEMS API\n  version: 0.10.2\npaths:\n  /units:\n    get:\n      ' +
          "responses:\n        '200':\n          $ref: '#/components/responses/UnitsOK'\n",
        /Missing \$ref pointer "#\/components\/responses\/UnitsOK"/,
      ],
    ];
    for (const [name, content, problem] of cases) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      const check = await checkApiSpec(file);
      assert.equal(check.ok, false, `${name} passed validation`);
      if (!check.ok) {
        assert.ok(check.message.startsWith(`${file}: `), `message does not start with the file: ${check.message}`);
        assert.match(check.message, problem);
      }
    }
    const missing = await checkApiSpec(path.join(dir, 'absent.yaml'));
    assert.equal(missing.ok, false);
    if (!missing.ok) assert.match(missing.message, /absent\.yaml: file not found/);
    assert.deepEqual(await checkApiSpec(specPath), {ok: true});
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('the docs plugin keeps its default folder and route base, as the API generator run by gen:api assumes', () => {
  // scripts/lib/api-plugin-command.ts hands the API plugin a classic preset whose docs declare neither.
  assert.equal('path' in docsOptions, false, 'config/docs.ts sets path: give it to runGenApiDocs too');
  assert.equal(
    'routeBasePath' in docsOptions,
    false,
    'config/docs.ts sets routeBasePath: give it to runGenApiDocs too',
  );
});
