import React, {lazy, Suspense, useEffect, type ReactNode} from 'react';
import DocItem, {type Props} from '@theme/DocItem';
import {explorer} from './explorer-registry';

/*
 * Every doc renders through the docs plugin's docItemComponent, which the API theme needs to be its
 * ApiItem. The theme's ApiItem statically pulls in the whole API explorer (code generators for 18
 * languages, the request builder, the schema viewers), so using it as is would make every docs page
 * download several megabytes of JavaScript it never runs.
 *
 * This wrapper keeps ordinary docs on the classic DocItem and loads the theme's ApiItem in its own
 * chunk, only for the generated operation pages (their front matter carries the encoded operation in
 * `api`). The server render waits for the lazy component, so API pages are still fully pre-rendered;
 * in the browser React hydrates them once the chunk has arrived.
 */
const OpenApiItem = lazy(() => import('@theme-original/ApiItem'));

function isOperationPage(props: Props): boolean {
  const frontMatter = props.content.frontMatter as Record<string, unknown>;
  return Boolean(frontMatter.api || frontMatter.schema);
}

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
  const operation = isOperationPage(props);
  useNamedTabArrows(props.content.metadata.id.startsWith('api/'));
  if (!operation) {
    return <DocItem {...props} />;
  }
  const Loaded = explorer.Item;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <OpenApiItem {...props} />
    </Suspense>
  );
}
