import React, {type ReactNode} from 'react';
import SchemaItem from '@theme-original/SchemaItem';
import {headerTypeName, type NamedSchema} from './schema-name';

interface Props {
  responseHeaders?: Record<string, NamedSchema & Record<string, unknown>>;
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
            schemaName={headerTypeName(schema)}
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
