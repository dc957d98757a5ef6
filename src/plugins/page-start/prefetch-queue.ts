/**
 * A queue that runs calls a few at a time, each batch in a task of its own and for at most `budgetMs`,
 * so that many calls made at once (every link that scrolls into view prefetches its page) never make
 * one long task. Pure logic: the scheduler is passed in.
 */
export type Schedule = (run: () => void) => void;

export interface Queue<T> {
  push: (item: T) => void;
  /** Items waiting for their turn. */
  readonly size: number;
}

export function createQueue<T>(handle: (item: T) => void, schedule: Schedule, now: () => number, budgetMs: number): Queue<T> {
  const waiting: T[] = [];
  let scheduled = false;
  const drain = (): void => {
    scheduled = false;
    const start = now();
    // At least one item per task, then as many as fit in the budget.
    do {
      const item = waiting.shift() as T;
      try {
        handle(item);
      } catch (error) {
        // One failed prefetch must not stop the others; it is only a hint to the browser.
        console.error(error);
      }
    } while (waiting.length > 0 && now() - start < budgetMs);
    if (waiting.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };
  return {
    push(item: T) {
      waiting.push(item);
      if (!scheduled) {
        scheduled = true;
        schedule(drain);
      }
    },
    get size() {
      return waiting.length;
    },
  };
}
