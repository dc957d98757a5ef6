/**
 * Markdown for tools and assistants (README.md, "Markdown for tools and assistants"): `markdownTwinsStep`, a
 * step of the post-build pipeline, writes a twin of every docs, category, API and blog post page from its
 * built HTML (convert.ts), then `llms.txt` and `llms-full.txt` (llms.ts). The theme folder adds the "Copy
 * page" button, which copies the page's twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build';
import {htmlToTwin, type TwinPage} from './convert';
import {
  docsSections,
  llmsFullTxt,
  llmsTxt,
  robotsTxt,
  sidebarPaths,
  withMarkdownAlternate,
  type LlmsPage,
  type LlmsSection,
  type SidebarItem,
} from './llms';
import {twinPath} from './twin-path';

export interface MarkdownTwinsOptions {
  /** The one-paragraph summary under the title of llms.txt and llms-full.txt. */
  summary: string;
  /** Sidebar of the docs, in llms.txt one section per top-level category. */
  docsSidebar: string;
  /** Sidebar of the API reference, one 'API' section. */
  apiSidebar: string;
}

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
export const ROBOTS_FILE = 'robots.txt';

/** What this step reads of the docs and blog plugins' content. */
interface PluginContent {
  loadedVersions: {docs: {id: string; permalink: string}[]; sidebars: Record<string, SidebarItem[]>}[];
  blogPosts: {metadata: {permalink: string; unlisted?: boolean}}[];
}

function validate(options: unknown): MarkdownTwinsOptions {
  const value = (options ?? {}) as Partial<MarkdownTwinsOptions>;
  for (const key of ['summary', 'docsSidebar', 'apiSidebar'] as const) {
    if (typeof value[key] !== 'string' || !value[key].trim()) {
      throw new Error(
        `markdown-twins plugin: option ${key} must be a non-empty string, got ${JSON.stringify(value[key])}`,
      );
    }
  }
  return value as MarkdownTwinsOptions;
}

export default function markdownTwinsPlugin(): Plugin {
  return {name: 'markdown-twins', getThemePath: () => path.resolve(__dirname, 'theme')};
}

/** The post-build step: a twin of each docs, category and blog post page, then llms.txt and llms-full.txt. */
export function markdownTwinsStep(options: MarkdownTwinsOptions): PostBuildStep {
  const {summary, docsSidebar, apiSidebar} = validate(options);
  return {
    name: 'markdown-twins',
    run(builtPages, {outDir, plugins, siteConfig}) {
      const {baseUrl} = builtPages;
      const origin = siteConfig.url.replace(/\/+$/, '');
      // The plugins' permalinks keep the slash the routes lose under `trailingSlash: false` (`/ceems/docs/`).
      const routeOf = (permalink: string): string =>
        siteConfig.trailingSlash === false && permalink !== baseUrl ? permalink.replace(/\/+$/, '') : permalink;
      const contents = (name: string) =>
        (plugins as unknown as {name: string; content: PluginContent}[])
          .filter((plugin) => plugin.name === `docusaurus-plugin-content-${name}`)
          .map((plugin) => plugin.content);
      const docsContents = contents('docs');
      const blogContents = contents('blog');
      if (!docsContents.length) throw new Error('[markdown-twins] no docs plugin is loaded');

      const docPermalinks = new Map<string, string>();
      const sidebars: Record<string, SidebarItem[]> = {};
      const docPaths: string[] = [];
      for (const version of docsContents.flatMap((content) => content.loadedVersions)) {
        for (const doc of version.docs) {
          docPermalinks.set(doc.id, routeOf(doc.permalink));
          docPaths.push(routeOf(doc.permalink));
        }
        Object.assign(sidebars, version.sidebars);
      }
      for (const name of [docsSidebar, apiSidebar]) {
        if (!sidebars[name]) throw new Error(`[markdown-twins] the docs plugin has no sidebar "${name}"`);
      }
      const docsGroups = docsSections(sidebars[docsSidebar], docPermalinks);
      const apiPaths = sidebarPaths(sidebars[apiSidebar], docPermalinks);
      // Category pages live only in the sidebars; every sidebar's pages are docs routes too.
      const categoryPaths = Object.values(sidebars)
        .flatMap((items) => sidebarPaths(items, docPermalinks))
        .map(routeOf);
      const blogPaths = blogContents.flatMap((content) =>
        content.blogPosts.filter((post) => !post.metadata.unlisted).map((post) => routeOf(post.metadata.permalink)),
      );

      const pages = new Map<string, LlmsPage & {kind: TwinPage['kind']}>();
      for (const pagePath of new Set([...docPaths, ...categoryPaths, ...blogPaths])) {
        const page = builtPages.ofRoute(pagePath);
        if (!page) throw new Error(`[markdown-twins] ${pagePath} has no built page`);
        const url = `${origin}${pagePath}`;
        let twin: TwinPage;
        try {
          twin = htmlToTwin(page.html, url);
        } catch (error) {
          throw new Error(`${(error as Error).message} (file ${page.file})`, {cause: error});
        }
        const twinRoute = twinPath(pagePath);
        fs.writeFileSync(path.join(outDir, twinRoute.slice(baseUrl.length)), twin.markdown);
        // Announce the twin in the page's head, where tools look for an alternate form.
        builtPages.set(page.file, withMarkdownAlternate(page.html, twinRoute));
        pages.set(pagePath, {...twin, path: pagePath, url, twinUrl: `${origin}${twinRoute}`});
      }

      const pick = (paths: string[]) =>
        paths.map((pagePath) => pages.get(pagePath)).filter((page) => page !== undefined);
      const listed = new Set([...docsGroups.flatMap((group) => group.paths), ...apiPaths]);
      const others = docPaths.filter((pagePath) => !listed.has(pagePath));
      const sections: LlmsSection[] = [
        ...docsGroups.map((group) => ({title: group.title, pages: pick(group.paths)})),
        {title: 'Docs: other pages', pages: pick(others)},
        {title: 'API', pages: pick(apiPaths)},
        {title: 'Blog', pages: pick(blogPaths)},
      ];
      const siteName = siteConfig.title;
      fs.writeFileSync(
        path.join(outDir, LLMS_FILE),
        llmsTxt(siteName, summary, sections, `${origin}${baseUrl}${LLMS_FULL_FILE}`),
      );
      fs.writeFileSync(path.join(outDir, ROBOTS_FILE), robotsTxt(`${origin}${baseUrl}`));
      const fullPages = pick([...docsGroups.flatMap((group) => group.paths), ...others, ...apiPaths]);
      const full = llmsFullTxt(siteName, summary, fullPages);
      fs.writeFileSync(path.join(outDir, LLMS_FULL_FILE), full);
      const count = (kind: TwinPage['kind']) => [...pages.values()].filter((page) => page.kind === kind).length;
      console.log(
        `[markdown-twins] ${pages.size} twins (${count('doc')} docs, ${count('category')} category, ` +
          `${count('api')} API, ${count('blog-post')} blog), ${LLMS_FILE}, ${LLMS_FULL_FILE} ` +
          `(${Math.round(Buffer.byteLength(full) / 1024)} KB)`,
      );
    },
  };
}
