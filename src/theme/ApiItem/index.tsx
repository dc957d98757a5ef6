import React, {useEffect, type ReactNode} from 'react';
import DocItem, {type Props} from '@theme/DocItem';

/*
 * Every doc renders through the docs plugin's docItemComponent, which the API theme sets to its ApiItem.
 * That component brings the API explorer's state, decoders and code generators into every page that
 * uses it, so no page does: docs, the API overview and the operation pages all render through the
 * classic DocItem. Operation pages frame their own content in two columns (src/api-reference), and
 * load the explorer when the reader asks for it.
 */

/**
 * The theme's tab strips get scroll arrows, once measured in the browser, that are empty buttons:
 * name them for screen readers as they appear.
 */
function useNamedTabArrows(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const name = (): void => {
      document.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])').forEach((button) => {
        button.setAttribute('aria-label', button.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
      });
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [enabled]);
}

export default function ApiItem(props: Props): ReactNode {
  useNamedTabArrows(props.content.metadata.id.startsWith('api/'));
  return <DocItem {...props} />;
}
