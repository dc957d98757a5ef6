/**
 * Samples generated the way the API explorer generates them in the browser, without a build: each
 * operation's request (the plugin's postman request, stored beside the generated page in <page>.operation.json),
 * the first server's URL as the request's host, the prefilled parameters, the user header and the
 * Accept header, converted by postman-code-generators with each language's default options. Used when
 * the built pages carry no static samples, and by the unit tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as sdk from 'postman-collection';
import codegen from 'postman-code-generators';
import {languageTabs} from '../../../config/openapi';
// The explorer's own pre-fill rule (the build's samples use it too).
import {prefill} from '../../../src/api-reference/island';
import type {Sample} from './types';

interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {default?: unknown; example?: unknown};
}

interface ApiItem {
  method: string;
  path: string;
  parameters?: ApiParameter[];
  responses?: Record<string, {content?: Record<string, unknown>}>;
  servers?: {url: string; variables?: Record<string, {default: string}>}[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, {type: string; in?: string; name?: string}>;
  postman: sdk.Request.definition;
}

/**
 * The operation files of the generated pages (`<page id>.operation.json`, src/api-reference/build/page-markdown.ts),
 * sorted.
 */
export function operationFiles(apiDocsDir: string): string[] {
  return fs
    .readdirSync(apiDocsDir)
    .filter((f) => f.endsWith(OPERATION_SUFFIX))
    .sort();
}

const OPERATION_SUFFIX = '.operation.json';

/** The page id of an operation file. */
export const pageOfOperationFile = (file: string): string => file.slice(0, -OPERATION_SUFFIX.length);

/** The operation a generated page starts its explorer from: the plugin's item, with its postman request. */
export function readOperation(apiDocsDir: string, file: string): ApiItem {
  return JSON.parse(fs.readFileSync(path.join(apiDocsDir, file), 'utf8')) as ApiItem;
}

/** The request the explorer shows before a reader types anything. */
export function explorerRequest(api: ApiItem): sdk.Request {
  const request = new sdk.Request(api.postman);
  const server = api.servers?.[0];
  if (server) {
    let url = server.url.replace(/\/$/, '');
    for (const [name, variable] of Object.entries(server.variables ?? {}))
      url = url.replace(`{${name}}`, variable.default);
    // As the theme does: the whole server URL becomes the request's host.
    request.url.protocol = undefined as unknown as string;
    request.url.host = [url];
  }
  request.url.query.clear();
  for (const param of api.parameters ?? []) {
    const value = prefill(param);
    if (value === undefined || value === '') continue;
    if (param.in === 'query') {
      for (const v of Array.isArray(value) ? value : [value])
        request.url.query.add(new sdk.QueryParam(`${param.name}=${encodeURIComponent(String(v))}`));
    } else if (param.in === 'path') {
      request.url.variables.upsert(
        new sdk.Variable({key: param.name, value: String(value)} as ConstructorParameters<typeof sdk.Variable>[0]),
      );
    }
  }
  request.headers.clear();
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => /^2/.test(code))
    .flatMap(([, r]) => Object.keys(r.content ?? {}))[0];
  if (accept) request.addHeader({key: 'Accept', value: accept});
  // The first security option; an API key in a header shows as a placeholder named after it.
  for (const schemeId of Object.keys(api.security?.[0] ?? {})) {
    const scheme = api.securitySchemes?.[schemeId];
    if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
      request.addHeader({key: scheme.name, value: `<${scheme.name}>`});
    }
  }
  return request;
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

function convert(language: string, variant: string, request: sdk.Request): Promise<string> {
  return new Promise((resolve, reject) => {
    codegen.getOptions(language, variant, (error, options) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      const defaults = Object.fromEntries(options.map((o) => [o.id, o.default]));
      codegen.convert(language, variant, request, defaults, (err, snippet) =>
        err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(snippet),
      );
    });
  });
}

/** Every sample of every operation page generated in `apiDocsDir` (run `npm run gen:api` first). */
export async function generateSamples(apiDocsDir: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const file of operationFiles(apiDocsDir)) {
    const request = explorerRequest(readOperation(apiDocsDir, file));
    const page = pageOfOperationFile(file);
    for (const {language, variant} of offeredVariants()) {
      samples.push({page, language, variant, code: await convert(language, variant, request)});
    }
  }
  return samples;
}
