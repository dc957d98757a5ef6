// Imported by every generated operation page (config/openapi.ts): loads the API explorer with the page's
// own content, instead of after hydration, and gives the page's code blocks a highlighter for the
// samples the theme computes as it renders (only API pages load Prism).
import './api-styles';
import React, {type ReactNode} from 'react';
import OpenApiItem from '@theme-original/ApiItem';
import type {Props} from '@theme/DocItem';
import {HighlighterContext} from '@site/src/theme/CodeBlock/highlighted-context';
import {runtimeHighlighter} from '@site/src/theme/CodeBlock/runtime-highlighter';
import {explorer} from './explorer-registry';

function HighlightedApiItem(props: Props): ReactNode {
  return (
    <HighlighterContext.Provider value={runtimeHighlighter}>
      <OpenApiItem {...props} />
    </HighlighterContext.Provider>
  );
}

explorer.Item = HighlightedApiItem;
