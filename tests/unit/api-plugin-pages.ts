/**
 * The API pages as docusaurus-plugin-openapi-docs makes them from api/swagger.yaml, for the unit tests and the
 * samples check (tests/lib/samples/expected.ts): the plugin's own `gen-api-docs <id>` command, run as `npm run
 * gen:api` runs it (scripts/lib/api-plugin-command.ts), with page generators that keep each page's data and an
 * output folder of its own (never docs/api, which a build may be regenerating at the same time).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Options} from 'docusaurus-plugin-openapi-docs';
import {runGenApiDocs} from '../../scripts/lib/api-plugin-command';

type Generators = NonNullable<Options['markdownGenerators']>;
/** A page as the plugin hands it to a page generator. */
export type ApiPage =
  | Parameters<NonNullable<Generators['createApiPageMD']>>[0]
  | Parameters<NonNullable<Generators['createInfoPageMD']>>[0]
  | Parameters<NonNullable<Generators['createTagPageMD']>>[0];

/** Every page (operations and the overview) the plugin makes from `options`, with the site's root as its folder. */
export async function pluginPages(root: string, options: Options & {specPath: string}): Promise<ApiPage[]> {
  const pages: ApiPage[] = [];
  const keep = (page: ApiPage): string => (pages.push(page), '');
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pages-'));
  const log = console.log;
  try {
    const ceems = {
      ...options,
      specPath: path.resolve(root, options.specPath),
      outputDir,
      template: options.template && path.resolve(root, options.template),
      markdownGenerators: {createApiPageMD: keep, createInfoPageMD: keep, createTagPageMD: keep},
    };
    // The command logs a line per file it writes; the tests show only their own output.
    console.log = () => {};
    await runGenApiDocs(root, {id: 'openapi', docsPluginId: 'classic', config: {ceems}}, 'ceems');
  } finally {
    console.log = log;
    fs.rmSync(outputDir, {recursive: true, force: true});
  }
  return pages;
}
