import assert from 'node:assert/strict';
import {test} from 'node:test';
import {normaliseBaseUrl} from '../../config/env';

test('normaliseBaseUrl always yields a path with leading and trailing slashes', () => {
  assert.equal(normaliseBaseUrl('ceems'), '/ceems/');
  assert.equal(normaliseBaseUrl('/ceems'), '/ceems/');
  assert.equal(normaliseBaseUrl('//docs/ceems//'), '/docs/ceems/');
  assert.equal(normaliseBaseUrl('/'), '/');
  assert.equal(normaliseBaseUrl(''), '/');
});
