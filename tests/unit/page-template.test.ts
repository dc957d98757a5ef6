import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';
import vm from 'node:vm';
import * as eta from 'eta';
import {DEFER_SCRIPTS, installedPageTemplate, pageTemplate, startScript} from '../../config/page-template';

/** Renders a template as Docusaurus does (eta, `it` holding the page's parts). */
function render(template: string, scripts: string[]): string {
  const compiled = eta.compile(template.trim(), {rmWhitespace: true});
  return compiled(
    {
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      metaAttributes: [],
      headTags: '',
      preBodyTags: '',
      postBodyTags: '<script src="/ceems/post-body.js"></script>',
      stylesheets: ['assets/css/styles.css'],
      scripts,
      baseUrl: '/ceems/',
      appHtml: '<main>Text</main>',
      version: '3.10.2',
    },
    eta.defaultConfig,
  ) as string;
}

test('the installed template loads no start-up script with defer: it preloads them, then starts them from the end of the body', () => {
  const html = render(installedPageTemplate(), ['assets/js/runtime~main.1.js', 'assets/js/main.2.js']);
  assert.doesNotMatch(html, /<script src="\/ceems\/assets\/js\/[^"]+" defer>/);
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(head, /<link rel="preload" as="script" href="\/ceems\/assets\/js\/runtime~main\.1\.js" \/>\s*<link rel="preload" as="script" href="\/ceems\/assets\/js\/main\.2\.js" \/>/);
  const body = html.slice(html.indexOf('<body'));
  assert.ok(body.indexOf('post-body.js') < body.indexOf('["/ceems/assets/js/runtime~main.1.js","/ceems/assets/js/main.2.js"]'), 'after the tags Docusaurus adds');
  assert.match(body, /<\/script>\s*<\/body>/);
});

test('a template without the part it replaces is refused with the reason', () => {
  const installed = fs.readFileSync(require.resolve('@docusaurus/core/lib/ssg/ssgTemplate.html.js'), 'utf8');
  assert.ok(installed.includes(DEFER_SCRIPTS));
  assert.throws(() => pageTemplate('<html><body></body></html>'), /no longer has the parts it replaces/);
});

/** Runs the start-up script against a fake document, with frames and timers run by hand. */
function startUp(): {appended: Array<{src: string; async: boolean}>; frame: () => void; timers: Array<{run: () => void; delay: number}>} {
  const appended: Array<{src: string; async: boolean}> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{run: () => void; delay: number}> = [];
  const document = {
    head: {appendChild: (element: {src: string; async: boolean}) => appended.push({src: element.src, async: element.async})},
    createElement: () => ({src: '', async: true}),
  };
  const code = /<script>([\s\S]*)<\/script>/.exec(startScript('["/a.js","/b.js"]'))![1];
  vm.runInNewContext(code, {
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, delay: number) => timers.push({run, delay}),
  });
  return {appended, frame: () => frames.splice(0).forEach((run) => run()), timers};
}

test('the start-up script appends the scripts in order, not async, only after a painted frame, and once', () => {
  const page = startUp();
  assert.deepEqual(page.appended, [], 'nothing runs while the document is parsed');
  page.frame();
  const afterFrame = page.timers.find((timer) => timer.delay === 0)!;
  assert.deepEqual(page.appended, [], 'nor in the frame itself');
  afterFrame.run();
  assert.deepEqual(page.appended, [
    {src: '/a.js', async: false},
    {src: '/b.js', async: false},
  ]);
  for (const timer of page.timers) timer.run();
  assert.equal(page.appended.length, 2, 'the fallback timer does not start them again');
});

test('a page that paints no frame (hidden) still starts its scripts, from the fallback timer', () => {
  const page = startUp();
  const fallback = page.timers.find((timer) => timer.delay > 0)!;
  fallback.run();
  assert.deepEqual(page.appended.map((script) => script.src), ['/a.js', '/b.js']);
});
