import assert from 'node:assert/strict';
import {test} from 'node:test';
import {announcementBar} from '../../config/announcement';
import {CEEMS_VERSION} from '../../config/ceems';

test("the announcement bar's id follows the CEEMS release, so a dismissal lasts one release", () => {
  assert.equal(announcementBar().id, `release-v${CEEMS_VERSION}`);
  assert.notEqual(announcementBar('0.11.0').id, announcementBar('0.10.2').id);
  assert.match(announcementBar('0.11.0', 'https://example.org/ceems').content!, /releases\/tag\/v0\.11\.0/);
});

test('the announcement bar takes its colours from the theme, so it follows the colour mode', () => {
  const bar = announcementBar();
  assert.match(bar.backgroundColor!, /^var\(--ifm-/);
  assert.match(bar.textColor!, /^var\(--ifm-/);
});
