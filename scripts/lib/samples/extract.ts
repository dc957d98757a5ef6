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

/** The samples of every operation page under `<buildDir>/docs/api/`, the page id taken from its folder. */
export function extractSamplesFromBuild(buildDir: string): Sample[] {
  const apiDir = path.join(buildDir, 'docs', 'api');
  if (!fs.existsSync(apiDir)) return [];
  const samples: Sample[] = [];
  for (const entry of fs.readdirSync(apiDir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(apiDir, entry.name, 'index.html');
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    samples.push(...extractSamplesFromHtml(fs.readFileSync(file, 'utf8'), entry.name));
  }
  return samples;
}
