import React, {type ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import type {Props} from 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem';

/** The theme lists parameters in a <ul> but renders each as a <div>: wrap it in the <li> a list needs. */
export default function ParamsItemWrapper(props: Props): ReactNode {
  return (
    <li className="openapi-list-item">
      <ParamsItem {...props} />
    </li>
  );
}
