import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {typedHeader, withTypedHeaders} from '../../src/api-reference/build/header-types';

const ROOT = path.resolve(__dirname, '..', '..');

type Header = {$ref?: string; description?: string; schema?: {type?: string; format?: string}};
type Response = {$ref?: string; headers?: Record<string, Header>};
type Spec = {paths: Record<string, Record<string, {responses?: Record<string, Response>}>>};

/** The object a `#/components/...` reference points to. */
function resolve<T>(spec: Spec, value: T & {$ref?: string}): T {
  if (!value.$ref) return value;
  const found = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec);
  return resolve(spec, found as T & {$ref?: string});
}

test('a header gets its schema type and format, nothing else of its schema', () => {
  const header = {description: 'd', schema: {type: 'string', format: 'date-time', enum: ['a']}};
  assert.deepEqual(typedHeader(header), {type: 'string', format: 'date-time', ...header});
  assert.deepEqual(typedHeader({description: 'd'}), {description: 'd'});
  assert.equal(typedHeader({type: 'integer', schema: {type: 'string'}}).type, 'integer');
});

test('the operation is copied, not changed; responses without headers stay as they are', () => {
  const ok = {description: 'ok', headers: {'X-A': {schema: {type: 'string'}}}};
  const missing = {description: 'missing'};
  const operation = {method: 'get', responses: {'200': ok, '404': missing}};
  const typed = withTypedHeaders(operation);
  assert.deepEqual(typed.responses['200'].headers['X-A'], {type: 'string', schema: {type: 'string'}});
  assert.equal(typed.responses['404'], missing);
  assert.equal(Object.hasOwn(operation.responses['200'].headers['X-A'], 'type'), false);
  const bare: {method: string; responses?: unknown} = {method: 'get'};
  assert.equal(withTypedHeaders(bare), bare);
});

test('every response header of api/swagger.yaml has a schema type for the theme to show', () => {
  const spec = yaml.load(fs.readFileSync(path.join(ROOT, 'api', 'swagger.yaml'), 'utf8')) as Spec;
  const responses = Object.values(spec.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => Object.values(operation.responses ?? {})),
  );
  const headers = responses.flatMap((response) =>
    Object.values(resolve(spec, response).headers ?? {}).map((header) => resolve(spec, header)),
  );
  assert.ok(headers.length >= 10, `only ${headers.length} response headers`);
  for (const header of headers) assert.equal(typedHeader(header).type, 'string', JSON.stringify(header));
});
