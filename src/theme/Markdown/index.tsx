import React, {lazy, Suspense, useMemo, type ReactNode} from 'react';
import {markdownToHtml, needsThemeRenderer} from './render';

// The theme's renderer, for the rare description with an admonition or a code block: its own chunk.
const ThemeMarkdown = lazy(() => import('@theme-original/Markdown'));

/** Markdown of the API reference's descriptions (see render.ts for why it is compiled to HTML). */
export default function Markdown({children}: {children?: ReactNode}): ReactNode {
  const text = typeof children === 'string' ? children : undefined;
  const html = useMemo(
    () => (text !== undefined && !needsThemeRenderer(text) ? markdownToHtml(text) : undefined),
    [text],
  );
  if (text !== undefined && text.trim() === '') return null;
  if (html !== undefined) {
    return <div className="openapi-markdown" dangerouslySetInnerHTML={{__html: html}} />;
  }
  if (children === undefined || children === null) return null;
  return (
    <Suspense fallback={null}>
      <ThemeMarkdown>{children}</ThemeMarkdown>
    </Suspense>
  );
}
