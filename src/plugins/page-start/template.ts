/**
 * The HTML template of every built page (`ssrTemplate`): Docusaurus's own template, read from the
 * installed @docusaurus/core, with one change. Docusaurus loads its two start-up scripts with
 * `<script defer>`, which the browser runs as soon as the document is parsed, often before it has
 * painted it: the reader then waits for the app to start (tens of milliseconds on a phone, more on a
 * slow one) before seeing text that was in the HTML all along. Here the scripts are preloaded in the
 * head, so they download as early as before, and a small inline script at the end of the body starts
 * them, in their order, once the first contentful paint is on screen.
 *
 * The default template is read, not copied, so whatever else an upgrade changes in it carries over;
 * its reach (`pageTemplate` in src/reaches.ts) stops the build if the part this file replaces is no longer
 * there as written. Docusaurus's base-URL warning (`baseUrlIssueBanner`) is off: its script inserts the banner
 * at DOMContentLoaded when the app has not started, which is always the case here.
 * `npm start` is unaffected: the dev server has its own template.
 */
import {checkReach} from '../dependency-guard';
import {REACHES} from '../../reaches';

/** The two parts of Docusaurus's template this one replaces (declared with their reach). */
export const [DEFER_SCRIPTS, BODY_END] = REACHES.pageTemplate.contains;

/**
 * Preload links instead of `<script defer>`: the downloads start as early as before, and at the low
 * priority deferred scripts had, so they do not take bandwidth from the stylesheet the first paint
 * waits for (a preload is fetched at high priority otherwise).
 */
const PRELOAD_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>`;

/**
 * Appends the scripts, in order (`async = false`), once the browser reports the first contentful
 * paint: the `paint` entry arrives when that frame is on screen, not merely drawn, so the app cannot
 * start in the gap between the two (which, on a slow device, is long enough to start it before the
 * reader sees anything). Where the paint timing API is missing, the task after the second animation
 * frame stands in for it. A hidden page (a tab opened in the background) paints nothing until it is
 * shown, and nobody waits for it: it starts them at once, as deferred scripts would. A visible page that
 * has painted nothing after three seconds (a stylesheet that does not come) starts them then.
 * `started` keeps them from starting twice. The list is the same on every page of a build, so every
 * page carries the same script, allowed by one hash in the policy.
 */
export function startScript(scriptList: string): string {
  return (
    `<script>(function(){var started=false,list=${scriptList};function start(){if(started)return;started=true;` +
    'list.forEach(function(src){var s=document.createElement("script");' +
    's.src=src;s.async=false;document.head.appendChild(s)})}' +
    'if(document.visibilityState==="hidden")return start();' +
    'try{new PerformanceObserver(function(entries,observer){' +
    'if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start,0)}' +
    '}).observe({type:"paint",buffered:true})}' +
    'catch(e){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}' +
    'setTimeout(start,3000)})()</script>'
  );
}

/** The template text: the default one with preloads in the head and the start-up script in the body. */
export function pageTemplate(defaultTemplate: string): string {
  if (!defaultTemplate.includes(DEFER_SCRIPTS) || !defaultTemplate.includes(BODY_END)) {
    throw new Error(
      `src/plugins/page-start/template.ts: the default template no longer has the parts it replaces ` +
        `(${REACHES.pageTemplate.recheck})`,
    );
  }
  const list = '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>';
  return defaultTemplate
    .replace(DEFER_SCRIPTS, PRELOAD_SCRIPTS)
    .replace(BODY_END, `    <%~ it.postBodyTags %>\n    ${startScript(list)}\n  </body>`);
}

/** The installed default template, checked against the reach; the build stops here if it changed. */
export function installedPageTemplate(): string {
  const file = checkReach(REACHES.pageTemplate);
  // The compiled module is CommonJS with the template as its default export; the config loader may
  // already have unwrapped it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(file) as string | {default?: unknown};
  const template = typeof loaded === 'string' ? loaded : loaded.default;
  if (typeof template !== 'string') throw new Error(`${file} no longer exports the template as its default export`);
  return pageTemplate(template);
}
