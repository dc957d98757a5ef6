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
  /** Throws, with the end of the server's log, when the server is no longer running. */
  assertRunning: () => void;
  /** `error` with the end of the server's log and, when it has stopped, how it stopped. */
  withLog: (error: unknown) => Error;
}

/** The last lines of a log, for a failure message. */
function tail(text: string, lines = 40): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
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
  // How the server stopped, once it has: an exit code, or the signal that ended it (a crash, the kernel).
  let stopped: string | undefined;
  const server: DevServer = {
    url: (pathBelowBase = '') => `${origin}${BASE_URL}${pathBelowBase.replace(/^\//, '')}`,
    log: () => output,
    assertRunning: () => {
      if (stopped) throw new Error(`the dev server stopped (${stopped}); its log ends:\n${tail(output)}`);
    },
    withLog: (error) => {
      const message = error instanceof Error ? error.message : String(error);
      const state = stopped ? `the dev server stopped (${stopped})` : 'the dev server is running';
      return new Error(`${message}\n${state}; its log ends:\n${tail(output)}`, {cause: error});
    },
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
      child.once('exit', (code, signal) => (stopped = signal ? `signal ${signal}` : `exit status ${code}`));
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
    // The whole group: docusaurus and the indexing process it starts (gone already if the server stopped).
    if (!child?.pid || stopped) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  });
  return server;
}
