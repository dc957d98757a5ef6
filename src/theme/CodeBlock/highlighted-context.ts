import {createContext} from 'react';

/**
 * What the code block's content (./Content) draws its highlighted lines from: `lines`, the build's highlighting of
 * a fenced block (src/plugins/code-highlight), valid for `source`, the code it was made from; else `highlight`, for
 * code known only at run time, which only the API reference provides (./runtime-highlighter.ts): other pages never
 * load Prism, and such code shows unhighlighted there.
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
