import React, {type ComponentProps, type ReactNode} from 'react';
import Schema from '@theme-original/Schema';

/**
 * The request and response sections render a schema as the only child of a <ul>, and the schema's
 * properties as <div>s: one <li> around the schema makes that list valid.
 */
export default function SchemaWrapper(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <li className="openapi-list-item">
      <Schema {...props} />
    </li>
  );
}
