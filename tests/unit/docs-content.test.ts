import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';
import {CEEMS_ORG, CEEMS_VERSION} from '../../config/ceems';
import {fencedBlocks, frontMatter, proseOnly} from '../../scripts/lib/markdown';
import {listFiles} from '../../scripts/lib/site-files';
import {isPartial} from '../lib/shared-facts';
import {ADDED_DOC_PAGES, CATEGORY_PAGES, DOC_PAGES} from '../fixtures/spec-routes';

const root = path.resolve(__dirname, '..', '..');
const docsDir = path.join(root, 'docs');
const docFiles = listFiles(docsDir, (f) => /\.mdx?$/.test(f) && !f.startsWith('api/') && !isPartial(f));
/**
 * Partials (docs/_facts/): included by pages, so no front matter, and no headings (the table of contents would miss
 * them).
 */
const partials = listFiles(docsDir, (f) => /\.mdx?$/.test(f) && !f.startsWith('api/') && isPartial(f));
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('docs content', () => {
  test('every docs page of the spec, and every page the site adds, exists', () => {
    for (const page of ['intro', ...DOC_PAGES, ...ADDED_DOC_PAGES]) {
      assert.ok(docFiles.includes(`${page}.md`) || docFiles.includes(`${page}.mdx`), `docs/${page}.md is missing`);
    }
  });

  test('the introduction is served at /docs/', () => {
    assert.equal(frontMatter(read(docsDir, 'intro.md')).slug, '/');
  });

  test('every category index of the spec is declared with its slug', () => {
    const slugs = listFiles(docsDir, (f) => f.endsWith('_category_.json')).map(
      (f) => JSON.parse(read(docsDir, f)).link?.slug as string,
    );
    for (const category of CATEGORY_PAGES.filter((c) => c !== 'api')) {
      assert.ok(slugs.includes(`/category/${category}`), `no category with slug /category/${category}`);
    }
  });

  for (const file of docFiles) {
    describe(file, () => {
      const markdown = read(docsDir, file);
      const prose = proseOnly(markdown.replace(/^---\n[\s\S]*?\n---\n/, (m) => m.replace(/[^\n]/g, '')));

      test('front matter has a title, a one-sentence description and a sidebar position', () => {
        const fields = frontMatter(markdown);
        assert.ok(fields.title, 'no title');
        assert.ok(fields.description && fields.description.length > 20, 'no description');
        assert.ok(Number.isInteger(fields.sidebar_position), 'no sidebar_position');
      });

      test("keywords are readers' words the title and description do not already hold", () => {
        const {title, description, keywords} = frontMatter(markdown);
        assert.ok(Array.isArray(keywords), 'no keywords');
        assert.ok(keywords.length >= 1 && keywords.length <= 10, `${keywords.length} keywords, 1 to 10 expected`);
        const words = `${title} ${description}`.toLowerCase().split(/[^a-z0-9._/-]+/);
        const named = ` ${words.map((word) => word.replace(/^\.+|\.+$/g, '')).join(' ')} `;
        for (const keyword of keywords) {
          assert.match(keyword, /^[a-z0-9][a-z0-9 ._/-]*$/, `"${keyword}": lower case, no punctuation`);
          assert.ok(keyword.split(' ').length <= 3, `"${keyword}": at most three words`);
          assert.ok(!named.includes(` ${keyword} `), `"${keyword}" is already in the title or description`);
        }
      });

      test('headings are h2 and h3 only', () => {
        const bad = prose.split('\n').filter((line) => /^(#|#{4,})\s/.test(line));
        assert.deepEqual(bad, []);
      });

      test('the version and the GitHub organisation come from config/ceems.ts tokens', () => {
        assert.ok(!markdown.includes(CEEMS_VERSION), `spells out ${CEEMS_VERSION}: use @CEEMS_VERSION@`);
        assert.ok(!markdown.includes(`github.com/${CEEMS_ORG}`), 'spells out the repository URL: use @CEEMS_REPO_URL@');
      });

      test('no placeholder text is published', () => {
        assert.doesNotMatch(prose, /\b(TODO|TBD|FIXME|lorem ipsum)\b/i);
      });

      test('every fenced block names its language and every YAML block parses', () => {
        for (const block of fencedBlocks(markdown)) {
          assert.ok(block.lang, `line ${block.line}: fenced block without a language`);
          if (block.lang === 'yaml' || block.lang === 'yml') {
            assert.doesNotThrow(() => yaml.loadAll(block.code), `line ${block.line}: YAML does not parse`);
          }
        }
      });
    });
  }
});

test('a keyword shared by pages is shared by pages of one folder only (the CLI pages), never across the site', () => {
  const folders = new Map<string, Set<string>>();
  for (const file of docFiles) {
    for (const keyword of frontMatter(read(docsDir, file)).keywords ?? []) {
      folders.set(keyword, (folders.get(keyword) ?? new Set()).add(path.dirname(file)));
    }
  }
  assert.deepEqual(
    [...folders].filter(([, dirs]) => dirs.size > 1).map(([keyword, dirs]) => `${keyword}: ${[...dirs].join(', ')}`),
    [],
  );
});

describe('partials', () => {
  for (const file of partials) {
    test(`${file} has no front matter and no heading, and its YAML blocks parse`, () => {
      const markdown = read(docsDir, file);
      assert.ok(!markdown.startsWith('---'), 'front matter in a partial');
      assert.deepEqual(
        proseOnly(markdown)
          .split('\n')
          .filter((line) => /^#+\s/.test(line)),
        [],
      );
      assert.ok(!markdown.includes(CEEMS_VERSION), `spells out ${CEEMS_VERSION}: use @CEEMS_VERSION@`);
      for (const block of fencedBlocks(markdown).filter((b) => b.lang === 'yaml')) {
        assert.doesNotThrow(() => yaml.loadAll(block.code), `line ${block.line}: YAML does not parse`);
      }
    });
  }
});

describe('blog', () => {
  const blogDir = path.join(root, 'blog');
  const posts = listFiles(blogDir, (f) => /\.mdx?$/.test(f));

  test('has at least four posts across at least two years, by the team author', () => {
    assert.ok(posts.length >= 4, `only ${posts.length} posts`);
    const years = new Set(posts.map((post) => post.slice(0, 4)));
    assert.ok(years.size >= 2, `posts span ${[...years].join(', ')}`);
    const authors = yaml.load(read(blogDir, 'authors.yml')) as Record<string, unknown>;
    assert.ok(authors['ceems-team'], 'blog/authors.yml has no ceems-team author');
    for (const post of posts) assert.match(read(blogDir, post), /authors:\s*\[?\s*ceems-team/, post);
  });
});
