/**
 * Writes a Content Security Policy into every HTML page of the build, as a `<meta http-equiv>` at the
 * start of its head (GitHub Pages sets no response headers), with `<meta name="referrer">` next to it.
 * Each page's `script-src` allows its own inline scripts by their SHA-256 hash, computed from the page
 * as built (./policy.ts): no hash is written by hand, so a script another plugin or a Docusaurus
 * upgrade adds is covered, and `npm run test:html` recomputes the hashes to prove it.
 *
 * Order: Docusaurus starts the postBuild of every plugin at once, in the order the plugins are
 * registered (plugins, then themes), and a postBuild that never awaits runs to its end before the next
 * one starts. Every postBuild that changes HTML is therefore synchronous, and this plugin is registered
 * last (the last theme in docusaurus.config.ts; tests/unit/content-security-policy.test.ts checks both),
 * so it reads each page after every other change.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkReach, packageDir} from '../dependency-guard';
import {DOCSEARCH_FILES, REACHES} from '../../reaches';
import {insertPolicy, policyForPage} from './policy';

/**
 * The loader's reach (src/reaches.ts, `docSearchEvalProbe`): the modal the search bar imports
 * (`@docsearch/react/modal`) holds zod's probe in the form the loader rewrites, and the loader's rule
 * (DOCSEARCH_FILES) covers the file. Checked when the plugin is created, so an upgrade stops the build before it bundles.
 */
export const DOCSEARCH_REACHES = [REACHES.docSearchEvalProbe];
export {DOCSEARCH_FILES};

export interface ConnectSources {
  /** Pages whose URL path starts with this (base URL included, e.g. `/ceems/docs/api/`); `/` for all. */
  under: string;
  /** Extra `connect-src` sources of these pages, e.g. `https://example.org`. */
  sources: string[];
}

export interface ContentSecurityPolicyOptions {
  /** Widenings of `connect-src`, each for the pages that need it. */
  connectSrc?: ConnectSources[];
}

/** Every `.html` file below `dir`, as paths relative to it with `/` separators, sorted. */
export function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The extra `connect-src` sources of the page at this URL path. */
export function connectSourcesFor(urlPath: string, widenings: ConnectSources[]): string[] {
  return widenings.filter(({under}) => urlPath.startsWith(under)).flatMap(({sources}) => sources);
}

export default function contentSecurityPolicy(context: LoadContext, options: unknown): Plugin {
  const {connectSrc = []} = (options ?? {}) as ContentSecurityPolicyOptions;
  DOCSEARCH_REACHES.forEach((reach) => checkReach(reach, packageDir(reach.package, context.siteDir)));
  for (const widening of connectSrc) {
    if (!widening.under.startsWith('/') || widening.sources.some((source) => /[\s;,]|unsafe|\*$/.test(source))) {
      throw new Error(`[content-security-policy] bad connectSrc entry ${JSON.stringify(widening)}`);
    }
  }
  return {
    name: 'content-security-policy',
    configureWebpack: () => ({
      module: {rules: [{test: DOCSEARCH_FILES, use: [{loader: require.resolve('./no-eval-probe-loader.js')}]}]},
    }),
    // Synchronous on purpose (see the order note above).
    async postBuild({outDir}) {
      const started = Date.now();
      const hashes = new Set<string>();
      const files = htmlFiles(outDir);
      for (const file of files) {
        const target = path.join(outDir, file);
        const html = fs.readFileSync(target, 'utf8');
        const policy = policyForPage(html, connectSourcesFor(`${context.baseUrl}${file}`, connectSrc));
        for (const hash of policy.match(/'sha256-[^']+'/g) ?? []) hashes.add(hash);
        fs.writeFileSync(target, insertPolicy(html, policy));
      }
      if (files.length === 0) throw new Error(`[content-security-policy] no HTML page in ${outDir}`);
      console.log(`[content-security-policy] ${files.length} pages, ${hashes.size} distinct inline script hashes, in ${Date.now() - started} ms`);
    },
  };
}
