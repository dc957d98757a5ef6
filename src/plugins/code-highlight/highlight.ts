import {normalizeTokens, type PrismLib, type Token} from 'prism-react-renderer';
import {escapeHtml, plainLines} from './html';

/**
 * Highlights code with Prism as the classic theme's code block does (the same tokenizer hooks and
 * token normalisation as prism-react-renderer's `Highlight`), but into HTML: one string per line,
 * each token a `<span class="token …">` that the site's stylesheet colours (./theme-css.ts). Tokens
 * carry classes, not colours, so one rendering serves the light and the dark theme.
 *
 * Runs at build time on every fenced code block (./remark-highlight.ts) and, on API pages only, in
 * the render of code blocks whose code is computed at run time (src/theme/CodeBlock/runtime-highlighter.ts).
 */

function tokenHtml(token: Token): string {
  const text = escapeHtml(token.content === '\n' ? '' : token.content);
  if (text === '') return '';
  if (token.types.length === 1 && token.types[0] === 'plain') return text;
  return `<span class="token ${token.types.join(' ')}">${text}</span>`;
}

/** The highlighted lines of `code` in `language` (lower case); plain lines when Prism has no grammar for it. */
export function highlightLines(prism: PrismLib, code: string, language: string | undefined): string[] {
  const grammar = language ? prism.languages[language] : undefined;
  if (!grammar) return plainLines(code);
  const env = {code, grammar, language, tokens: [] as ReturnType<PrismLib['tokenize']>};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens).map((line) => line.map(tokenHtml).join(''));
}

/** The language a code block shows, as the classic theme reads it from the fence or class name. */
export function languageOf(language: string | null | undefined): string {
  return (language || 'text').toLowerCase();
}
