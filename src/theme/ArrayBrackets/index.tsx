import React, {type ReactNode} from 'react';

/**
 * The API theme's "Array [" and "]" markers around an array's items, as <div>s: the theme renders them as <li>
 * directly inside a <div>, a list item outside any list, which assistive technology announces wrongly
 * (html-validate's element-permitted-parent; `npm run test:html` checks every page). Same text and look.
 */
const style = {fontSize: 'var(--ifm-code-font-size)', opacity: 0.6, marginLeft: '-.5rem'};

export function OpeningArrayBracket(): ReactNode {
  return <div style={{...style, paddingBottom: '.5rem'}}>Array [</div>;
}

export function ClosingArrayBracket(): ReactNode {
  return <div style={style}>]</div>;
}
