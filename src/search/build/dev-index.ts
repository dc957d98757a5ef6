/**
 * The index of the dev server (`npm start`): made from the Markdown sources of the docs and blog posts
 * the content plugins loaded (source-page.ts), packed by the same engine as a build, and written to a
 * git-ignored folder the dev server serves at the index's usual address. The plugin calls it from
 * `allContentLoaded`, which Docusaurus runs again whenever a page changes, so the index follows the pages.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {createSearchIndex} from '../client/index-file';
import type {SearchRecord} from './records';
import {sourcePageRecords, type SourcePage} from './source-page';

type Sidebars = LoadedVersion['sidebars'];

export interface NavbarItem {
  type?: string;
  label?: string;
  docId?: string;
  sidebarId?: string;
}

/** Categories above `docId` in one of `sidebars`, outermost first, and the sidebar holding it. */
export function docPlace(sidebars: Sidebars, docId: string): {sidebarId: string; categories: string[]} | undefined {
  const walk = (items: Sidebars[string], parents: string[]): string[] | undefined => {
    for (const item of items) {
      if (item.type === 'doc' && item.id === docId) return parents;
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id === docId) return [...parents, item.label];
        const found = walk(item.items, [...parents, item.label]);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const categories = walk(items, []);
    if (categories) return {sidebarId, categories};
  }
  return undefined;
}

/** The navbar label a sidebar sits under: a docSidebar entry naming it, or a doc entry pointing into it. */
function navbarLabelOf(navbar: NavbarItem[], sidebars: Sidebars, sidebarId: string | undefined): string | undefined {
  if (!sidebarId) return undefined;
  for (const item of navbar) {
    if (item.type === 'docSidebar' && item.sidebarId === sidebarId) return item.label;
    if (item.type === 'doc' && item.docId && docPlace(sidebars, item.docId)?.sidebarId === sidebarId) return item.label;
  }
  return undefined;
}

/**
 * Unlisted pages and drafts, by their front matter: Docusaurus sets `unlisted` and `draft` in the metadata of
 * production builds only, and this index is the dev server's.
 */
const hidden = ({frontMatter}: {frontMatter: {unlisted?: boolean; draft?: boolean}}) =>
  Boolean(frontMatter.unlisted || frontMatter.draft);

/** `@site/docs/intro.md` -> `<siteDir>/docs/intro.md`. */
const sourceFile = (siteDir: string, source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

/** A page to index: everything but its Markdown, which the indexing process reads from `file`. */
export type SourcePageRef = Omit<SourcePage, 'markdown'> & {file: string};

/** Every indexable doc and blog post of the loaded content. */
export function sourcePagesOf(allContent: AllContent, siteDir: string, navbar: NavbarItem[]): SourcePageRef[] {
  const pages: SourcePageRef[] = [];
  for (const [pluginId, content] of Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as DocsContent).loadedVersions) {
      for (const doc of version.docs) {
        if (hidden(doc)) continue;
        const place = docPlace(version.sidebars, doc.id);
        pages.push({
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          keywords: doc.frontMatter.keywords,
          kind: 'doc',
          categories: place?.categories ?? [],
          navbarLabel: navbarLabelOf(navbar, version.sidebars, place?.sidebarId),
          tag: `docs-${pluginId}-${version.versionName}`,
          file: sourceFile(siteDir, doc.source),
        });
      }
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    for (const {metadata} of (content as BlogContent).blogPosts) {
      if (hidden(metadata)) continue;
      pages.push({
        permalink: metadata.permalink,
        title: metadata.title,
        description: metadata.description,
        keywords: metadata.frontMatter.keywords,
        kind: 'blog',
        categories: [],
        tag: 'default',
        file: sourceFile(siteDir, metadata.source),
      });
    }
  }
  return pages;
}

/** Records of earlier runs by a hash of the page (its metadata and Markdown): only changed pages are rendered again. */
type RecordCache = Record<string, SearchRecord[]>;

function readCache(file: string): RecordCache {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RecordCache;
  } catch {
    return {};
  }
}

function writeAtomically(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Written whole then renamed, so the dev server never serves half a file.
  fs.writeFileSync(`${file}.tmp`, content);
  fs.renameSync(`${file}.tmp`, file);
}

/** Builds the dev server's index of `pages` and writes it to `file`; returns a one-line summary. */
export function writeDevSearchIndex(
  pages: SourcePageRef[],
  tokens: Readonly<Record<string, string>>,
  file: string,
  cacheFile: string,
): string {
  const started = Date.now();
  const cache = readCache(cacheFile);
  const nextCache: RecordCache = {};
  const records: SearchRecord[] = [];
  let skipped = 0;
  let rendered = 0;
  for (const {file: source, ...meta} of pages) {
    let markdown: string;
    try {
      markdown = fs.readFileSync(source, 'utf8');
    } catch {
      skipped++; // removed since the content loaded: the next load drops it
      continue;
    }
    const key = crypto.createHash('sha256').update(JSON.stringify(meta)).update('\0').update(markdown).digest('hex');
    let pageRecords = cache[key];
    if (!pageRecords) {
      try {
        pageRecords = sourcePageRecords({...meta, markdown}, tokens);
        rendered++;
      } catch {
        skipped++; // a page the stand-in cannot render is left out of the dev index, never the dev server down
        continue;
      }
    }
    nextCache[key] = pageRecords;
    records.push(...pageRecords);
  }
  writeAtomically(file, JSON.stringify(createSearchIndex(records)));
  writeAtomically(cacheFile, JSON.stringify(nextCache));
  const left = skipped ? `, ${skipped} left out` : '';
  return (
    `${pages.length - skipped} pages from their sources (${rendered} rendered), ${records.length} ` +
    `records${left}, in ${Date.now() - started} ms`
  );
}
