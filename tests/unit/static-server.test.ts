import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {startStaticServer, type StaticServer} from '../../scripts/lib/static-server';

let dir: string;
let server: StaticServer;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.mkdirSync(path.join(dir, 'search'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(dir, 'search', 'index.html'), '<h1>search</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>not found</h1>');
  fs.mkdirSync(path.join(dir, 'blog'));
  fs.writeFileSync(path.join(dir, 'blog.html'), '<h1>blog</h1>');
  fs.writeFileSync(path.join(dir, 'blog', 'post.html'), '<h1>post</h1>');
  server = await startStaticServer({buildDir: dir, baseUrl: '/ceems/', compress: true});
});

after(async () => {
  await server.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

test('serves pages under the base path and 404.html with status 404 elsewhere', async () => {
  assert.equal(await (await fetch(`${server.url}/ceems/`)).text(), '<h1>home</h1>');
  const missing = await fetch(`${server.url}/ceems/nothing-here`);
  assert.equal(missing.status, 404);
  assert.equal(await missing.text(), '<h1>not found</h1>');
});

test('redirects a folder without its slash as GitHub Pages does, keeping the query string', async () => {
  const response = await fetch(`${server.url}/ceems/search?q=rapl`, {redirect: 'manual'});
  assert.equal(response.status, 301);
  assert.equal(response.headers.get('location'), '/ceems/search/?q=rapl');
  const root = await fetch(`${server.url}/ceems?x=1`, {redirect: 'manual'});
  assert.equal(root.headers.get('location'), '/ceems/?x=1');
});

test('serves /x from x.html with no redirect, and /x/ only from x/index.html, as GitHub Pages does', async () => {
  const page = await fetch(`${server.url}/ceems/blog/post`, {redirect: 'manual'});
  assert.equal(page.status, 200);
  assert.equal(await page.text(), '<h1>post</h1>');
  assert.equal(await (await fetch(`${server.url}/ceems/blog`, {redirect: 'manual'})).text(), '<h1>blog</h1>');
  assert.equal(
    (await fetch(`${server.url}/ceems/blog/`, {redirect: 'manual'})).status,
    404,
    'a folder without index.html',
  );
  assert.equal((await fetch(`${server.url}/ceems/blog/post/`, {redirect: 'manual'})).status, 404);
});

test('compresses text when the client accepts gzip', async () => {
  const response = await fetch(`${server.url}/ceems/`, {headers: {'accept-encoding': 'gzip'}});
  assert.equal(response.headers.get('content-encoding'), 'gzip');
});

test('never serves a file outside the build folder', async () => {
  const response = await fetch(`${server.url}/ceems/..%2f..%2fetc%2fpasswd`);
  assert.equal(response.status, 404);
});

test('a malformed percent-encoding gets the 404 page, and the server keeps running', async () => {
  const response = await fetch(`${server.url}/ceems/docs/%E0%A4%A`);
  assert.equal(response.status, 404);
  assert.equal(await response.text(), '<h1>not found</h1>');
  assert.equal((await fetch(`${server.url}/ceems/`)).status, 200);
});
