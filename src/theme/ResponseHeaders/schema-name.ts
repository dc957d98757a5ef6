/**
 * The type the API theme shows after a property's name (`string`, `string<date-time>`, `integer[]`), for the
 * response headers. Written for the site: the theme's own naming function is in a file its package does not
 * export. It covers what a header object of api/swagger.yaml can hold (tests/unit/api-schema-name.test.ts).
 */
export interface NamedSchema {
  type?: string;
  format?: string;
  title?: string;
  enum?: unknown[];
  items?: NamedSchema;
}

export function schemaName(schema: NamedSchema): string {
  if (schema.items) return `${schemaName(schema.items)}[]`;
  if (schema.enum && !schema.type) return 'string';
  if (schema.format) return schema.type ? `${schema.type}<${schema.format}>` : schema.format;
  return schema.title ?? schema.type ?? '';
}

/**
 * A response header's type: named from the header's `schema`. The theme names the header object itself, which
 * has no `type` of its own, so its list showed every header without a type.
 */
export function headerTypeName(header: NamedSchema & {schema?: NamedSchema}): string {
  return schemaName(header.schema ?? header);
}
