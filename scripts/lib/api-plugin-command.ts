/**
 * The API plugin's own `gen-api-docs` command (docusaurus-plugin-openapi-docs), run in this process through the
 * plugin's public entry and its `extendCli`: what `docusaurus gen-api-docs all` runs, without loading the whole site
 * first (a second Node process and every plugin of docusaurus.config.ts: about 7 CPU-seconds). Used by
 * `npm run gen:api` and by the unit tests.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiPlugin, {type Options} from 'docusaurus-plugin-openapi-docs';

/** The plugin's options as docusaurus.config.ts registers them: an id, the docs plugin, and one spec per entry. */
export interface ApiPluginOptions {
  id: string;
  docsPluginId: string;
  config: Record<string, Options>;
}

/** A Joi schema, as the plugin hands it to `validate`. */
interface Schema {
  validate(value: unknown, options: {convert: boolean}): {value: unknown; error?: Error};
}

/** The plugin's entry and its option validation, as Docusaurus calls them (its package declares no types for them). */
const pluginOpenAPIDocs = openApiPlugin as unknown as ((context: LoadContext, options: ApiPluginOptions) => Plugin) & {
  validateOptions(args: {options: unknown; validate: (schema: Schema, options: unknown) => unknown}): ApiPluginOptions;
};

/** The options with the plugin's defaults, as Docusaurus passes them (its loader validates them the same way). */
function validated(options: ApiPluginOptions): ApiPluginOptions {
  return pluginOpenAPIDocs.validateOptions({
    options,
    validate: (schema, value) => {
      const result = schema.validate(value, {convert: false});
      if (result.error) throw new Error(`docusaurus-plugin-openapi-docs options: ${result.error.message}`);
      return result.value;
    },
  });
}

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

/**
 * Runs `gen-api-docs <id>` for each entry of `options.config` (or the one named), one after the other, for a site
 * whose root is `siteDir`. (The command's own `all` starts them without waiting for them.) The plugin reads the docs
 * plugin's `path` and `routeBasePath` from the site's presets: the classic preset's docs, which the site declares
 * with neither (config/docs.ts; tests/unit/api-spec.test.ts checks), so the defaults.
 */
export async function runGenApiDocs(siteDir: string, options: ApiPluginOptions, only?: string): Promise<void> {
  const ids = only === undefined ? Object.keys(options.config) : [only];
  const unknown = ids.filter((id) => !(id in options.config));
  if (unknown.length) throw new Error(`no API description "${unknown.join('", "')}" in the plugin's options`);
  const context = {siteDir, siteConfig: {presets: [['classic', {docs: {}}]], plugins: []}} as unknown as LoadContext;
  const {cli, actions} = commands();
  (pluginOpenAPIDocs(context, validated(options)).extendCli as (cli: unknown) => void)(cli);
  const generate = actions.get('gen-api-docs');
  if (!generate) throw new Error('docusaurus-plugin-openapi-docs no longer registers a gen-api-docs command');
  for (const id of ids) await generate(id, {opts: () => ({})});
}
