import * as cheerio from 'cheerio';

/** What the link check needs to know about one built HTML page. */
export interface PageLinks {
  /** Internal link targets found on the page, absolute paths with optional #fragment. */
  links: string[];
  /** Every id (and legacy name) a fragment can point at. */
  anchors: Set<string>;
}

const LINK_ATTRIBUTES: Array<[string, string]> = [
  ['a[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['source[src]', 'src'],
];

/** Collect the internal links and the anchors of one HTML page served at `pageUrl`. */
export function extractPageLinks(html: string, pageUrl: string, origin = 'http://site.invalid'): PageLinks {
  const $ = cheerio.load(html);
  const links: string[] = [];
  for (const [selector, attribute] of LINK_ATTRIBUTES) {
    $(selector).each((_, element) => {
      const raw = $(element).attr(attribute);
      if (!raw || /^(mailto|tel|javascript|data):/i.test(raw)) return;
      const rel = $(element).attr('rel') ?? '';
      if (/\b(preconnect|dns-prefetch)\b/.test(rel)) return;
      const url = new URL(raw, origin + pageUrl);
      if (url.origin !== origin) return;
      links.push(url.pathname + url.hash);
    });
  }
  const anchors = new Set<string>();
  $('[id]').each((_, element) => {
    anchors.add($(element).attr('id')!);
  });
  $('a[name]').each((_, element) => {
    anchors.add($(element).attr('name')!);
  });
  return {links, anchors};
}

export interface BrokenLink {
  page: string;
  link: string;
  reason: 'missing page' | 'missing anchor';
}

/**
 * Check every link of every page. `resolve` maps a path to the page it is served from (a key of
 * `pages` for HTML, any truthy key for other files) or undefined when nothing is served there.
 */
export function findBrokenLinks(
  pages: Map<string, PageLinks>,
  resolve: (pathname: string) => string | undefined,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const [page, {links}] of pages) {
    for (const link of new Set(links)) {
      const [pathname, fragment] = link.split('#', 2);
      const target = resolve(pathname);
      if (!target) {
        broken.push({page, link, reason: 'missing page'});
        continue;
      }
      if (fragment) {
        const targetPage = pages.get(target);
        const id = decodeURIComponent(fragment);
        if (targetPage && !targetPage.anchors.has(id)) broken.push({page, link, reason: 'missing anchor'});
      }
    }
  }
  return broken;
}
