import {createContext} from 'react';

/**
 * What the code block's content (./Content) draws its highlighted lines from:
 * - `lines`, the build's highlighting of a fenced block (src/plugins/code-highlight/remark-highlight.ts),
 *   valid for `source`, the code it was made from;
 * - `highlight`, a highlighter for code known only at run time (the API pages' samples), provided by
 *   the API pages (src/theme/CodeBlock/runtime-highlighter.ts). Other pages have none, so they never
 *   load Prism: such code shows unhighlighted.
 */
export interface HighlightedCode {
  lines?: string[];
  source?: string;
}

export const HighlightedCodeContext = createContext<HighlightedCode>({});

export type Highlighter = (code: string, language: string) => string[];

export const HighlighterContext = createContext<Highlighter | undefined>(undefined);

/**
 * Inside it, code lines end with a newline character instead of a line break element, so that the
 * `<pre>`'s text is the code itself (the API pages' static samples, which tools read by textContent).
 */
export const TextLineBreaksContext = createContext(false);
