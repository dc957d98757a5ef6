/**
 * `docusaurus start` for a test file: on a free loopback port, in a process group of its own, stopped
 * (the whole group) after the file. The API pages are generated first when missing (`npm run gen:api`,
 * which skips the work when they are up to date), as `npm start` does.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {freePort} from '../../../scripts/lib/bench-reference';
import path from 'node:path';
import {after, before} from 'node:test';
import {BASE_URL} from '../../../config/env';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export interface DevServer {
  /** Absolute URL of a path below the base path. */
  url: (pathBelowBase?: string) => string;
  /** Everything the dev server printed so far. */
  log: () => string;
}

export {freePort};

/** Polls `check` every 500 ms until it returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

export function devServerForFile(startTimeoutMs = 240_000): DevServer {
  let child: ChildProcess | undefined;
  let output = '';
  let origin = '';
  const server: DevServer = {
    url: (pathBelowBase = '') => `${origin}${BASE_URL}${pathBelowBase.replace(/^\//, '')}`,
    log: () => output,
  };
  before(
    async () => {
      const generated = spawnSync('npm', ['run', '--silent', 'gen:api'], {cwd: ROOT, encoding: 'utf8'});
      if (generated.status !== 0) throw new Error(`npm run gen:api failed:\n${generated.stdout}${generated.stderr}`);
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      child = spawn(
        path.join(ROOT, 'node_modules', '.bin', 'docusaurus'),
        ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
        {cwd: ROOT, detached: true, env: {...process.env, BROWSER: 'none'}, stdio: ['ignore', 'pipe', 'pipe']},
      );
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<never>((_, reject) =>
        child!.once('exit', (code) => reject(new Error(`the dev server exited with status ${code}:\n${output}`))),
      );
      await Promise.race([
        exited,
        waitFor('the dev server to serve its first page', async () => (await fetch(server.url())).ok, startTimeoutMs),
      ]);
    },
    {timeout: startTimeoutMs + 60_000},
  );
  after(() => {
    // The whole group: docusaurus and the indexing process it starts.
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });
  return server;
}
