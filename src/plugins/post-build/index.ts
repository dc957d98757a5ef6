/**
 * Every step that reads or rewrites the built HTML, in one declared order (the list in
 * docusaurus.config.ts): each page is read once, each step gets the pages as the previous steps left
 * them, and the pages are written once at the end. This plugin is the only one with such a `postBuild`,
 * so nothing depends on the order in which Docusaurus runs the plugins' `postBuild` hooks.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {BuiltPages} from './built-pages';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** What a step gets besides the pages: Docusaurus's postBuild props and the site's context. */
export type PostBuildInput = PostBuildProps & {context: LoadContext};

/** One step of the pipeline: a function of the built pages (it may also write files of its own). */
export interface PostBuildStep {
  name: string;
  run(pages: BuiltPages, input: PostBuildInput): void | Promise<void>;
}

/** Runs the steps in their order over the same pages; returns how long each took, in ms. */
export async function runSteps(
  steps: PostBuildStep[],
  pages: BuiltPages,
  input: PostBuildInput,
): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  for (const step of steps) {
    const started = Date.now();
    try {
      await step.run(pages, input);
    } catch (error) {
      throw new Error(`[post-build] step ${step.name}: ${(error as Error).message}`, {cause: error});
    }
    times[step.name] = Date.now() - started;
  }
  return times;
}

/** The plugin, given its steps in order; register it once. */
export default function postBuildPipeline(steps: PostBuildStep[]): PluginModule & {steps: readonly PostBuildStep[]} {
  const names = steps.map((step) => step.name);
  if (new Set(names).size !== names.length) throw new Error(`[post-build] a step is listed twice: ${names.join(', ')}`);
  const plugin = (context: LoadContext): Plugin => ({
    name: 'post-build',
    async postBuild(props) {
      const started = Date.now();
      const pages = BuiltPages.read(props.outDir, context.baseUrl);
      if (pages.files().length === 0) throw new Error(`[post-build] no HTML page in ${props.outDir}`);
      const times = await runSteps(steps, pages, {...props, context});
      const written = pages.write(props.outDir);
      const each = Object.entries(times)
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(', ');
      console.log(
        `[post-build] ${pages.files().length} pages read, ${written} written, in ${Date.now() - started} ms (${each})`,
      );
    },
  });
  return Object.assign(plugin, {steps: Object.freeze([...steps])});
}
