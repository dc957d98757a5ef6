import React, {type ComponentProps, type ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';

/** The theme lists parameters in a <ul> but renders each as a <div>: wrap it in the <li> a list needs. */
export default function ParamsItemWrapper(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <li className="openapi-list-item">
      <ParamsItem {...props} />
    </li>
  );
}
