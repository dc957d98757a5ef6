/**
 * What each operation's samples must ask for: the method, the documented server's origin and base path, the operation's
 * path with its prefilled path parameters, its prefilled query parameters and the user header. Read from the
 * operations as docusaurus-plugin-openapi-docs makes them from api/swagger.yaml (`operationsOfSpec`), not from the
 * built pages; the languages and variants the pages must offer come from config/openapi.ts (`offeredVariants`).
 */
import codegen from 'postman-code-generators';
import {API_SPEC_PATH, languageTabs, openApiPluginOptions} from '../../../config/openapi';
import {pluginPages} from '../../unit/api-plugin-pages';
import {originOf, type Origin} from './rewrite';

export interface ExpectedRequest {
  method: string;
  origin: Origin;
  /** Path under the origin, e.g. /api/v1/stats/current/admin */
  path: string;
  /** Query parameters in order, one entry per value */
  query: [string, string][];
  /** Header that names the user, when the operation asks for one */
  userHeader?: string;
}

interface ApiParameter {
  name: string;
  in: string;
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {default?: unknown; example?: unknown};
}

/**
 * The value a parameter is expected with, written here apart from the build's rule (src/api-reference/island.ts)
 * so that a change of that rule fails the check: its default, else its example, else its schema's, else the
 * first named example.
 */
function prefill(param: ApiParameter): unknown {
  const firstNamed = param.examples ? Object.values(param.examples)[0]?.value : undefined;
  return param.schema?.default ?? param.example ?? param.schema?.example ?? firstNamed;
}

/** An operation, as the plugin hands it to the page generator: the parts the expected request reads. */
interface ApiItem {
  method: string;
  path: string;
  parameters?: ApiParameter[];
  servers?: {url: string; variables?: Record<string, {default: string}>}[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, {type: string; in?: string; name?: string}>;
}

/** Every operation page of the spec, with its page id. */
export async function operationsOfSpec(root: string): Promise<Array<{id: string; api: ApiItem}>> {
  const pages = await pluginPages(root, {...openApiPluginOptions.config.ceems, specPath: API_SPEC_PATH});
  return (pages as unknown as Array<{id: string; type: string; api: ApiItem}>).filter((page) => page.type === 'api');
}

/** The languages and variants the site offers: the configured tabs, each with its variants. */
export function offeredVariants(): {language: string; variant: string}[] {
  const list = codegen.getLanguageList();
  return languageTabs.flatMap((tab) => {
    const known = list.find((l) => l.key === tab.language);
    if (!known) return [];
    const variants = tab.variants
      ? known.variants.filter((v) => tab.variants!.some((w) => w.toLowerCase() === v.key.toLowerCase()))
      : known.variants;
    return variants.map((v) => ({language: tab.language, variant: v.key}));
  });
}

/** The expected request of every operation page, by page id. */
export function expectedRequests(operations: Array<{id: string; api: ApiItem}>): Map<string, ExpectedRequest> {
  const result = new Map<string, ExpectedRequest>();
  for (const {id, api} of operations) {
    const server = api.servers?.[0];
    if (!server) continue;
    let serverUrl = server.url.replace(/\/$/, '');
    for (const [name, variable] of Object.entries(server.variables ?? {}))
      serverUrl = serverUrl.replace(`{${name}}`, variable.default);
    const base = new URL(serverUrl);
    let opPath = api.path;
    const query: [string, string][] = [];
    for (const param of api.parameters ?? []) {
      const value = prefill(param);
      if (value === undefined || value === '') continue;
      if (param.in === 'path') opPath = opPath.replace(`{${param.name}}`, String(value));
      if (param.in === 'query')
        for (const v of Array.isArray(value) ? value : [value]) query.push([param.name, String(v)]);
    }
    const schemeIds = Object.keys(api.security?.[0] ?? {});
    const userHeader = schemeIds
      .map((schemeId) => api.securitySchemes?.[schemeId])
      .find((s) => s?.type === 'apiKey' && s.in === 'header')?.name;
    result.set(id, {
      method: api.method.toUpperCase(),
      origin: originOf(serverUrl),
      path: base.pathname.replace(/\/$/, '') + opPath,
      query,
      userHeader,
    });
  }
  return result;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The structural check that every sample passes, whatever its language: it names the scheme, the host
 * and the port (in one URL, or the host and the port apart with a TLS switch), the method, the path with
 * its query parameters, and the user header. Returns what is missing.
 */
export function structuralProblems(code: string, expected: ExpectedRequest): string[] {
  const problems: string[] = [];
  const {scheme, host, port} = expected.origin;
  const fullOrigin = new RegExp(`${scheme}://${escapeRegExp(host)}:${port}(?![0-9])`);
  if (!fullOrigin.test(code)) {
    const hostNamed = code.includes(host);
    const portNamed = new RegExp(`(?<![0-9.])${port}(?![0-9])`).test(code);
    const schemeNamed = scheme === 'https' ? /https|use_ssl\s*=\s*true|HTTPS/.test(code) : true;
    if (!hostNamed) problems.push(`host ${host} missing`);
    if (!portNamed) problems.push(`port ${port} missing`);
    if (!schemeNamed) problems.push(`scheme ${scheme} missing`);
  }
  const pathWithQuery =
    expected.path +
    (expected.query.length ? '?' + expected.query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&') : '');
  if (!code.includes(expected.path)) problems.push(`path ${expected.path} missing`);
  else if (expected.query.length && !code.includes(pathWithQuery)) {
    for (const [k, v] of expected.query)
      if (!code.includes(`${k}=${encodeURIComponent(v)}`) && !code.includes(`${k}=${v}`))
        problems.push(`query ${k}=${v} missing`);
  }
  problems.push(...methodProblems(code, expected.method));
  if (expected.userHeader && !code.includes(expected.userHeader))
    problems.push(`header ${expected.userHeader} missing`);
  return problems;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/**
 * The method: named in the code (GET, Get, get(, METHOD_GET, ...), or, for GET, left to the library's
 * default (curl, RCurl's getURL, OkHttp's builder send GET unless told otherwise) as long as the code
 * names no other method in capitals.
 */
export function methodProblems(code: string, method: string): string[] {
  const named = (m: string): boolean => new RegExp(`(?<![A-Za-z])${m}(?![A-Za-z])`, 'i').test(code);
  // Another method counts only in capitals ("POST", METHOD_POST): "options" is also a common variable name.
  const others = METHODS.filter((m) => m !== method && new RegExp(`(?<![A-Za-z])${m}(?![A-Za-z])`).test(code));
  if (others.length) return [`method ${others.join(', ')} named, expected ${method}`];
  if (method !== 'GET' && !named(method)) return [`method ${method} missing`];
  return [];
}
