import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {proseOnly} from '../../scripts/lib/markdown';
import {listFiles} from '../../scripts/lib/site-files';
import {SHARED_FACTS, FACTS_DIR, isPartial, restatements} from '../lib/shared-facts';

/**
 * One fact, one place: a fact that several pages need is written once, in a partial under docs/_facts/,
 * and pages include that partial (or link a page that does). A page that words such a fact itself fails
 * here, because two wordings drift apart: the second content review found 8 to 11 pairs of pages that
 * stated one fact differently.
 */
const docsDir = path.resolve(__dirname, '..', '..', 'docs');
const pages = listFiles(docsDir, (f) => /\.mdx?$/.test(f) && !f.startsWith('api/') && !isPartial(f));
const read = (file: string) => fs.readFileSync(path.join(docsDir, file), 'utf8');

describe('facts several pages need are written once', () => {
  for (const fact of SHARED_FACTS) {
    test(`${fact.file}: no page states "${fact.name}" in its own words`, () => {
      const found = pages.flatMap((page) =>
        restatements(proseOnly(read(page)), fact).map((snippet) => `docs/${page}: "${snippet}"`),
      );
      assert.deepEqual(found, [], `include docs/${FACTS_DIR}/${fact.file} or link a page that does`);
    });

    test(`${fact.file} is included by at least one page`, () => {
      const importers = pages.filter((page) => read(page).includes(`_facts/${fact.file}'`));
      assert.ok(importers.length > 0, `no page imports docs/${FACTS_DIR}/${fact.file}`);
    });

    test(`${fact.file} itself matches its own signatures`, () => {
      assert.ok(restatements(read(path.join(FACTS_DIR, fact.file)), fact).length > 0);
    });
  }

  test('restatements finds a fact worded across a line break, and only outside code', () => {
    const debug = SHARED_FACTS.find((fact) => fact.file === 'debug-endpoints.mdx')!;
    assert.equal(restatements('The debug endpoints answer only\non `localhost`.', debug).length, 1);
    assert.equal(restatements(proseOnly('```bash\ncurl -H "Host: localhost" /debug/pprof\n```\n'), debug).length, 0);
  });
});
