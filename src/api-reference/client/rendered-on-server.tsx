import React, {type ReactNode} from 'react';

/*
 * Takes the place of `@docusaurus/BrowserOnly` inside the API theme's components (../build/plugin.ts): the
 * theme wraps an operation's parameters, request body and responses in it, so that the built page held a
 * skeleton instead. Rendered on the server too, they are in the page's HTML: for readers without JavaScript,
 * for the search index, and with no shift when the page starts. Their content depends on the page's data only.
 */
export default function RenderedOnServer({children}: {children?: () => ReactNode; fallback?: ReactNode}): ReactNode {
  return <>{children?.()}</>;
}
