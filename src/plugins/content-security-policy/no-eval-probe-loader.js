// Bundler loader for DocSearch's files. DocSearch bundles zod, which probes once whether it may compile
// code (`try { new Function("") } catch`) to speed up its object parsing. Under the site's policy
// (no 'unsafe-eval') the probe fails, as zod expects, but the browser still reports a policy violation
// and logs an error each time the search opens. This loader replaces the probe with its answer under
// this policy, "no", so zod takes its ordinary path at once. It fails the build when a DocSearch file
// still calls the Function constructor afterwards: an upgrade changed the probe, and this loader with it.
const PROBE =
  /try\s*\{\s*return\s+new\s+Function\(""\)\s*,\s*!0\s*\}\s*catch\s*\(\s*[\w$]+\s*\)\s*\{\s*return\s*!1\s*\}/g;
const EVAL = /\bnew\s+Function\s*\(|[^\w$.]Function\s*\(\s*["'`]|[^\w$.]eval\s*\(/;

module.exports = function noEvalProbe(source) {
  const replaced = source.replace(PROBE, 'return!1');
  if (EVAL.test(replaced)) {
    throw new Error(
      `[content-security-policy] ${this.resourcePath} compiles code at run time in a form this loader does ` +
        `not know; see src/plugins/content-security-policy/no-eval-probe-loader.js`,
    );
  }
  return replaced;
};
module.exports.PROBE = PROBE;
module.exports.EVAL = EVAL;
