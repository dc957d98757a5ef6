/**
 * The reference of `npm run bench` and `npm run lighthouse`: a bare `create-docusaurus` classic TypeScript
 * site of our Docusaurus version under our base URL, created and installed once into a folder outside the
 * project, and the measures both sites share: a cold build, and the time from `npm start` to the first
 * page served.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {ROOT} from './measure';
import {treeCpuSeconds, treeRss} from './process-memory';

/** The site's config with `baseUrl` set; throws when the template has no baseUrl line. */
function withBaseUrl(config: string, baseUrl: string): string {
  const pattern = /baseUrl:\s*'[^']*'/;
  if (!pattern.test(config)) throw new Error('bench reference: docusaurus.config.ts has no baseUrl line to set');
  return config.replace(pattern, `baseUrl: '${baseUrl}'`);
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit']});
  if (result.status !== 0)
    throw new Error(`bench reference: ${command} ${args.join(' ')} failed in ${cwd} with status ${result.status}`);
}

/**
 * Where the reference lives: BENCH_REFERENCE_DIR, else a folder of the system's temporary directory. Never below a
 * `node_modules` folder: Docusaurus compiles no source file whose path holds one, so the reference's own pages
 * would not build ("JavaScript parse error" on its TypeScript).
 */
export function referenceDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = path.resolve(
    ROOT,
    env.BENCH_REFERENCE_DIR?.trim() || path.join(os.tmpdir(), 'ceems-docs-bench-reference'),
  );
  if (dir.split(path.sep).includes('node_modules'))
    throw new Error(
      `BENCH_REFERENCE_DIR must not be inside a node_modules folder (Docusaurus would not compile it): ${dir}`,
    );
  return dir;
}

/**
 * The reference site, created and installed on first use into referenceDir(), with the Docusaurus version our
 * package.json pins; its folder.
 */
export function ensureReferenceSite(baseUrl: string): string {
  const dir = referenceDir();
  const site = path.join(dir, 'site');
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const version = (manifest as {dependencies: Record<string, string>}).dependencies['@docusaurus/core'];
  const stamp = path.join(dir, 'created-with.txt');
  const wanted = `create-docusaurus@${version} classic --typescript, baseUrl ${baseUrl}`;
  const ready =
    fs.existsSync(path.join(site, 'node_modules', '.bin', 'docusaurus')) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8').trim() === wanted;
  if (ready) return site;
  console.log(`[bench] creating the reference site (${wanted}) in ${dir}: once, then cached`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const options = 'site classic --typescript --skip-install --package-manager npm'.split(' ');
  run('npx', ['--yes', `create-docusaurus@${version}`, ...options], dir);
  const configFile = path.join(site, 'docusaurus.config.ts');
  fs.writeFileSync(configFile, withBaseUrl(fs.readFileSync(configFile, 'utf8'), baseUrl));
  run('npm', ['install', '--no-audit', '--no-fund'], site);
  fs.writeFileSync(stamp, `${wanted}\n`);
  return site;
}

/** Removes Docusaurus's generated files and bundler caches of a site. */
function clearDocusaurusCache(site: string): void {
  fs.rmSync(path.join(site, '.docusaurus'), {recursive: true, force: true});
  fs.rmSync(path.join(site, 'node_modules', '.cache'), {recursive: true, force: true});
}

/** A cold `npm run build` of a site: time and peak memory of the whole process tree. */
export async function coldBuild(site: string): Promise<{seconds: number; peakMemoryMB: number}> {
  fs.rmSync(path.join(site, 'build'), {recursive: true, force: true});
  clearDocusaurusCache(site);
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], {cwd: site, stdio: ['ignore', 'ignore', 'inherit']});
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 200);
  const code: number = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`npm run build failed in ${site} with status ${code}`);
  return {seconds: (Date.now() - started) / 1000, peakMemoryMB: Math.round(peak / 1024 / 1024)};
}

/** A TCP port free on 127.0.0.1 at the time of asking (the dev-server browser test uses it too). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface DevStart {
  /** From the command to the first page served. */
  seconds: number;
  /**
   * CPU seconds the command's processes had used by then: what the start costs, less sensitive than the time
   * to other work on a shared machine (two cores: the time can be at most half of it when nothing else runs).
   */
  cpuSeconds: number;
}

/**
 * `npm start` (its prestart included) to the first page served: the dev server answers `<baseUrl>` with 200
 * once its first bundle is compiled. Docusaurus's cache is cleared first. The dev server is stopped after.
 * Under `npm start` our pages are compiled when a browser asks for them (config/dev-server.ts): the first
 * page's own modules are compiled after this point, when a browser opens it (ARCHITECTURE.md, "Dev server").
 */
export async function devStart(site: string, baseUrl: string): Promise<DevStart> {
  const timeoutMs = 600_000;
  clearDocusaurusCache(site);
  const port = await freePort();
  const started = Date.now();
  const child = spawn('npm', ['start', '--', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: site,
    detached: true,
    env: {...process.env, BROWSER: 'none'},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null)
        throw new Error(`npm start exited with status ${child.exitCode} in ${site}:\n${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}${baseUrl}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return {seconds: (Date.now() - started) / 1000, cpuSeconds: treeCpuSeconds(child.pid!)};
      await sleep(250);
    }
    throw new Error(`npm start served no page within ${timeoutMs / 1000} s in ${site}`);
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
  }
}
