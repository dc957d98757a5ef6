import assert from 'node:assert/strict';
import {test} from 'node:test';
import {runPlan, type TestStep} from '../lib/test-plan';

const STEPS: TestStep[] = [
  {script: 'build', needs: []},
  {script: 'lint', needs: []},
  {script: 'e2e', needs: ['build']},
  {script: 'links', needs: ['build']},
];

/** A runner whose steps end when the test says so, recording what ran side by side. */
function controlledRunner(results: Record<string, boolean> = {}) {
  const started: string[] = [];
  let running = 0;
  let most = 0;
  const run = async (script: string) => {
    started.push(script);
    most = Math.max(most, ++running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    return {ok: results[script] ?? true, output: `${script} output\n`};
  };
  return {run, started, most: () => most};
}

test('steps run side by side up to the number of slots, each after what it needs', async () => {
  const runner = controlledRunner();
  const outcomes = await runPlan(STEPS, 2, runner.run);
  assert.deepEqual(
    outcomes.map((outcome) => outcome.status),
    ['passed', 'passed', 'passed', 'passed'],
  );
  assert.equal(runner.most(), 2);
  assert.deepEqual(runner.started.slice(0, 2), ['build', 'lint']);
  assert.ok(runner.started.indexOf('e2e') > runner.started.indexOf('build'));
});

test('one slot runs the steps one after another', async () => {
  const runner = controlledRunner();
  await runPlan(STEPS, 1, runner.run);
  assert.equal(runner.most(), 1);
});

test('a failed step fails the run, and the steps that need it are skipped, not run', async () => {
  const runner = controlledRunner({build: false});
  const outcomes = await runPlan(STEPS, 2, runner.run);
  assert.deepEqual(
    outcomes.map((outcome) => [outcome.script, outcome.status]),
    [
      ['build', 'failed'],
      ['lint', 'passed'],
      ['e2e', 'skipped'],
      ['links', 'skipped'],
    ],
  );
  assert.ok(!runner.started.includes('e2e'));
});

test('a step that throws counts as failed; unknown needs and cycles are refused', async () => {
  const outcomes = await runPlan([{script: 'a', needs: []}], 1, () => Promise.reject(new Error('boom')));
  assert.equal(outcomes[0].status, 'failed');
  assert.match(outcomes[0].output, /boom/);
  await assert.rejects(runPlan([{script: 'a', needs: ['missing']}], 1, controlledRunner().run), /not a step/);
  await assert.rejects(
    runPlan(
      [
        {script: 'a', needs: ['b']},
        {script: 'b', needs: ['a']},
      ],
      1,
      controlledRunner().run,
    ),
    /cycle/,
  );
});
