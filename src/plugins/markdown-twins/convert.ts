/**
 * One built page (its HTML) to its Markdown twin: rehype-parse -> clean-up (this file: keep the main
 * content, turn the site's components into plain HTML) -> rehype-remark -> remark-gfm -> remark-stringify.
 *
 * The clean-up keeps what a reader sees in the main column and nothing around it (navigation, sidebar,
 * table of contents, breadcrumbs, footer, feedback, footprint, edit link, buttons). Tabs become their
 * panels one after the other, each under its label in bold; admonitions become block quotes that start
 * with their title; code blocks become fenced code with their language (the `language-xxx` class), their
 * highlighting spans reduced to text; links and images get absolute addresses. API operation pages go
 * through api.ts first.
 */
import type {Root as HastRoot} from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {isApiOperation, rewriteApiOperation} from './api';
import {
  classesOf,
  codeText,
  el,
  elementChildren,
  findAll,
  findFirst,
  hasClass,
  hasClassPrefix,
  isElement,
  plainText,
  removeAll,
  rewriteAll,
  text,
  type Element,
  type ElementContent,
} from './hast';

export type PageKind = 'doc' | 'api' | 'category' | 'blog-post';

export interface TwinPage {
  kind: PageKind;
  /** The page's title (its <h1>, else its <title> without the site name). */
  title: string;
  /** The page's meta description (front matter description, else Docusaurus's excerpt). */
  description: string;
  markdown: string;
}

/** The page cannot be turned into a twin: says which page and why. */
const twinError = (pageUrl: string, problem: string) => new Error(`markdown twins: ${pageUrl}: ${problem}`);

/**
 * What a reader cannot use in Markdown, inside the main content: icons, buttons, the tab strips, the
 * reference tables' filter box, heading anchors. (rehype-remark drops scripts and styles itself; what is
 * around the content, such as the TOC, the doc footer and the pagination, is never selected.)
 */
const DROPPED_TAGS = new Set(['svg', 'button', 'nav', 'form', 'label', 'input', 'output']);

function dropped(node: Element): boolean {
  return DROPPED_TAGS.has(node.tagName) || hasClass(node, 'hash-link') || node.properties.role === 'tablist';
}

/** Site components to plain HTML; see the module comment. */
function rewriteComponents(root: Element, pageUrl: string): void {
  rewriteAll(root, (node) => {
    const classes = classesOf(node);
    if (classes.includes('tab-panel-label')) return [el('p', [el('strong', [text(plainText(node))])])];
    if (classes.includes('theme-admonition')) {
      const [heading, content] = elementChildren(node);
      const type = classes.find((name) => name.startsWith('theme-admonition-'))?.slice('theme-admonition-'.length);
      const title = heading ? plainText(heading) : (type ?? '');
      // The heading of an admonition without a title is its type as written in the source ('warning').
      const shownTitle = title.toLowerCase() === type ? title[0].toUpperCase() + title.slice(1) : title;
      return [el('blockquote', [el('p', [el('strong', [text(shownTitle)])]), ...(content?.children ?? [])])];
    }
    if (classes.includes('theme-code-block')) {
      const pre = findFirst(node, (child) => child.tagName === 'pre');
      if (!pre) return [];
      const language = [node, pre].flatMap(classesOf).find((name) => name.startsWith('language-'));
      const title = findFirst(node, (child) => hasClassPrefix(child, 'codeBlockTitle'));
      const code = el('code', [text(codeText(pre).replace(/\n$/, ''))], language ? {className: [language]} : {});
      return [...(title ? [el('p', [el('em', [text(plainText(title))])])] : []), el('pre', [code])];
    }
    if (node.tagName === 'details') {
      const summary = elementChildren(node).find((child) => child.tagName === 'summary');
      const rest = node.children.filter((child) => child !== summary);
      return [...(summary ? [el('p', [el('strong', [text(plainText(summary))])])] : []), el('div', rest)];
    }
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      node.properties = {href: absolute(node.properties.href, pageUrl)};
      return undefined;
    }
    if (node.tagName === 'img' && typeof node.properties.src === 'string') {
      node.properties = {src: absolute(node.properties.src, pageUrl), alt: node.properties.alt ?? ''};
      return undefined;
    }
    // Panels hidden until their tab is chosen are content like the others.
    if (node.properties.hidden !== undefined) delete node.properties.hidden;
    return undefined;
  });
}

const absolute = (href: string, pageUrl: string) => (URL.canParse(href, pageUrl) ? new URL(href, pageUrl).href : href);

/**
 * Drops comments (React leaves `<!-- -->` between adjacent texts), joins adjacent texts, and moves the
 * spaces at the edges of bold and italic text out of them, where Markdown needs them.
 */
function tidyText(node: Element): void {
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'comment') continue;
    const last = children[children.length - 1];
    if (child.type === 'text' && last?.type === 'text') last.value += child.value;
    else children.push(child);
  }
  node.children = children.flatMap((child): ElementContent[] => {
    if (!isElement(child)) return [child];
    tidyText(child);
    if (!['strong', 'em'].includes(child.tagName)) return [child];
    const [head, tail] = [child.children[0], child.children.at(-1)];
    const lead = head?.type === 'text' ? /^\s*/.exec(head.value)![0] : '';
    const trail = tail?.type === 'text' ? /\s*$/.exec(tail.value)![0] : '';
    if (head?.type === 'text' && lead) head.value = head.value.slice(lead.length);
    if (tail?.type === 'text' && trail) tail.value = tail.value.slice(0, tail.value.length - trail.length);
    return [...(lead ? [text(' ')] : []), child, ...(trail ? [text(' ')] : [])];
  });
}

/** A generated category page: its header, then its cards as a list of links with their descriptions. */
function categoryContent(main: Element): ElementContent[] {
  const header = findFirst(main, (node) => node.tagName === 'header');
  const cards = findAll(main, (node) => hasClass(node, 'theme-doc-card-container'));
  const items = cards.map((card) => {
    const title = plainText(findFirst(card, (node) => hasClass(node, 'theme-doc-card-title')) ?? card);
    const description = plainText(findFirst(card, (node) => hasClass(node, 'theme-doc-card-description')));
    const link = el('a', [text(title)], {href: String(card.properties.href ?? '')});
    return el('li', description ? [link, text(`: ${description}`)] : [link]);
  });
  return [...(header?.children ?? []), el('ul', items)];
}

function metaContent(document: HastRoot, name: string): string {
  const meta = findFirst(document, (node) => node.tagName === 'meta' && node.properties.name === name);
  return typeof meta?.properties.content === 'string' ? meta.properties.content.trim() : '';
}

function documentTitle(document: HastRoot): string {
  const title = findFirst(document, (node) => node.tagName === 'title');
  return plainText(title).split(' | ')[0].trim();
}

/** The main content of a built page, by the classes Docusaurus puts on the page and its containers. */
function selectContent(document: HastRoot, pageUrl: string): {kind: PageKind; content: ElementContent[]} {
  const main = findFirst(document, (node) => node.tagName === 'main');
  if (!main) throw twinError(pageUrl, 'has no <main>');
  if (
    hasClass(
      findFirst(document, (node) => node.tagName === 'html'),
      'blog-post-page',
    )
  ) {
    const article = findFirst(main, (node) => node.tagName === 'article');
    const body = article && findFirst(article, (node) => node.properties.id === '__blog-post-container');
    if (!article || !body) throw twinError(pageUrl, 'is a blog post without its article body (#__blog-post-container)');
    const h1 = findFirst(article, (node) => node.tagName === 'h1');
    const time = findFirst(article, (node) => node.tagName === 'time');
    const authors = findAll(article, (node) => hasClassPrefix(node, 'authorName')).map(plainText);
    const byline = [plainText(time), authors.join(', ')].filter(Boolean).join(', by ');
    return {
      kind: 'blog-post',
      content: [
        ...(h1 ? [el('h1', [text(plainText(h1))])] : []),
        ...(byline ? [el('p', [el('em', [text(byline)])])] : []),
        ...body.children,
      ],
    };
  }
  const markdown = findFirst(main, (node) => hasClass(node, 'theme-doc-markdown'));
  if (markdown) {
    return {kind: isApiOperation(markdown) ? 'api' : 'doc', content: [markdown]};
  }
  if (findFirst(main, (node) => hasClassPrefix(node, 'generatedIndexPage'))) {
    return {kind: 'category', content: categoryContent(main)};
  }
  throw twinError(pageUrl, 'is neither a docs page, a category page, an API page nor a blog post');
}

/** The Markdown twin of one built page, served at `pageUrl` (absolute, with the site's origin). */
export function htmlToTwin(html: string, pageUrl: string): TwinPage {
  const document = unified().use(rehypeParse).parse(html);
  const {kind, content} = selectContent(document, pageUrl);
  const root = el('div', content);
  removeAll(root, dropped);
  tidyText(root);
  if (kind === 'api') rewriteApiOperation(root);
  rewriteComponents(root, pageUrl);
  const h1 = findFirst(root, (node) => node.tagName === 'h1');
  const title = plainText(h1) || documentTitle(document);
  if (!title) throw twinError(pageUrl, 'has no title: no <h1> and an empty <title>');
  // Every twin starts with its title: a page with hide_title has no <h1>, and the API overview puts
  // its version badge above it.
  if (h1) removeAll(root, (node) => node === h1);
  root.children.unshift(h1 ?? el('h1', [text(title)]));
  const toMarkdown = unified()
    .use(rehypeRemark)
    // Tables without padding to align their columns: long cells would pad every row.
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {
      bullet: '-',
      fence: '`',
      fences: true,
      rule: '-',
      emphasis: '_',
      strong: '*',
      listItemIndent: 'one',
    });
  const markdown = toMarkdown.stringify(toMarkdown.runSync({type: 'root', children: [root]}));
  return {kind, title, description: metaContent(document, 'description'), markdown: `${markdown.trim()}\n`};
}
