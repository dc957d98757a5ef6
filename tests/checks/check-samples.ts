/**
 * Checks the API code samples of the built pages (npm run test:samples, after the build):
 * - every sample names the documented server (scheme, host, port), the operation's method, path and
 *   query parameters and the user header (structural check, all languages);
 * - each language's own parser or compiler accepts it, where Debian packages one;
 * - the samples of curl, Python, Node.js, JavaScript (fetch), Ruby, Go, PHP (cURL) and C (libcurl) run
 *   against a mock of the API made from api/swagger.yaml, rewritten to its plain HTTP loopback address,
 *   and must send the expected request and print the mock's 2xx answer, itself valid against the schema.
 * Where a tool can check many files in one process (batch.ts) it checks all of a language's samples at once, and a
 * sample it does not pass is checked again alone, that result counting; Go's samples run as one program built from all
 * of them (go-build.ts), each sample that cannot be part of it by `go run`.
 * Prints a table per language; exits 1 on any failure. A missing tool fails under CI=true and is
 * skipped with a warning elsewhere.
 *
 * Options: --build DIR (default build), --json FILE (samples as a JSON array of {page, language,
 * variant, code}), --only LANG[,LANG] (some languages only).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {API_SPEC_PATH} from '../../config/openapi';
import {
  expectedRequests,
  offeredVariants,
  operationsOfSpec,
  structuralProblems,
  type ExpectedRequest,
} from '../lib/samples/expected';
import {extractSamplesFromBuild} from '../lib/samples/extract';
import {languageSpecs, type RunSpec, type ToolCheck} from '../lib/samples/languages';
import {startApiMock, type ApiMock} from '../lib/samples/mock';
import type {ToolResult} from '../lib/samples/batch';
import {hasTool, runProcess} from '../lib/samples/process';
import {rewriteForMock} from '../lib/samples/rewrite';
import {sampleLabel, type Sample} from '../lib/samples/types';

const root = path.resolve(__dirname, '..', '..');
const CI = process.env.CI === 'true';

interface Row {
  language: string;
  samples: number;
  checker: string;
  checked: number;
  checkFailed: number;
  ran: number;
  runFailed: number;
  notRun: string[];
  failures: string[];
  /** Time spent on its checks and runs */
  ms: number;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function firstLines(lines: string[], n = 4): string {
  return lines
    .slice(0, n)
    .map((l) => `      ${l.slice(0, 200)}`)
    .join('\n');
}

function writeCheckFile(check: ToolCheck, sample: Sample, dir: string): string {
  const file = path.join(dir, check.file);
  fs.writeFileSync(file, check.wrap ? check.wrap(sample.code) : sample.code);
  return file;
}

function toolErrors(check: ToolCheck, result: ToolResult): string[] {
  if (check.errors) return check.errors(result);
  if (result.status === 0) return [];
  const out = (result.stderr + '\n' + result.stdout).split('\n').filter((l) => l.trim() !== '');
  return out.length ? out : [`exit code ${result.status}`];
}

/**
 * The tool's errors for the sample. A batch result without errors passes it; without one, or with errors, the tool
 * checks it alone, and that result counts.
 */
async function toolCheck(check: ToolCheck, sample: Sample, dir: string, batched?: ToolResult): Promise<string[]> {
  const file = writeCheckFile(check, sample, dir);
  if (batched && toolErrors(check, batched).length === 0) return [];
  const result = await runProcess(check.tool, check.args(file), {cwd: dir, timeoutMs: 60_000});
  if (result.timedOut) return [`${check.tool} timed out`];
  return toolErrors(check, result);
}

/** The request the mock received matches the expected one, got a valid 2xx, and the sample printed it. */
function judgeRun(mock: ApiMock, before: number, expected: ExpectedRequest, stdout: string): string[] {
  const exchanges = mock.exchanges.slice(before);
  if (exchanges.length === 0) return ['no request reached the mock'];
  const last = exchanges[exchanges.length - 1];
  const problems: string[] = [];
  const url = new URL(last.url, 'http://mock');
  if (last.method !== expected.method) problems.push(`method ${last.method}, expected ${expected.method}`);
  if (url.pathname !== expected.path) problems.push(`path ${url.pathname}, expected ${expected.path}`);
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');
  const wanted = expected.query
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');
  if (query !== wanted) problems.push(`query "${query}", expected "${wanted}"`);
  if (expected.userHeader && !last.headers[expected.userHeader.toLowerCase()])
    problems.push(`no ${expected.userHeader} header`);
  if (last.status < 200 || last.status > 299)
    problems.push(`the mock answered ${last.status}: ${last.errors.join('; ')}`);
  else if (last.errors.length) problems.push(`the mock's answer broke the schema: ${last.errors.join('; ')}`);
  else if (!stdout.includes(last.body.slice(0, 200))) problems.push('the sample did not print the answer');
  return problems;
}

/** The sample as it runs: pointed at the mock, wrapped where its language needs it. */
function runnableCode(spec: RunSpec, sample: Sample, expected: ExpectedRequest, mock: ApiMock): string {
  const code = rewriteForMock(sample.language, sample.variant, sample.code, expected.origin, {
    host: mock.host,
    port: mock.port,
  });
  return spec.wrap ? spec.wrap(code) : code;
}

async function runSample(
  spec: RunSpec,
  sample: Sample,
  expected: ExpectedRequest,
  mock: ApiMock,
  dir: string,
  prebuilt?: string[],
): Promise<string[]> {
  const file = path.join(dir, spec.file);
  fs.writeFileSync(file, runnableCode(spec, sample, expected, mock));
  const before = mock.exchanges.length;
  let stdout = '';
  for (const [command, ...args] of prebuilt ? [prebuilt] : spec.commands(file, dir)) {
    const result = await runProcess(command, args, {
      cwd: dir,
      env: spec.env?.(dir),
      timeoutMs: spec.timeoutMs ?? 30_000,
    });
    if (result.timedOut) return [`${command} timed out`];
    if (result.status !== 0) {
      const out = (result.stderr + '\n' + result.stdout).split('\n').filter((l) => l.trim() !== '');
      return [`${path.basename(command)} exited ${result.status}`, ...out.slice(-6)];
    }
    stdout = result.stdout;
  }
  return judgeRun(mock, before, expected, stdout);
}

async function main(): Promise<void> {
  const only = arg('--only')?.split(',');
  const buildDir = path.resolve(root, arg('--build') ?? 'build');
  let samples: Sample[];
  let source: string;
  const json = arg('--json');
  if (json) {
    samples = JSON.parse(fs.readFileSync(json, 'utf8')) as Sample[];
    source = `read from ${json}`;
  } else {
    if (!fs.existsSync(buildDir)) {
      console.error(`samples: no build in ${path.relative(root, buildDir)}: run npm run build first`);
      process.exit(1);
    }
    samples = extractSamplesFromBuild(buildDir);
    source = `extracted from ${path.relative(root, buildDir)}/docs/api`;
    if (samples.length === 0) {
      console.error('samples: the built API pages carry no static samples (data-sample-language)');
      process.exit(1);
    }
  }
  if (only) samples = samples.filter((s) => only.includes(s.language));
  const expected = expectedRequests(await operationsOfSpec(root));
  const specs = languageSpecs(root);
  console.log(`samples: ${samples.length} samples ${source}`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ceems-samples-'));
  const rows = new Map<string, Row>();
  const toolPresent = new Map<string, boolean>();
  const present = async (tool: string): Promise<boolean> => {
    if (!toolPresent.has(tool)) toolPresent.set(tool, await hasTool(tool));
    return toolPresent.get(tool)!;
  };
  const missing = new Set<string>();
  const rowOf = (sample: Sample): Row => {
    const spec = specs[sample.language];
    let row = rows.get(sample.language);
    if (!row) {
      row = {
        language: sample.language,
        samples: 0,
        checker: spec?.check ? spec.check.name : 'structure only',
        checked: 0,
        checkFailed: 0,
        ran: 0,
        runFailed: 0,
        notRun: [],
        failures: [],
        ms: 0,
      };
      rows.set(sample.language, row);
    }
    return row;
  };
  const dirs = samples.map((_s, i) => {
    const dir = path.join(work, String(i));
    fs.mkdirSync(dir);
    return dir;
  });
  // The table's rows in the order of the samples' languages.
  for (const sample of samples) rowOf(sample).samples++;
  // The batches first: the tools that can check many samples in one process (languages.ts, batch.ts) check all of
  // their language's samples at once, the languages side by side.
  const batched = new Map<number, ToolResult | undefined>();
  const batches = new Map<ToolCheck, number[]>();
  samples.forEach((sample, i) => {
    const check = specs[sample.language]?.check;
    if (!check?.batch || !expected.has(sample.page)) return;
    batches.set(check, [...(batches.get(check) ?? []), i]);
  });
  await Promise.all(
    [...batches].map(async ([check, indices]) => {
      if (!(await present(check.tool))) return;
      const started = Date.now();
      const files = indices.map((i) => writeCheckFile(check, samples[i], dirs[i]));
      const results = await check.batch!(files).catch(() => files.map(() => undefined));
      indices.forEach((i, k) => batched.set(i, results[k]));
      rowOf(samples[indices[0]]).ms += Date.now() - started;
    }),
  );
  // Then the checks, as many at a time as there are cores (SAMPLES_JOBS overrides): they are independent.
  const checkOne = async (i: number): Promise<void> => {
    const sample = samples[i];
    const spec = specs[sample.language];
    const row = rowOf(sample);
    const label = sampleLabel(sample);
    const started = Date.now();
    const exp = expected.get(sample.page);
    row.checked++;
    if (!exp || !spec) {
      row.checkFailed++;
      row.failures.push(
        exp
          ? `${label}: no checker for language ${sample.language}`
          : `${label}: no operation ${sample.page} in ${API_SPEC_PATH}`,
      );
      return;
    }
    const problems = structuralProblems(sample.code, exp);
    if (spec.check) {
      if (await present(spec.check.tool))
        problems.push(...(await toolCheck(spec.check, sample, dirs[i], batched.get(i))));
      else missing.add(spec.check.tool);
    }
    row.ms += Date.now() - started;
    if (problems.length) {
      row.checkFailed++;
      row.failures.push(`${label}: check failed\n${firstLines(problems)}`);
    }
  };
  // Each run's requests are the exchanges its mock received since it started: a worker runs one sample at a
  // time against a mock of its own, so runs on different workers never share a mock.
  const unavailable = new Map<RunSpec, string | undefined>();
  // Ways of running that build their samples at once (Go: one program): each sample is built once per mock, pointed at
  // it, while the other runs go on; a run waits for its build, then runs the sample's command for its mock ("i m").
  const builds = new Map<RunSpec, Promise<Map<string, string[]>>>();
  const buildAll = (run: RunSpec, indices: number[], mocks: ApiMock[]): Promise<Map<string, string[]>> => {
    const started = Date.now();
    const keys: string[] = [];
    const codes: string[] = [];
    for (const i of indices) {
      mocks.forEach((mock, m) => {
        keys.push(`${i} ${m}`);
        codes.push(runnableCode(run, samples[i], expected.get(samples[i].page)!, mock));
      });
    }
    // A build that throws builds nothing: every sample runs by its commands.
    return run.build!(codes, path.join(work, `build-${path.basename(dirs[indices[0]])}`))
      .catch(() => codes.map(() => undefined))
      .then((commands) => {
        rowOf(samples[indices[0]]).ms += Date.now() - started;
        return new Map(keys.flatMap((key, k) => (commands[k] ? [[key, commands[k]!] as [string, string[]]] : [])));
      });
  };
  const runOne = async (i: number, mock: ApiMock, m: number): Promise<void> => {
    const sample = samples[i];
    const run = specs[sample.language]?.run?.[sample.variant];
    const exp = expected.get(sample.page);
    if (!run || !exp) return;
    const row = rowOf(sample);
    if (!(await present(run.tool))) {
      missing.add(run.tool);
      return;
    }
    if (!unavailable.has(run)) unavailable.set(run, run.available?.());
    const reason = unavailable.get(run);
    if (reason) {
      if (!row.notRun.includes(`${sample.variant} (${reason})`)) row.notRun.push(`${sample.variant} (${reason})`);
      return;
    }
    const started = Date.now();
    row.ran++;
    const prebuilt = builds.has(run) ? (await builds.get(run)!).get(`${i} ${m}`) : undefined;
    const runProblems = await runSample(run, sample, exp, mock, dirs[i], prebuilt);
    row.ms += Date.now() - started;
    if (runProblems.length) {
      row.runFailed++;
      row.failures.push(`${sampleLabel(sample)}: run against the mock failed\n${firstLines(runProblems)}`);
    }
  };
  // Every operation page has every offered language and variant.
  for (const page of expected.keys()) {
    for (const {language, variant} of offeredVariants()) {
      if (only && !only.includes(language)) continue;
      if (!samples.some((s) => s.page === page && s.language === language && s.variant === variant)) {
        const row = rowOf({page, language, variant, code: ''});
        row.checked++;
        row.checkFailed++;
        row.failures.push(`${page} ${language}/${variant}: no such sample on the page`);
      }
    }
  }
  const jobs = Math.max(1, Number(process.env.SAMPLES_JOBS) || os.availableParallelism());
  let next = 0;
  await Promise.all(
    Array.from({length: jobs}, async () => {
      while (next < samples.length) await checkOne(next++);
    }),
  );
  // The runs, as many at a time as the checks. A first round runs one sample of each way of running (Go's
  // fills the build cache with the standard library once, where several side by side would each compile it);
  // a second round runs the rest.
  const mocks: ApiMock[] = [];
  try {
    for (let m = 0; m < jobs; m++) mocks.push(await startApiMock(path.join(root, API_SPEC_PATH)));
    const toBuild = new Map<RunSpec, number[]>();
    samples.forEach((sample, i) => {
      const run = specs[sample.language]?.run?.[sample.variant];
      if (run?.build && expected.has(sample.page)) toBuild.set(run, [...(toBuild.get(run) ?? []), i]);
    });
    for (const [run, indices] of toBuild) {
      const build = (async () =>
        (await present(run.tool)) && !run.available?.()
          ? buildAll(run, indices, mocks)
          : new Map<string, string[]>())();
      builds.set(run, build);
    }
    const firstOfSpec = new Set<RunSpec>();
    const rounds: number[][] = [[], []];
    samples.forEach((sample, i) => {
      const run = specs[sample.language]?.run?.[sample.variant];
      if (!run) return;
      rounds[firstOfSpec.has(run) ? 1 : 0].push(i);
      firstOfSpec.add(run);
    });
    for (const round of rounds) {
      let taken = 0;
      await Promise.all(
        mocks.map(async (mock, m) => {
          while (taken < round.length) await runOne(round[taken++], mock, m);
        }),
      );
    }
  } finally {
    await Promise.all(mocks.map((mock) => mock.close()));
    fs.rmSync(work, {recursive: true, force: true});
  }

  console.log(
    '\nlanguage      samples  checker                                              checked  passed  failed  ' +
      'ran  passed  failed  seconds',
  );
  let failed = 0;
  let passed = 0;
  for (const row of rows.values()) {
    console.log(
      `${row.language.padEnd(13)} ${String(row.samples).padStart(7)}  ${row.checker.padEnd(52)} ` +
        `${String(row.checked).padStart(7)}  ${String(row.checked - row.checkFailed).padStart(6)}  ` +
        `${String(row.checkFailed).padStart(6)}  ${String(row.ran).padStart(3)}  ` +
        `${String(row.ran - row.runFailed).padStart(6)}  ${String(row.runFailed).padStart(6)}  ` +
        `${String(Math.round(row.ms / 1000)).padStart(7)}`,
    );
    if (row.notRun.length) console.log(`${''.padEnd(14)}not run: ${row.notRun.join(', ')}`);
  }
  for (const row of rows.values()) {
    for (const f of row.failures.slice(0, 5)) console.log(`\nFAIL ${f}`);
    if (row.failures.length > 5) console.log(`\n  ... and ${row.failures.length - 5} more failures in ${row.language}`);
    failed += row.failures.length;
    passed += row.checked - row.checkFailed + row.ran - row.runFailed;
  }
  if (missing.size) {
    const tools = [...missing].sort().join(', ');
    if (CI) {
      console.log(`\nFAIL missing tools: ${tools} (.ci/run installs them)`);
      failed += missing.size;
    } else {
      console.warn(
        `\n!!! WARNING: missing tools: ${tools}; their checks were SKIPPED. .ci/run installs them; CI fails ` +
          `without them. !!!`,
      );
    }
  }
  console.log(`\nsamples: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
