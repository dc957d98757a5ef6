import assert from 'node:assert/strict';
import {test} from 'node:test';
import {wellFormedPath} from '../../src/plugins/well-formed-url/url';

test('a path that decodes is kept as it is', () => {
  for (const path of ['/ceems/docs/', '/ceems/docs/caf%C3%A9', '/ceems/docs/a%20b', '/ceems/docs/100%25']) {
    assert.equal(wellFormedPath(path), path);
  }
});

test('a segment that cannot be decoded is escaped, and then decodes to what was typed', () => {
  const fixed = wellFormedPath('/ceems/docs/%E0%A4%A/x%C3%A9');
  assert.equal(fixed, '/ceems/docs/%25E0%25A4%25A/x%C3%A9');
  assert.equal(decodeURI(fixed), '/ceems/docs/%E0%A4%A/xé');
  assert.equal(decodeURIComponent(fixed.split('/')[3]), '%E0%A4%A');
  assert.doesNotThrow(() => decodeURI(wellFormedPath('/ceems/%')));
});
