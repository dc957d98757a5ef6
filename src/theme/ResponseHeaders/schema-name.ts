/**
 * The type the API theme shows after a property's name (`string`, `string<date-time>`, `integer[]`), for the
 * response headers. Written for the site: the theme's own naming function is in a file its package does not
 * export. It covers what a header object of api/swagger.yaml can hold. Like the theme, the headers list passes
 * the whole header object (description and schema), not its schema, so a header with no `type` of its own gets
 * an empty name (tests/unit/api-schema-name.test.ts).
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
