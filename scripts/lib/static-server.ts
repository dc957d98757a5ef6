import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {BASE_URL} from '../../config/env';
import {resolveBuiltFile} from './site-files';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves the built site on loopback as GitHub Pages would: under the base path, `/x` from `x.html` (or
 * a 301 to `/x/` when only `x/index.html` exists), `/x/` from `x/index.html` only, `/base` redirects to
 * `/base/`, anything else gets 404.html with status 404 (files found by `resolveBuiltFile`). `compress`
 * gzips text as GitHub Pages does; `cacheControl` is `no-cache` by default, so that tests see each change.
 */
export function startStaticServer(options: {
  buildDir: string;
  baseUrl: string;
  compress?: boolean;
  cacheControl?: string;
}): Promise<StaticServer> {
  const {buildDir, baseUrl, compress = false, cacheControl = 'no-cache'} = options;
  const notFound = path.join(buildDir, '404.html');
  const server = http.createServer((req, res) => {
    const {pathname, search} = new URL(req.url ?? '/', 'http://localhost');
    if (`${pathname}/` === baseUrl) {
      res.writeHead(301, {location: baseUrl + search}).end();
      return;
    }
    const file = resolveBuiltFile(buildDir, baseUrl, pathname);
    if (file && !pathname.endsWith('/') && file.endsWith(`${path.sep}index.html`) && !pathname.endsWith('index.html')) {
      res.writeHead(301, {location: `${pathname}/${search}`}).end();
      return;
    }
    const status = file ? 200 : 404;
    const served = file ?? notFound;
    const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
    let body = fs.readFileSync(served);
    const headers: Record<string, string> = {'content-type': type, 'cache-control': cacheControl};
    if (compress && /gzip/.test(String(req.headers['accept-encoding'])) && /text|json|xml|svg/.test(type)) {
      body = zlib.gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const {port: actual} = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** A build served for the benchmarks as GitHub Pages serves the site: gzip, cacheable for ten minutes. */
export const serveAsGitHubPages = (buildDir: string, cacheControl = 'max-age=600') =>
  startStaticServer({buildDir, baseUrl: BASE_URL, compress: true, cacheControl});
