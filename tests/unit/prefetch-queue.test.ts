import assert from 'node:assert/strict';
import test from 'node:test';
import {createQueue} from '../../src/plugins/page-start/prefetch-queue';

/** A queue whose handler takes 1 ms of a fake clock, with its tasks run by hand. */
function setup(budgetMs: number, handle: (item: number) => void = () => {}) {
  let clock = 0;
  const tasks: Array<() => void> = [];
  const handled: number[] = [];
  const queue = createQueue<number>(
    (item) => {
      clock += 1;
      handled.push(item);
      handle(item);
    },
    (run) => tasks.push(run),
    () => clock,
    budgetMs,
  );
  const runTask = (): number => {
    const before = handled.length;
    tasks.shift()!();
    return handled.length - before;
  };
  return {queue, tasks, handled, runTask};
}

test('calls made together run later, in order, a budget per task, until none is left', () => {
  const {queue, tasks, handled, runTask} = setup(4);
  for (let i = 0; i < 10; i++) queue.push(i);
  assert.deepEqual(handled, [], 'nothing runs in the caller\'s task');
  assert.equal(tasks.length, 1, 'one task is scheduled for all of them');
  const perTask: number[] = [];
  while (tasks.length) perTask.push(runTask());
  assert.deepEqual(handled, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.deepEqual(perTask, [4, 4, 2]);
  assert.equal(queue.size, 0);
});

test('a task runs at least one call, even over budget', () => {
  const {queue, tasks, runTask} = setup(0);
  queue.push(1);
  queue.push(2);
  assert.equal(runTask(), 1);
  assert.equal(tasks.length, 1);
  assert.equal(runTask(), 1);
  assert.equal(tasks.length, 0);
});

test('a call that throws is reported and the others still run', () => {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (error: unknown) => errors.push(error);
  try {
    const {queue, tasks, handled} = setup(10, (item) => {
      if (item === 1) throw new Error('no chunk');
    });
    [0, 1, 2].forEach((item) => queue.push(item));
    while (tasks.length) tasks.shift()!();
    assert.deepEqual(handled, [0, 1, 2]);
    assert.equal(errors.length, 1);
  } finally {
    console.error = original;
  }
});
