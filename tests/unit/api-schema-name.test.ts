import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {headerTypeName, schemaName, type NamedSchema} from '../../src/theme/ResponseHeaders/schema-name';

const ROOT = path.resolve(__dirname, '..', '..');

type Spec = {
  paths: Record<string, Record<string, {responses?: Record<string, Response>}>>;
  components: {headers: Record<string, NamedSchema>; responses: Record<string, Response>};
};
type Response = {$ref?: string; headers?: Record<string, NamedSchema & {$ref?: string}>};

/** The object a `#/components/...` reference points to. */
function resolve<T>(spec: Spec, value: T & {$ref?: string}): T {
  if (!value.$ref) return value;
  const found = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec);
  return resolve(spec, found as T & {$ref?: string});
}

test('schemaName names a schema the way the API theme shows it', () => {
  assert.equal(schemaName({type: 'string'}), 'string');
  assert.equal(schemaName({type: 'string', format: 'date-time'}), 'string<date-time>');
  assert.equal(schemaName({format: 'uuid'}), 'uuid');
  assert.equal(schemaName({enum: ['a']}), 'string');
  assert.equal(schemaName({type: 'array', items: {type: 'integer', format: 'int64'}}), 'integer<int64>[]');
  assert.equal(schemaName({type: 'object', title: 'Unit'}), 'Unit');
  assert.equal(schemaName({}), '');
});

test('every response header of api/swagger.yaml gets its type from its schema (the header object has none)', () => {
  const spec = yaml.load(fs.readFileSync(path.join(ROOT, 'api', 'swagger.yaml'), 'utf8')) as Spec;
  const responses = Object.values(spec.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => Object.values(operation.responses ?? {})),
  );
  const headers = responses.flatMap((response) =>
    Object.values(resolve(spec, response).headers ?? {}).map((header) => resolve(spec, header)),
  );
  assert.ok(headers.length >= 10, `only ${headers.length} response headers`);
  for (const header of headers) {
    // Named from the header object itself (the theme's way), no type would show.
    assert.equal(schemaName(header), '', JSON.stringify(header));
    assert.equal(headerTypeName(header), 'string', JSON.stringify(header));
  }
});
