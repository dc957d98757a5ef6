/**
 * A mock of the CEEMS API server, made from api/swagger.yaml: it routes each request to its operation,
 * validates the path, query, headers and the user header (security) against the description, and answers
 * with a body made from the operation's 2xx response (its example, or data generated from its schema),
 * which it validates against that schema before sending. Every request is recorded, so that a caller can
 * tell which requests a sample made and what they got.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import yaml from 'js-yaml';
import OpenAPIBackend, {type Context, type Document, type Request as BackendRequest} from 'openapi-backend';

/** One request the mock received and its answer. */
export interface MockExchange {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  status: number;
  /** The operation it matched, as "get /units"; undefined when none did */
  operation?: string;
  /** The answer's body, as sent */
  body: string;
  /** Why the request or the answer was rejected; empty when both were valid */
  errors: string[];
}

export interface ApiMock {
  /** Base URL of the API on the mock, e.g. http://127.0.0.1:40123/api/v1 */
  baseUrl: string;
  host: string;
  port: number;
  /** Requests so far, oldest first */
  exchanges: MockExchange[];
  close(): Promise<void>;
}

interface ServerObject {
  url: string;
}

/** The path part of the description's first server URL: what the mock serves the API under. */
export function apiRootOf(document: {servers?: ServerObject[]}): string {
  const url = document.servers?.[0]?.url ?? '/';
  const root = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/\/$/, '');
  return root === '' ? '/' : root;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The description with an operationId on each operation (CEEMS's has none): "get /units". */
export function withOperationIds(document: Document): Document {
  const copy = structuredClone(document);
  for (const [route, item] of Object.entries(copy.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, {operationId?: string} | undefined>)[method];
      if (operation && !operation.operationId) operation.operationId = `${method} ${route}`;
    }
  }
  return copy;
}

function collectBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

type Answer = {status: number; body: unknown; errors: string[]};

interface Backend {
  api: OpenAPIBackend;
  apiRoot: string;
}

/**
 * The backends by description file. A backend keeps no state between requests (the exchanges are each mock's own), so
 * the mocks of one description share one: building it (every operation's validators) is most of a mock's start.
 */
const backends = new Map<string, Promise<Backend>>();

async function createBackend(specPath: string): Promise<Backend> {
  const document = withOperationIds(yaml.load(fs.readFileSync(specPath, 'utf8')) as Document);
  const apiRoot = apiRootOf(document as {servers?: ServerObject[]});
  const api = new OpenAPIBackend({definition: document, apiRoot, strict: false, quick: false, validate: true});
  const userHeaders = Object.values(document.components?.securitySchemes ?? {})
    .filter((s) => 'type' in s && s.type === 'apiKey' && s.in === 'header')
    .map((s) => ('name' in s ? s.name.toLowerCase() : ''));
  api.registerSecurityHandler('userHeader', (c: Context) =>
    userHeaders.some((h) => typeof c.request.headers[h] === 'string' && c.request.headers[h] !== ''),
  );
  // Basic auth is an alternative the samples do not use: the mock accepts no password.
  api.registerSecurityHandler('basicAuth', () => false);
  api.register({
    notFound: (): Answer => ({
      status: 404,
      body: {status: 'error', error: 'no such route in api/swagger.yaml'},
      errors: ['no operation matches the method and path'],
    }),
    methodNotAllowed: (): Answer => ({
      status: 405,
      body: {status: 'error'},
      errors: ['method not allowed on this path'],
    }),
    unauthorizedHandler: (c: Context): Answer => ({
      status: 401,
      body: {status: 'error', error: 'no user identified'},
      errors: [`no user header (${userHeaders.join(', ')})`, ...(c.security ? [] : [])],
    }),
    validationFail: (c: Context): Answer => ({
      status: 400,
      body: {status: 'error', error: 'invalid request'},
      errors: (c.validation.errors ?? []).map((e) => `${e.instancePath || e.schemaPath} ${e.message ?? ''}`.trim()),
    }),
    notImplemented: (c: Context): Answer => {
      const operationId = c.operation.operationId!;
      const {status, mock} = api.mockResponseForOperation(operationId);
      const response = (c.operation.responses ?? {})[String(status)] as
        {content?: Record<string, {schema?: unknown}>} | undefined;
      const errors: string[] = [];
      if (!response?.content?.['application/json']?.schema) {
        errors.push(`the ${status} answer of ${operationId} has no JSON schema to check the body against`);
      } else {
        const result = api.validateResponse(mock, c.operation, status);
        for (const e of result.errors ?? []) errors.push(`response ${e.instancePath} ${e.message ?? ''}`.trim());
      }
      return {status, body: mock, errors};
    },
  });
  await api.init();
  return {api, apiRoot};
}

/** Start the mock on a free loopback port. */
export async function startApiMock(specPath: string): Promise<ApiMock> {
  const key = path.resolve(specPath);
  if (!backends.has(key)) backends.set(key, createBackend(key));
  const {api, apiRoot} = await backends.get(key)!;
  const exchanges: MockExchange[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const requestBody = await collectBody(req);
      const url = new URL(req.url ?? '/', 'http://mock');
      const request: BackendRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        headers: req.headers as Record<string, string | string[]>,
        body: requestBody,
      };
      let answer: Answer;
      let operation: string | undefined;
      try {
        operation = api.matchOperation(request)?.operationId;
        answer = (await api.handleRequest(request)) as Answer;
      } catch (error) {
        answer = {status: 500, body: {status: 'error'}, errors: [String(error)]};
      }
      const body = JSON.stringify(answer.body);
      exchanges.push({
        method: request.method,
        url: req.url ?? '/',
        headers: req.headers,
        status: answer.status,
        operation,
        body,
        errors: answer.errors,
      });
      res.writeHead(answer.status, {'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body)});
      res.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${apiRoot === '/' ? '' : apiRoot}`,
    host: '127.0.0.1',
    port,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
