import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createSlugger, prepareMarkdown, sourcePageRecords} from '../../src/search/build/source-page';
import {docPlace} from '../../src/search/build/dev-index';

const DOC = `---
title: Sample
description: A sample page.
---
import Tabs from '@theme/Tabs';

Intro text with @CEEMS_VERSION@ and {props.hidden} gone.

## Install the exporter {#install}

:::note
A note body.
:::

<Tabs>
<TabItem value="a">

- First item

</TabItem>
</Tabs>

## Install the exporter

\`\`\`yaml
## not a heading
\`\`\`
`;

test('the Markdown loses MDX module lines, admonition fences and expressions, and keeps explicit heading ids', () => {
  const {markdown, explicitIds} = prepareMarkdown(DOC, {'@CEEMS_VERSION@': '0.10.2'});
  assert.ok(!markdown.includes('import Tabs'));
  assert.ok(!markdown.includes(':::'));
  assert.ok(!markdown.includes('props.hidden'));
  assert.ok(markdown.includes('with 0.10.2 and'));
  assert.deepEqual([...explicitIds], [[1, 'install']]);
});

test('a source page gives the records a built page gives: section, title, anchors and content', () => {
  const records = sourcePageRecords(
    {
      permalink: '/ceems/docs/sample',
      title: 'Sample',
      description: 'A sample page.',
      keywords: ['demo', 'example page'],
      kind: 'doc',
      categories: ['Components'],
      navbarLabel: 'Documentation',
      tag: 'docs-default-current',
      markdown: DOC,
    },
    {'@CEEMS_VERSION@': '0.10.2'},
  );
  assert.equal(records[0].type, 'lvl1');
  assert.equal(records[0].hierarchy.lvl0, 'Components');
  assert.equal(records[0].hierarchy.lvl1, 'Sample');
  assert.equal(records[0].summary, 'A sample page.');
  assert.equal(records[0].keywords, 'demo, example page');
  const anchors = records.filter((record) => record.type === 'lvl2').map((record) => record.anchor);
  assert.deepEqual(anchors, ['install', 'install-the-exporter']);
  const contents = records.filter((record) => record.type === 'content').map((record) => record.content);
  assert.ok(contents.includes('A note body.'));
  assert.ok(contents.includes('First item'));
  assert.ok(!contents.some((content) => content?.includes('not a heading')));
});

test('a top-level doc falls back to its navbar entry; a blog post is in the Blog section', () => {
  const [doc] = sourcePageRecords({
    permalink: '/ceems/docs/intro',
    title: 'Intro',
    kind: 'doc',
    categories: [],
    navbarLabel: 'Documentation',
    tag: 'docs-default-current',
    markdown: 'Text.',
  });
  assert.equal(doc.hierarchy.lvl0, 'Documentation');
  const [post] = sourcePageRecords({
    permalink: '/ceems/blog/post',
    title: 'Post',
    kind: 'blog',
    categories: [],
    tag: 'default',
    markdown: 'Text.',
  });
  assert.equal(post.hierarchy.lvl0, 'Blog');
  assert.equal(post.docusaurus_tag, 'default');
});

test('slugs repeat with a suffix, as github-slugger makes them', () => {
  const slug = createSlugger();
  assert.equal(slug('Hello World'), 'hello-world');
  assert.equal(slug('Hello World'), 'hello-world-1');
  assert.equal(slug('`--web.config.file` (flag)'), '--webconfigfile-flag');
});

test('a doc is placed under the categories of its sidebar, a category index under its own', () => {
  const sidebars = {
    docs: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Components',
        link: {type: 'doc', id: 'components/index'},
        items: [{type: 'category', label: 'Exporter', items: [{type: 'doc', id: 'components/exporter'}]}],
      },
    ],
    api: [{type: 'doc', id: 'api/list'}],
  } as unknown as Parameters<typeof docPlace>[0];
  assert.deepEqual(docPlace(sidebars, 'intro'), {sidebarId: 'docs', categories: []});
  assert.deepEqual(docPlace(sidebars, 'components/exporter'), {
    sidebarId: 'docs',
    categories: ['Components', 'Exporter'],
  });
  assert.deepEqual(docPlace(sidebars, 'components/index'), {sidebarId: 'docs', categories: ['Components']});
  assert.deepEqual(docPlace(sidebars, 'api/list'), {sidebarId: 'api', categories: []});
  assert.equal(docPlace(sidebars, 'missing'), undefined);
});
