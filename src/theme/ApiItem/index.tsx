import React, {lazy, Suspense, type ReactNode} from 'react';
import DocItem, {type Props} from '@theme/DocItem';

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

export default function ApiItem(props: Props): ReactNode {
  if (!isOperationPage(props)) {
    return <DocItem {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <OpenApiItem {...props} />
    </Suspense>
  );
}
