/**
 * `llms.txt` (the llmstxt.org format: a title, a one-paragraph summary, then sections of links) and
 * `llms-full.txt` (every docs and API page's twin, in sidebar order). Pure: takes the pages and the
 * sidebars, returns text.
 */

/** The sidebar items this site uses, as the docs plugin loads them. */
export type SidebarItem =
  | {type: 'doc'; id: string}
  | {type: 'ref'; id: string}
  | {type: 'link'; href: string; label: string}
  | {type: 'html'}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
    };

export interface LlmsPage {
  /** Route of the page, with the base URL: `/ceems/docs/usage/cacct`. */
  path: string;
  title: string;
  description: string;
  /** Absolute URLs of the page and of its twin. */
  url: string;
  twinUrl: string;
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

/** The routes of a sidebar's pages in sidebar order: a category's own page, then its items. */
export function sidebarPaths(items: SidebarItem[], docPermalinks: ReadonlyMap<string, string>): string[] {
  const paths: string[] = [];
  const doc = (id: string) => {
    const permalink = docPermalinks.get(id);
    if (!permalink)
      throw new Error(`markdown twins: the sidebar names doc "${id}", which the docs plugin does not have`);
    paths.push(permalink);
  };
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') doc(item.id);
    else if (item.type === 'category') {
      if (item.link?.type === 'doc') doc(item.link.id);
      else if (item.link?.type === 'generated-index') paths.push(item.link.permalink);
      paths.push(...sidebarPaths(item.items, docPermalinks));
    }
  }
  return [...new Set(paths)];
}

/**
 * The sections of the docs sidebar: one per top-level category ('Docs: <label>'), and 'Docs' for the
 * pages at the top level, in sidebar order.
 */
export function docsSections(
  items: SidebarItem[],
  docPermalinks: ReadonlyMap<string, string>,
): {title: string; paths: string[]}[] {
  const sections: {title: string; paths: string[]}[] = [];
  for (const item of items) {
    const paths = sidebarPaths([item], docPermalinks);
    const last = sections.at(-1);
    if (item.type === 'category') sections.push({title: `Docs: ${item.label}`, paths});
    else if (last?.title === 'Docs') last.paths.push(...paths);
    else if (paths.length) sections.push({title: 'Docs', paths});
  }
  return sections;
}

/** The first sentence of a description, on one line. */
export function firstSentence(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  const match = /^.*?[.!?](?=\s+[A-Z0-9`"'(]|$)/.exec(line);
  return match ? match[0] : line;
}

export function llmsTxt(siteName: string, summary: string, sections: LlmsSection[], fullUrl?: string): string {
  const lines = [`# ${siteName}`, '', `> ${summary.replace(/\s+/g, ' ').trim()}`, ''];
  if (fullUrl) lines.push(`Every docs and API page in one file: [llms-full.txt](${fullUrl}).`, '');
  for (const section of sections) {
    if (!section.pages.length) continue;
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const title = page.title.replace(/([\\[\]])/g, '\\$1');
      const description = firstSentence(page.description);
      lines.push(`- [${title}](${page.twinUrl})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}

/** Every page's twin, one after the other, each introduced by its URLs. */
export function llmsFullTxt(siteName: string, summary: string, pages: LlmsPage[]): string {
  const parts = [`# ${siteName}\n\n> ${summary.replace(/\s+/g, ' ').trim()}\n`];
  for (const page of pages) {
    parts.push(`---\n\nURL: ${page.url}\nMarkdown: ${page.twinUrl}\n\n${page.markdown.trim()}\n`);
  }
  return parts.join('\n');
}

/** `robots.txt`: everything may be crawled; where the sitemap and the Markdown index are. `siteUrl` ends in `/`. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}sitemap.xml`,
    `# The Markdown of every page, for tools: ${siteUrl}llms.txt`,
    '',
  ].join('\n');
}

/** The page's HTML with `<link rel="alternate" type="text/markdown">` to its twin, once, at the end of its head. */
export function withMarkdownAlternate(html: string, twinHref: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('[markdown-twins] a built page has no </head>');
  if (/<link rel="?alternate"? type="?text\/markdown"?/.test(html.slice(0, end))) return html;
  const link =
    `<link rel="alternate" type="text/markdown" ` +
    `href="${twinHref.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  return `${html.slice(0, end)}${link}${html.slice(end)}`;
}
