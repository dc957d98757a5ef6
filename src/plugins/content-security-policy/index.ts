/**
 * A Content Security Policy in every HTML page of the build, as a `<meta http-equiv>` at the start of its
 * head (GitHub Pages sets no response headers), with `<meta name="referrer">` next to it. Each page's
 * `script-src` allows its own inline scripts by their SHA-256 hash, computed from the page as built
 * (./policy.ts) by `contentSecurityPolicyStep`, a post-build step after every step that changes a page
 * (ARCHITECTURE.md, "Content Security Policy").
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkReach, packageDir} from '../dependency-guard';
import {DOCSEARCH_FILES, REACHES} from '../../reaches';
import {insertPolicy, policyForPage} from './policy';
import type {PostBuildStep} from '../post-build';

export interface ContentSecurityPolicyOptions {
  /** Extra `connect-src` sources of every page, e.g. `https://example.org`. */
  connectSrc?: string[];
}

export default function contentSecurityPolicy(context: LoadContext, options: unknown): Plugin {
  const {connectSrc = []} = (options ?? {}) as ContentSecurityPolicyOptions;
  // The loader's reach (src/reaches.ts): checked when the plugin is created, so an upgrade that changes the probe
  // stops the build before it bundles.
  const reach = REACHES.docSearchEvalProbe;
  checkReach(reach, packageDir(reach.package, context.siteDir));
  const bad = connectSrc.find((source) => /[\s;,]|unsafe|\*$/.test(source));
  if (bad !== undefined) throw new Error(`[content-security-policy] bad connectSrc entry ${JSON.stringify(bad)}`);
  return {
    name: 'content-security-policy',
    configureWebpack: () => ({
      module: {rules: [{test: DOCSEARCH_FILES, use: [{loader: require.resolve('./no-eval-probe-loader.js')}]}]},
    }),
  };
}

/** The post-build step: every page gets its policy, hashing its inline scripts as the page now stands. */
export function contentSecurityPolicyStep(options: ContentSecurityPolicyOptions): PostBuildStep {
  const {connectSrc = []} = options;
  return {
    name: 'content-security-policy',
    run(pages) {
      const hashes = new Set<string>();
      const files = pages.files();
      for (const file of files) {
        const html = pages.get(file) as string;
        const policy = policyForPage(html, connectSrc);
        for (const hash of policy.match(/'sha256-[^']+'/g) ?? []) hashes.add(hash);
        pages.set(file, insertPolicy(html, policy));
      }
      console.log(`[content-security-policy] ${files.length} pages, ${hashes.size} distinct inline script hashes`);
    },
  };
}
