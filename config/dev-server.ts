/**
 * What `docusaurus start` does differently from a build, to serve its first page sooner (issue 31,
 * ARCHITECTURE.md "Dev server"): the browser bundle compiles a page's modules when a browser asks for
 * them (Rspack's lazy compilation of `import()`s, served by its middleware), and the route registry names
 * no module weakly (config/dev-registry-loader.js), which would otherwise compile every page up front.
 * Builds are unchanged: the plugin returns nothing unless NODE_ENV is development (set by `docusaurus
 * start` before it loads the site) and the bundle is the browser's. DEV_LAZY=false turns it off.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkReach, packageDir} from '../src/plugins/dependency-guard';
import {REACHES} from '../src/reaches';

/** The part of Rspack's compiler used here: its own exports, as `compiler.webpack` (no import of @rspack/core). */
interface RspackCompiler {
  webpack: {lazyCompilationMiddleware: (compiler: RspackCompiler) => unknown};
}

const REGISTRY_LOADER = path.resolve(__dirname, 'dev-registry-loader.js');

/** Whether the dev server compiles pages on demand: under `docusaurus start`, unless DEV_LAZY=false. */
export const lazyDevServer = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.NODE_ENV === 'development' && env.DEV_LAZY?.trim() !== 'false';

export default function devServerPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  if (lazyDevServer()) checkReach(REACHES.devRegistryWeakIds, packageDir('@docusaurus/core', context.siteDir));
  return {
    name: 'dev-server',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'development' || utils.currentBundler.name !== 'rspack' || !lazyDevServer())
        return {};
      return {
        lazyCompilation: {entries: false, imports: true},
        module: {rules: [{test: (file: string) => file === registry, enforce: 'pre', loader: REGISTRY_LOADER}]},
        devServer: {
          // Docusaurus's own setupMiddlewares runs too (webpack-merge calls both and joins what they return):
          // this one adds its middleware in place and returns nothing, so no middleware is listed twice.
          setupMiddlewares: (middlewares: unknown[], devServer: {compiler: RspackCompiler}) => {
            middlewares.unshift(devServer.compiler.webpack.lazyCompilationMiddleware(devServer.compiler));
            return [];
          },
        },
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
