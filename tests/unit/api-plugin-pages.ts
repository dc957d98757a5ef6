/**
 * The API pages as docusaurus-plugin-openapi-docs makes them from api/swagger.yaml, for the unit tests: the
 * plugin's own `gen-api-docs <id>` command (the one `npm run gen:api` runs), driven through the plugin's public
 * entry and its `extendCli`, with page generators that keep each page's data and an output folder of its own
 * (never docs/api, which a build may be regenerating at the same time).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiPlugin, {type Options} from 'docusaurus-plugin-openapi-docs';

type Generators = NonNullable<Options['markdownGenerators']>;
/** A page as the plugin hands it to a page generator. */
export type ApiPage =
  | Parameters<NonNullable<Generators['createApiPageMD']>>[0]
  | Parameters<NonNullable<Generators['createInfoPageMD']>>[0]
  | Parameters<NonNullable<Generators['createTagPageMD']>>[0];

/** The plugin's entry, as Docusaurus calls it (its package declares the options' types only). */
const pluginOpenAPIDocs = openApiPlugin as unknown as (
  context: LoadContext,
  options: {id: string; docsPluginId: string; config: Record<string, Options>},
) => Plugin;

type Action = (id: string, command: {opts(): Record<string, unknown>}) => Promise<void>;

/** Enough of commander's `Command` for `extendCli`: each command's action, by name. */
function commands(): {cli: unknown; actions: Map<string, Action>} {
  const actions = new Map<string, Action>();
  let current = '';
  const cli: Record<string, (...args: unknown[]) => unknown> = {};
  const chain = () => cli;
  Object.assign(cli, {
    command: (name: string) => ((current = name), cli),
    description: chain,
    usage: chain,
    arguments: chain,
    option: chain,
    action: (action: Action) => (actions.set(current, action), cli),
  });
  return {cli, actions};
}

/** Every page (operations and the overview) the plugin makes from `options`, with the site's root as its folder. */
export async function pluginPages(root: string, options: Options & {specPath: string}): Promise<ApiPage[]> {
  const pages: ApiPage[] = [];
  const keep = (page: ApiPage): string => (pages.push(page), '');
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pages-'));
  const log = console.log;
  try {
    const context = {
      siteDir: root,
      // The docs plugin the pages belong to, as the classic preset declares it.
      siteConfig: {presets: [['classic', {docs: {path: 'docs', routeBasePath: 'docs'}}]], plugins: []},
    } as unknown as LoadContext;
    const plugin = pluginOpenAPIDocs(context, {
      id: 'openapi',
      docsPluginId: 'classic',
      config: {
        ceems: {
          ...options,
          specPath: path.resolve(root, options.specPath),
          outputDir,
          template: options.template && path.resolve(root, options.template),
          markdownGenerators: {createApiPageMD: keep, createInfoPageMD: keep, createTagPageMD: keep},
        },
      },
    });
    const {cli, actions} = commands();
    (plugin.extendCli as (cli: unknown) => void)(cli);
    const generate = actions.get('gen-api-docs');
    if (!generate) throw new Error('docusaurus-plugin-openapi-docs no longer registers a gen-api-docs command');
    // The command logs a line per file it writes; the tests show only their own output.
    console.log = () => {};
    await generate('ceems', {opts: () => ({})});
  } finally {
    console.log = log;
    fs.rmSync(outputDir, {recursive: true, force: true});
  }
  return pages;
}
