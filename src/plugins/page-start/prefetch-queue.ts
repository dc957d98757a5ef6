/**
 * A queue that runs calls one per task, so that many calls made at once (every link that scrolls into
 * view prefetches its page) never make one long task. Pure logic: the scheduler is passed in.
 */
export type Schedule = (run: () => void) => void;

export interface Queue<T> {
  push: (item: T) => void;
  /** Items waiting for their turn. */
  readonly size: number;
}

export function createQueue<T>(handle: (item: T) => void, schedule: Schedule): Queue<T> {
  const waiting: T[] = [];
  let scheduled = false;
  const next = (): void => {
    scheduled = false;
    const item = waiting.shift() as T;
    try {
      handle(item);
    } catch (error) {
      // One failed prefetch must not stop the others; it is only a hint to the browser.
      console.error(error);
    }
    if (waiting.length > 0) {
      scheduled = true;
      schedule(next);
    }
  };
  return {
    push(item: T) {
      waiting.push(item);
      if (!scheduled) {
        scheduled = true;
        schedule(next);
      }
    },
    get size() {
      return waiting.length;
    },
  };
}
