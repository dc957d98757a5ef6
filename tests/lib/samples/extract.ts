/**
 * The static code samples of the built API pages: each `<pre>` inside an element that carries
 * data-sample-language and data-sample-variant; the code is the `<pre>`'s text.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Sample} from './types';

/** The samples of one page's HTML; `page` names the page in reports. */
export function extractSamplesFromHtml(html: string, page: string): Sample[] {
  const $ = cheerio.load(html);
  const samples: Sample[] = [];
  $('[data-sample-language][data-sample-variant]').each((_i, element) => {
    const holder = $(element);
    const pre = holder.is('pre') ? holder : holder.find('pre').first();
    if (!pre.length) return;
    samples.push({
      page,
      language: holder.attr('data-sample-language') ?? '',
      variant: holder.attr('data-sample-variant') ?? '',
      code: pre.text(),
    });
  });
  return samples;
}

/**
 * The samples of every operation page under `<buildDir>/docs/api/`, the page id taken from its file:
 * `<id>.html` (`trailingSlash: false`) or `<id>/index.html`.
 */
export function extractSamplesFromBuild(buildDir: string): Sample[] {
  const apiDir = path.join(buildDir, 'docs', 'api');
  if (!fs.existsSync(apiDir)) return [];
  const pages = new Map<string, string>();
  for (const entry of fs.readdirSync(apiDir, {withFileTypes: true})) {
    if (entry.isFile() && entry.name.endsWith('.html'))
      pages.set(entry.name.slice(0, -'.html'.length), path.join(apiDir, entry.name));
    const index = path.join(apiDir, entry.name, 'index.html');
    if (entry.isDirectory() && fs.existsSync(index) && !pages.has(entry.name)) pages.set(entry.name, index);
  }
  const samples: Sample[] = [];
  for (const id of [...pages.keys()].sort())
    samples.push(...extractSamplesFromHtml(fs.readFileSync(pages.get(id)!, 'utf8'), id));
  return samples;
}
