/**
 * `npm test`: every check CI runs, each an npm script of its own (README's scripts table). Steps that do
 * not need each other run side by side (TEST_JOBS at a time, default 2: the machine's two cores); the
 * checks of the built site start as soon as the build has passed. Each step's output is printed whole
 * when it ends, then a table of every step's time. Exits 1 when any step fails or is skipped.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {runPlan, type StepOutcome, type TestStep} from './lib/test-plan';

const root = path.resolve(__dirname, '..');

/** The checks, and the build the checks of the built site need. */
export const TEST_STEPS: TestStep[] = [
  {script: 'build', needs: []},
  {script: 'typecheck', needs: []},
  {script: 'lint', needs: []},
  {script: 'test:unit', needs: []},
  // The checks of the built site, longest first (a slot takes the next step in this order), so that the
  // short ones fill the other slot's gaps at the end instead of a long one starting last.
  {script: 'test:e2e', needs: ['build']},
  {script: 'test:samples', needs: ['build']},
  // `docusaurus start` writes .docusaurus/ as the build does, and the test edits a page: never beside the
  // build, nor beside the unit tests, which read the pages.
  {script: 'test:dev-server', needs: ['build', 'test:unit']},
  {script: 'test:html', needs: ['build']},
  {script: 'test:links', needs: ['build']},
];

function runScript(script: string): Promise<{ok: boolean; output: string}> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {cwd: root, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ok: code === 0, output}));
  });
}

function report(outcome: StepOutcome): void {
  process.stdout.write(
    `\n── ${outcome.script}: ${outcome.status}, ${outcome.seconds.toFixed(1)} s ──\n${outcome.output}`,
  );
}

async function main(): Promise<void> {
  const jobs = Number(process.env.TEST_JOBS ?? 2);
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new Error(`TEST_JOBS must be a whole number from 1, got ${process.env.TEST_JOBS}`);
  const started = Date.now();
  const outcomes = await runPlan(TEST_STEPS, jobs, runScript, report);
  console.log(
    `\nnpm test: ${TEST_STEPS.length} steps, ${jobs} at a time, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const {script, status, seconds} of outcomes)
    console.log(`  ${script.padEnd(14)} ${status.padEnd(8)} ${seconds.toFixed(1).padStart(7)} s`);
  const failed = outcomes.filter((outcome) => outcome.status !== 'passed');
  // The plain closing line CI reads: steps, not test cases (each step prints its own runner's counts above).
  console.log(`steps: ${outcomes.length - failed.length} passed, ${failed.length} failed`);
  if (failed.length) {
    console.error(`npm test: failed: ${failed.map((outcome) => `${outcome.script} (${outcome.status})`).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
