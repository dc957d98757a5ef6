// Ejected from the classic theme (CodeBlock/Content) and changed: the lines come as HTML, highlighted
// at build time (or, on API pages, by their run-time highlighter), instead of from prism-react-renderer's
// Highlight, which would put Prism and its grammars on every page with code.
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

function Line({
  html,
  className,
  showLineNumbers,
  textBreak,
}: {
  html: string;
  className?: string;
  showLineNumbers: boolean;
  textBreak?: '\n' | '';
}): ReactNode {
  if (textBreak !== undefined) {
    return <div className={clsx('token-line', className)} dangerouslySetInnerHTML={{__html: `${html}${textBreak}`}} />;
  }
  if (!showLineNumbers) {
    return <div className={clsx('token-line', className)} dangerouslySetInnerHTML={{__html: `${html}<br>`}} />;
  }
  return (
    <div className={clsx('token-line', className, styles.codeLine)}>
      <span className={styles.codeLineNumber} />
      <span className={styles.codeLineContent} dangerouslySetInnerHTML={{__html: html}} />
      <br />
    </div>
  );
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useLines(code, language);
  const numbered = lineNumbersStart !== undefined;
  const textBreaks = useContext(TextLineBreaksContext) && !numbered;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
      >
        {lines.map((html, i) => (
          <Line
            key={i}
            html={html}
            className={clsx(lineClassNames[i])}
            showLineNumbers={numbered}
            textBreak={textBreaks ? (i < lines.length - 1 ? '\n' : '') : undefined}
          />
        ))}
      </code>
    </pre>
  );
}
