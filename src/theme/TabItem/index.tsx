// Wraps the theme's tab panel with its tab's label, for readers without scripts: the label stays out of
// sight (and out of the accessibility tree) unless static/noscript.css applies, which shows every panel
// under its label. Wraps the API theme's tabs (status codes, content types, schema and example) as well.
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type {Props} from '@theme/TabItem';

export default function TabItemWithLabel(props: Props): ReactNode {
  return (
    <>
      <p className="tab-panel-label">{props.label ?? props.value}</p>
      <TabItem {...props} />
    </>
  );
}
