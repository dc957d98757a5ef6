/**
 * Response headers with a type the API theme can show. The theme names a header by the header object
 * (`getSchemaName(header)` in its ResponseHeaders), but an OpenAPI header object keeps its type in `schema`, so
 * every header showed without one (upstream issue 3, ARCHITECTURE.md). Before the plugin writes an operation's
 * page, each header gets its schema's `type` and `format` (only those: `items` or `enum` would add the theme's
 * "Possible values" line under the header). The explorer's copy of the operation is left as it is.
 */

interface Schema {
  type?: unknown;
  format?: unknown;
}

type Header = Schema & {schema?: Schema; [key: string]: unknown};
type Responses = Record<string, {headers?: Record<string, Header>; [key: string]: unknown}>;

/** The header with its schema's type and format beside its own fields (its own win, if it has them). */
export function typedHeader(header: Header): Header {
  const {type, format} = header.schema ?? {};
  return {...(type === undefined ? {} : {type}), ...(format === undefined ? {} : {format}), ...header};
}

/** The operation with typed response headers; a new object, the operation itself is not changed. */
export function withTypedHeaders<T extends {responses?: unknown}>(operation: T): T {
  const responses = operation.responses as Responses | undefined;
  if (!responses) return operation;
  return {
    ...operation,
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, response]) => [
        status,
        response.headers
          ? {
              ...response,
              headers: Object.fromEntries(
                Object.entries(response.headers).map(([name, header]) => [name, typedHeader(header)]),
              ),
            }
          : response,
      ]),
    ),
  };
}
