import React, {type ReactNode} from 'react';
import SchemaItem from '@theme-original/SchemaItem';
import {getSchemaName} from 'docusaurus-theme-openapi-docs/lib/markdown/schema';

interface Props {
  responseHeaders?: Record<string, Record<string, unknown>>;
}

/** Response headers as a real list: each header is a list item (the theme puts <div>s in the <ul>). */
export default function ResponseHeaders({responseHeaders}: Props): ReactNode {
  if (!responseHeaders) {
    return null;
  }
  return (
    <ul style={{marginLeft: '1rem'}}>
      {Object.entries(responseHeaders).map(([name, schema]) => (
        <li key={name} className="openapi-list-item">
          <SchemaItem
            name={name}
            collapsible={false}
            schemaName={getSchemaName(schema)}
            schema={schema}
            discriminator={false}
          >
            {null}
          </SchemaItem>
        </li>
      ))}
    </ul>
  );
}
