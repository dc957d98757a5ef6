/**
 * Code samples of an API operation, generated at build time for the request the API theme's explorer starts with
 * (first server, parameters filled with their default or example, the first security option with placeholder
 * credentials, `Accept` from the first success response), with its postman-code-generators; the site does not ship
 * the explorer itself. `fixSample` then repairs what the generators get wrong for our requests.
 */
import codegen from 'postman-code-generators';
import {Request, QueryParam, Url, Variable} from 'postman-collection';
import {prefill} from '../island';

type RequestDefinition = Request.definition;

/** One code-sample tab (config/openapi.ts `languageTabs`). */
export interface SampleTab {
  /** postman-code-generators language key */
  language: string;
  /** Prism language of the sample */
  highlight: string;
  /** Variants offered under the tab; all of the generator's when absent. Compared case-insensitively. */
  variants?: string[];
}

/** The parts of an operation, as the OpenAPI plugin gives it to the page generator, that a request needs. */
export interface SampleOperation {
  servers?: Array<{url: string; variables?: Record<string, {default: string}>}>;
  parameters?: Array<{name: string; in: string; style?: string; explode?: boolean} & Parameters<typeof prefill>[0]>;
  security?: Array<Record<string, string[]>>;
  securitySchemes?: Record<string, {type: string; in?: string; name?: string; scheme?: string}>;
  /** The operation as a Postman request definition (or a Request), with `{{baseUrl}}` as host. */
  postman: RequestDefinition | Request;
}

/** A tab's samples: `language` and each `variant` are the generator's keys (`python`, `http.client`). */
export interface SampleLanguage {
  language: string;
  highlight: string;
  variants: Array<{variant: string; code: string}>;
}

/** Generator options the theme passes for every language (its default language set). */
const GENERATOR_OPTIONS = {longFormat: false, followRedirect: true, trimRequestBody: true};

/** The first server's URL with its variables at their defaults, without a trailing slash. */
export function serverUrl(operation: SampleOperation): string {
  const server = operation.servers?.[0];
  if (!server) throw new Error('[api samples] the operation has no server');
  let url = server.url.replace(/\/$/, '');
  for (const [name, variable] of Object.entries(server.variables ?? {})) {
    url = url.replace(`{${name}}`, variable.default);
  }
  return url;
}

/**
 * Headers and query parameters of the first security option, with placeholders for the credentials,
 * as the explorer shows them before the reader types any: `<X-Grafana-User>` for an API key header
 * named X-Grafana-User, `Basic` of `<username>:<password>` for basic auth.
 */
function securityParts(operation: SampleOperation): {
  headers: Array<{key: string; value: string}>;
  query: Array<{key: string; value: string}>;
} {
  const headers: Array<{key: string; value: string}> = [];
  const query: Array<{key: string; value: string}> = [];
  // The explorer selects the first option that names at least one known scheme.
  const option = (operation.security ?? []).find((entry) =>
    Object.keys(entry).some((id) => operation.securitySchemes?.[id]),
  );
  for (const id of Object.keys(option ?? {})) {
    const scheme = operation.securitySchemes?.[id];
    if (!scheme) continue;
    const placeholder = `<${scheme.name ?? id}>`;
    if (scheme.type === 'apiKey' && scheme.in === 'header') headers.push({key: scheme.name ?? id, value: placeholder});
    else if (scheme.type === 'apiKey' && scheme.in === 'query')
      query.push({key: scheme.name ?? id, value: placeholder});
    else if (scheme.type === 'http' && scheme.scheme === 'basic') {
      const name = scheme.name;
      const user = name ? `<${name}>` : '<username>';
      const password = name ? `<${name}>` : '<password>';
      headers.push({key: 'Authorization', value: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`});
    } else if ((scheme.type === 'http' && scheme.scheme === 'bearer') || scheme.type === 'oauth2') {
      headers.push({key: 'Authorization', value: 'Bearer <TOKEN>'});
    }
  }
  return {headers, query};
}

/** The request the explorer starts with for `operation`. */
function defaultRequest(operation: SampleOperation): Request {
  const definition = Request.isRequest(operation.postman)
    ? (operation.postman as Request).toJSON()
    : (operation.postman as RequestDefinition);
  const request = new Request(JSON.parse(JSON.stringify(definition)) as RequestDefinition);
  // The explorer puts the whole server URL in the host; some generators then read the port from a
  // field that is empty (Python's http.client wrote `undefined`). A URL parsed from the full address
  // fills scheme, host, port and path as the generators expect.
  request.url = new Url(`${serverUrl(operation)}/${request.url.getPath(true).replace(/^\//, '')}`);

  const params = operation.parameters ?? [];
  const security = securityParts(operation);
  request.url.query.clear();
  const query: QueryParam[] = [];
  for (const param of params.filter((p) => p.in === 'query')) {
    const value = prefill(param);
    if (value === undefined || value === null || value === '' || value === false || value === 0) continue;
    if (Array.isArray(value)) {
      if (param.style === 'spaceDelimited') query.push(new QueryParam({key: param.name, value: value.join(' ')}));
      else if (param.style === 'pipeDelimited') query.push(new QueryParam({key: param.name, value: value.join('|')}));
      else if (param.explode)
        value.forEach((item) => query.push(new QueryParam({key: param.name, value: String(item)})));
      else query.push(new QueryParam({key: param.name, value: value.join(',')}));
    } else {
      query.push(new QueryParam({key: param.name, value: String(value)}));
    }
  }
  for (const entry of security.query) query.push(new QueryParam(entry));
  if (query.length > 0) request.addQueryParams(query);

  const pathValues = params
    .filter((p) => p.in === 'path')
    .map((param) => ({param, value: prefill(param)}))
    .filter(({value}) => value !== undefined && value !== null && value !== '')
    .map(
      ({param, value}) =>
        new Variable({
          key: param.name,
          value: Array.isArray(value) ? value.join(',') : String(value),
        } as Variable.definition),
    );
  request.url.variables.assimilate(pathValues, false);

  const accept = (request.headers.get('Accept') as unknown as string | undefined) ?? undefined;
  request.headers.clear();
  if (accept) request.addHeader({key: 'Accept', value: accept});
  for (const param of params.filter((p) => p.in === 'header')) {
    const value = prefill(param);
    if (value !== undefined && value !== null && value !== '')
      request.addHeader({key: param.name, value: Array.isArray(value) ? value.join(',') : String(value)});
  }
  for (const header of security.headers) request.addHeader(header);
  return request;
}

/** The generator's variant keys of `language`, in its order. */
export function generatorVariants(language: string): string[] {
  const entry = codegen.getLanguageList().find((item) => item.key === language);
  if (!entry) throw new Error(`[api samples] postman-code-generators has no language "${language}"`);
  return entry.variants.map((variant) => variant.key);
}

/** Runs a generator; they all answer synchronously, which the page generator needs. */
function convert(language: string, variant: string, request: Request): string {
  let result: {error: unknown; snippet: string} | undefined;
  codegen.convert(language, variant, request, {...GENERATOR_OPTIONS}, (error, snippet) => {
    result = {error, snippet};
  });
  if (!result) throw new Error(`[api samples] the ${language}/${variant} generator did not answer synchronously`);
  if (result.error)
    throw new Error(`[api samples] the ${language}/${variant} generator failed: ${String(result.error)}`);
  return result.snippet;
}

/**
 * Repairs a generated sample. Each fix names the generator's defect it works around; all of them are
 * covered by tests/unit/api-samples.test.ts.
 */
export function fixSample(language: string, variant: string, code: string): string {
  let fixed = code;
  if (language === 'python' && variant === 'http.client') {
    // The generator reads the port from a field our request does not set, and writes
    // `HTTPSConnection("host", undefined)`: a NameError in Python, and the port is lost. Put the
    // port (or nothing) there; the URL's port is in the host it wrote before.
    fixed = fixed.replace(
      /(http\.client\.HTTPS?Connection\()"([^"]*)", undefined\)/g,
      (_match, call: string, host: string) => {
        const portMatch = /^(.*):(\d+)$/.exec(host);
        return portMatch ? `${call}"${portMatch[1]}", ${portMatch[2]})` : `${call}"${host}")`;
      },
    );
  }
  return fixed;
}

/** The samples of every configured tab for the request the explorer starts with. */
export function generateSamples(operation: SampleOperation, tabs: SampleTab[]): SampleLanguage[] {
  const request = defaultRequest(operation);
  return tabs.map((tab) => {
    const available = generatorVariants(tab.language);
    const variants = tab.variants
      ? tab.variants.map((wanted) => {
          const key = available.find((variant) => variant.toLowerCase() === wanted.toLowerCase());
          if (!key)
            throw new Error(
              `[api samples] ${tab.language} has no variant "${wanted}" (it has ${available.join(', ')})`,
            );
          return key;
        })
      : available;
    return {
      language: tab.language,
      highlight: tab.highlight,
      // Without the trailing blank lines some generators end with: the page shows the code as it is here.
      variants: variants.map((variant) => ({
        variant,
        code: fixSample(tab.language, variant, convert(tab.language, variant, request)).replace(/\s+$/, ''),
      })),
    };
  });
}
