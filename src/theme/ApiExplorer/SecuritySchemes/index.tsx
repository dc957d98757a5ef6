// Wraps the API explorer's security summary: its heading is an h4 directly under the page's h2s, so it is
// announced as level 3 to keep the heading outline in order (axe and Lighthouse rule heading-order).
import {useLayoutEffect, useRef, type ComponentProps} from 'react';
import SecuritySchemes from '@theme-original/ApiExplorer/SecuritySchemes';

export default function SecuritySchemesWrapper(props: ComponentProps<typeof SecuritySchemes>) {
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    container.current?.querySelectorAll('h4.openapi-security__summary-header').forEach((heading) => {
      heading.setAttribute('aria-level', '3');
    });
  });
  return (
    <div ref={container}>
      <SecuritySchemes {...props} />
    </div>
  );
}
