// Ejected from the classic theme (CodeBlock/Content) and changed: the lines come as HTML, highlighted
// at build time (or, on API pages, by their run-time highlighter), instead of from prism-react-renderer's
// Highlight, which would put Prism and its grammars on every page with code. No page numbers its lines, so the
// theme's numbered layout is not carried: `showLineNumbers` stops the build (CONTRIBUTING.md).
import React, {useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {plainLines} from '@site/src/plugins/code-highlight/html';
import {HighlightedCodeContext, HighlighterContext, TextLineBreaksContext} from '../highlighted-context';
import styles from './styles.module.css';

/** The block's lines of HTML: the build's when they were made from this code, else highlighted here or plain. */
function useLines(code: string, language: string): string[] {
  const built = useContext(HighlightedCodeContext);
  const highlight = useContext(HighlighterContext);
  return useMemo(() => {
    // The build highlighted the fence's code; the theme shows it less magic comments, when there are any.
    if (built.lines && built.source === code) return built.lines;
    return highlight ? highlight(code, language) : plainLines(code);
  }, [built, highlight, code, language]);
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useLines(code, language);
  const textBreaks = useContext(TextLineBreaksContext);
  if (lineNumbersStart !== undefined) {
    throw new Error(
      `[code block] showLineNumbers is not supported on this site (CONTRIBUTING.md): ${code.slice(0, 60)}`,
    );
  }
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code className={styles.codeBlockLines}>
        {lines.map((html, i) => (
          // With text breaks (the API samples), the <pre>'s text is the code itself.
          <div
            key={i}
            className={clsx('token-line', lineClassNames[i])}
            dangerouslySetInnerHTML={{__html: html + (!textBreaks ? '<br>' : i < lines.length - 1 ? '\n' : '')}}
          />
        ))}
      </code>
    </pre>
  );
}
