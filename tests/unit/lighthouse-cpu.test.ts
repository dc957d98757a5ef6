import assert from 'node:assert/strict';
import test from 'node:test';
import {slowdownFor} from '../../scripts/lib/lighthouse-cpu';

test("the CPU slowdown follows the calculator of Lighthouse's throttling guide at its anchor points", () => {
  const close = (actual: number, expected: number) =>
    assert.ok(Math.abs(actual - expected) < 0.01, `${actual} is not ${expected}`);
  close(slowdownFor(150), 1);
  close(slowdownFor(800), 2);
  close(slowdownFor(1050), 2.5);
  close(slowdownFor(1300), 3);
  close(slowdownFor(1533), 4);
  close(slowdownFor(2000), 6);
});

test('a host too slow to emulate the mobile device, or no index at all, is refused', () => {
  assert.throws(() => slowdownFor(120), /too slow/);
  assert.throws(() => slowdownFor(Number.NaN), /too slow/);
});
