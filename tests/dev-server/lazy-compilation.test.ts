/**
 * The development-only settings of config/dev-server.ts, without starting a server: the registry loader
 * drops the weak ids (and only them), and the plugin changes nothing in a build, in the server bundle, for
 * webpack, or with DEV_LAZY=false.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import devServerPlugin, {lazyDevServer} from '../../config/dev-server';
import registryLoader from '../../config/dev-registry-loader.js';

const line = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", ` +
  `require.resolveWeak("${module}")],`;

test('the registry loader replaces each weak id by undefined and keeps the imports', () => {
  const source = `export default {\n${line('a', '@site/docs/intro.md')}\n${line('b', '@theme/ApiItem')}\n};\n`;
  const out = (registryLoader as (source: string) => string)(source);
  assert.doesNotMatch(out, /resolveWeak/);
  assert.match(
    out,
    /import\(\/\* webpackChunkName: "a" \*\/ "@site\/docs\/intro\.md"\), "@site\/docs\/intro\.md", undefined\]/,
  );
  assert.match(out, /"@theme\/ApiItem", undefined\]/);
});

test('lazy compilation only under docusaurus start, unless DEV_LAZY=false', () => {
  assert.equal(lazyDevServer({NODE_ENV: 'development'}), true);
  assert.equal(lazyDevServer({NODE_ENV: 'development', DEV_LAZY: 'false'}), false);
  assert.equal(lazyDevServer({NODE_ENV: 'production'}), false);
  assert.equal(lazyDevServer({}), false);
});

test('the plugin configures the browser bundle of the dev server only', () => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    const plugin = devServerPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
    const configure = (mode: string, isServer: boolean, bundler = 'rspack') =>
      plugin.configureWebpack!({mode} as never, isServer, {currentBundler: {name: bundler}} as never, undefined);
    const dev = configure('development', false) as {lazyCompilation?: unknown; module?: {rules: unknown[]}};
    assert.deepEqual(dev.lazyCompilation, {entries: false, imports: true});
    assert.equal(dev.module?.rules.length, 1);
    assert.deepEqual(configure('production', false), {});
    assert.deepEqual(configure('development', true), {});
    assert.deepEqual(configure('development', false, 'webpack'), {});
  } finally {
    process.env.NODE_ENV = before;
  }
});
