import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';
import vm from 'node:vm';
import * as eta from 'eta';
import {DEFER_SCRIPTS, installedPageTemplate, pageTemplate, startScript} from '../../src/plugins/page-start/template';

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

test('the installed template preloads the start-up scripts, then starts them from the end of the body', () => {
  const html = render(installedPageTemplate(), ['assets/js/runtime~main.1.js', 'assets/js/main.2.js']);
  assert.doesNotMatch(html, /<script src="\/ceems\/assets\/js\/[^"]+" defer>/);
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(
    head,
    /<link rel="preload" as="script" fetchpriority="low" href="\/ceems\/assets\/js\/runtime~main\.1\.js" \/>\s*<link rel="preload" as="script" fetchpriority="low" href="\/ceems\/assets\/js\/main\.2\.js" \/>/,
  );
  const body = html.slice(html.indexOf('<body'));
  assert.ok(
    body.indexOf('post-body.js') < body.indexOf('["/ceems/assets/js/runtime~main.1.js","/ceems/assets/js/main.2.js"]'),
    'after the tags Docusaurus adds',
  );
  assert.match(body, /<\/script>\s*<\/body>/);
});

test('a template without the part it replaces is refused with the reason', () => {
  const installed = fs.readFileSync(require.resolve('@docusaurus/core/lib/ssg/ssgTemplate.html.js'), 'utf8');
  assert.ok(installed.includes(DEFER_SCRIPTS));
  assert.throws(() => pageTemplate('<html><body></body></html>'), /no longer has the parts it replaces/);
});

/** Runs the start-up script against a fake document, with paint entries, frames and timers run by hand. */
function startUp(options: {paintTiming: boolean; hidden?: boolean}) {
  const appended: Array<{src: string; async: boolean}> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{run: () => void; delay: number}> = [];
  const observers: Array<{
    callback: (list: {getEntriesByName: (name: string) => unknown[]}, observer: {disconnect: () => void}) => void;
    connected: boolean;
  }> = [];
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    head: {
      appendChild: (element: {src: string; async: boolean}) => appended.push({src: element.src, async: element.async}),
    },
    createElement: () => ({src: '', async: true}),
  };
  class FakePerformanceObserver {
    private entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = {callback, connected: false};
    }
    observe(init: {type: string; buffered: boolean}) {
      // Compared field by field: the object comes from the script's own realm.
      assert.equal(init.type, 'paint');
      assert.equal(init.buffered, true);
      this.entry.connected = true;
      observers.push(this.entry);
    }
  }
  const code = /<script>([\s\S]*)<\/script>/.exec(startScript('["/a.js","/b.js"]'))![1];
  vm.runInNewContext(code, {
    document,
    PerformanceObserver: options.paintTiming
      ? FakePerformanceObserver
      : function () {
          throw new TypeError('PerformanceObserver is not a constructor');
        },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, delay: number) => timers.push({run, delay}),
  });
  const paint = (name: string) => {
    for (const observer of observers.filter((candidate) => candidate.connected)) {
      observer.callback(
        {getEntriesByName: (wanted) => (wanted === name ? [{name}] : [])},
        {disconnect: () => (observer.connected = false)},
      );
    }
  };
  const runTimers = (delay: number) => runDueTimers(timers, delay);
  return {appended, frame: () => frames.splice(0).forEach((run) => run()), timers, paint, runTimers};
}

/** Runs the timers queued with this delay, and forgets them. */
function runDueTimers(timers: Array<{run: () => void; delay: number}>, delay: number): number {
  const due = timers.filter((timer) => timer.delay === delay);
  for (const timer of due) timers.splice(timers.indexOf(timer), 1);
  due.forEach((timer) => timer.run());
  return due.length;
}

test('the scripts start in order, not async, once, after the first contentful paint is reported', () => {
  const page = startUp({paintTiming: true});
  assert.deepEqual(page.appended, [], 'nothing runs while the document is parsed');
  page.paint('first-paint');
  assert.equal(page.runTimers(0), 0, 'a paint without content starts nothing');
  page.paint('first-contentful-paint');
  assert.deepEqual(page.appended, [], 'nor in the observer callback itself');
  assert.equal(page.runTimers(0), 1);
  assert.deepEqual(page.appended, [
    {src: '/a.js', async: false},
    {src: '/b.js', async: false},
  ]);
  page.runTimers(3000);
  assert.equal(page.appended.length, 2, 'the fallback timer does not start them again');
});

test('without the paint timing API, the task after the second frame starts them', () => {
  const page = startUp({paintTiming: false});
  page.frame();
  assert.equal(page.runTimers(0), 0, 'not from the first frame');
  page.frame();
  page.runTimers(0);
  assert.deepEqual(
    page.appended.map((script) => script.src),
    ['/a.js', '/b.js'],
  );
});

test('a visible page that paints nothing (no stylesheet) still starts its scripts after three seconds', () => {
  const page = startUp({paintTiming: true});
  assert.equal(page.runTimers(1000), 0, 'not after one second');
  page.runTimers(3000);
  assert.deepEqual(
    page.appended.map((script) => script.src),
    ['/a.js', '/b.js'],
  );
});

test('a hidden page (a background tab) starts its scripts at once', () => {
  const page = startUp({paintTiming: true, hidden: true});
  assert.deepEqual(
    page.appended.map((script) => script.src),
    ['/a.js', '/b.js'],
  );
  assert.deepEqual(page.timers, [], 'and waits for nothing');
});
