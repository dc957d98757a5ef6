/**
 * The steps of `npm test` and what each waits for, and the scheduler that runs them: a step starts as
 * soon as the steps it needs have passed and a slot is free; a failed step fails the run and skips the
 * steps that need it. Pure scheduling, with the step runner passed in, so unit tests cover it.
 */

export interface TestStep {
  /** The npm script the step runs. */
  script: string;
  /** Scripts that must pass first. */
  needs: string[];
}

export type StepOutcome = {script: string; status: 'passed' | 'failed' | 'skipped'; seconds: number; output: string};

export type RunStep = (script: string) => Promise<{ok: boolean; output: string}>;

/**
 * Runs `steps` at most `slots` at a time, each when its needs have passed; `onDone` hears each outcome as
 * it comes. Resolves with every outcome in the order of `steps`.
 */
export async function runPlan(
  steps: TestStep[],
  slots: number,
  runStep: RunStep,
  onDone: (outcome: StepOutcome) => void = () => undefined,
  now = () => Date.now(),
): Promise<StepOutcome[]> {
  const known = new Set(steps.map((step) => step.script));
  for (const step of steps) {
    for (const need of step.needs)
      if (!known.has(need)) throw new Error(`test plan: ${step.script} needs ${need}, which is not a step`);
  }
  const outcomes = new Map<string, StepOutcome>();
  const running = new Map<string, Promise<void>>();
  const finish = (outcome: StepOutcome) => {
    outcomes.set(outcome.script, outcome);
    onDone(outcome);
  };
  while (outcomes.size < steps.length) {
    let progressed = false;
    for (const step of steps) {
      if (outcomes.has(step.script) || running.has(step.script)) continue;
      if (step.needs.some((need) => outcomes.get(need) && outcomes.get(need)!.status !== 'passed')) {
        finish({
          script: step.script,
          status: 'skipped',
          seconds: 0,
          output:
            `skipped: ${step.needs.filter((need) => outcomes.get(need)?.status !== 'passed').join(', ')} ` +
            'did not pass\n',
        });
        progressed = true;
        continue;
      }
      if (running.size >= slots || !step.needs.every((need) => outcomes.get(need)?.status === 'passed')) continue;
      const started = now();
      running.set(
        step.script,
        runStep(step.script)
          .catch((error: unknown) => ({ok: false, output: String(error)}))
          .then(({ok, output}) => {
            running.delete(step.script);
            finish({script: step.script, status: ok ? 'passed' : 'failed', seconds: (now() - started) / 1000, output});
          }),
      );
      progressed = true;
    }
    if (outcomes.size === steps.length) break;
    if (!running.size) {
      if (!progressed) throw new Error('test plan: steps wait for each other in a cycle');
      continue;
    }
    await Promise.race(running.values());
  }
  return steps.map((step) => outcomes.get(step.script)!);
}
