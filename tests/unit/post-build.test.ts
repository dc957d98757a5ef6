import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import config from '../../docusaurus.config';
import postBuildPipeline, {runSteps, type PostBuildInput, type PostBuildStep} from '../../src/plugins/post-build';
import {BuiltPages, folderIndexStep, routeFile} from '../../src/plugins/post-build/built-pages';

test('the pipeline is the last theme and runs its steps in this order', () => {
  const last = config.themes?.at(-1) as unknown as {steps?: PostBuildStep[]};
  assert.ok(last?.steps, 'the last theme of docusaurus.config.ts is not the post-build pipeline');
  assert.deepEqual(
    last.steps.map((step) => step.name),
    // API styles before the footprint (it counts them); the islands' lists repaired before the index and the
    // twins read them; the policy after every change to a page; the folder copies last, of the final pages.
    // Local search drops out in hosted mode.
    [
      'api-styles',
      'island-lists',
      ...(last.steps.some((step) => step.name === 'search-index') ? ['search-index'] : []),
      'markdown-twins',
      'page-footprint',
      'content-security-policy',
      'folder-index',
    ],
  );
});

test('each step sees the pages as the steps before it left them, even when a step awaits', async () => {
  const pages = new BuiltPages('/ceems/', new Map([['index.html', '<p>0</p>']]));
  const seen: string[] = [];
  const step = (name: string, delay: number): PostBuildStep => ({
    name,
    async run(built) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      seen.push(`${name}:${built.get('index.html')}`);
      built.set('index.html', `${built.get('index.html')}${name}`);
    },
  });
  await runSteps([step('a', 30), step('b', 0), step('c', 10)], pages, {} as PostBuildInput);
  assert.deepEqual(seen, ['a:<p>0</p>', 'b:<p>0</p>a', 'c:<p>0</p>ab']);
});

test('the plugin reads every page once, writes only the changed ones, and names a failing step', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
  try {
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'index.html'), 'home');
    fs.writeFileSync(path.join(dir, 'docs.html'), 'docs');
    fs.writeFileSync(path.join(dir, 'docs', 'a.html'), 'a');
    const touch: PostBuildStep = {name: 'touch', run: (pages) => pages.set('docs/a.html', 'a!')};
    const plugin = postBuildPipeline([touch, folderIndexStep])(
      {baseUrl: '/ceems/'} as LoadContext,
      {} as never,
    ) as Plugin;
    const before = fs.statSync(path.join(dir, 'index.html')).mtimeMs;
    await plugin.postBuild!({outDir: dir} as never);
    assert.equal(fs.readFileSync(path.join(dir, 'docs', 'a.html'), 'utf8'), 'a!');
    assert.equal(
      fs.readFileSync(path.join(dir, 'docs', 'index.html'), 'utf8'),
      'docs',
      'the folder of docs.html gets its index',
    );
    assert.equal(fs.statSync(path.join(dir, 'index.html')).mtimeMs, before);
    const failing = postBuildPipeline([
      {
        name: 'broken',
        run: () => {
          throw new Error('no input');
        },
      },
    ])({baseUrl: '/ceems/'} as LoadContext, {} as never) as Plugin;
    await assert.rejects(() => failing.postBuild!({outDir: dir} as never) as Promise<void>, /step broken: no input/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('routeFile maps a route to the file trailingSlash: false writes', () => {
  assert.equal(routeFile('/ceems/docs/usage/cacct', '/ceems/'), 'docs/usage/cacct.html');
  assert.equal(routeFile('/ceems/docs', '/ceems/'), 'docs.html');
  assert.equal(routeFile('/ceems/docs/', '/ceems/'), 'docs/index.html');
  assert.equal(routeFile('/ceems/', '/ceems/'), 'index.html');
  assert.equal(routeFile('/ceems', '/ceems/'), 'index.html');
  assert.equal(routeFile('/ceems/404.html', '/ceems/'), '404.html');
  assert.equal(routeFile('/other/x', '/ceems/'), undefined);
  assert.equal(routeFile('/ceems/%E0%A4%A', '/ceems/'), undefined);
});
