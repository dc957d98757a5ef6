import React, {isValidElement, useMemo, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {HighlightedCodeContext} from './highlighted-context';

/*
 * The classic theme's code block, with fenced code highlighted by the build (the `highlighted` property,
 * src/plugins/code-highlight) for ./Content. Unlike the theme's root component, it is not keyed on
 * `useIsBrowser()`: token colours are classes the stylesheet themes, so nothing is redrawn after hydration.
 */
type CodeBlockProps = Props & {highlighted?: string};

function stringified(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, highlighted, ...props}: CodeBlockProps): ReactNode {
  const children = stringified(rawChildren);
  const source = typeof children === 'string' ? children.replace(/\r?\n$/, '') : undefined;
  const value = useMemo(
    () => (highlighted === undefined ? {} : {lines: highlighted.split('\n'), source}),
    [highlighted, source],
  );
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <HighlightedCodeContext.Provider value={value}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedCodeContext.Provider>
  );
}
