import assert from 'node:assert/strict';
import test from 'node:test';
import {createQueue} from '../../src/plugins/page-start/prefetch-queue';

/** A queue whose tasks are run by hand. */
function setup(handle: (item: number) => void = () => {}) {
  const tasks: Array<() => void> = [];
  const handled: number[] = [];
  const queue = createQueue<number>(
    (item) => {
      handled.push(item);
      handle(item);
    },
    (run) => tasks.push(run),
  );
  return {queue, tasks, handled};
}

test('calls made together run later, in order, one per task, until none is left', () => {
  const {queue, tasks, handled} = setup();
  for (let i = 0; i < 5; i++) queue.push(i);
  assert.deepEqual(handled, [], "nothing runs in the caller's task");
  assert.equal(tasks.length, 1, 'one task is waiting at a time');
  const perTask: number[] = [];
  while (tasks.length) {
    const before = handled.length;
    tasks.shift()!();
    perTask.push(handled.length - before);
  }
  assert.deepEqual(handled, [0, 1, 2, 3, 4]);
  assert.deepEqual(perTask, [1, 1, 1, 1, 1]);
  assert.equal(queue.size, 0);
});

test('a call pushed while the queue is draining joins the end', () => {
  const {queue, tasks, handled} = setup();
  queue.push(1);
  tasks.shift()!();
  queue.push(2);
  queue.push(3);
  while (tasks.length) tasks.shift()!();
  assert.deepEqual(handled, [1, 2, 3]);
});

test('a call that throws is reported and the others still run', () => {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (error: unknown) => errors.push(error);
  try {
    const {queue, tasks, handled} = setup((item) => {
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
