/**
 * Work that can wait (prefetching the code of linked pages), run in the browser's idle time a few milliseconds per
 * turn: the links of a page come near the viewport together while it starts, and doing all of their work in the
 * observer's callback made one task of 20-40 ms (four times that on Lighthouse's phone).
 */
const TURN_BUDGET_MS = 4;

const queue: (() => void)[] = [];
let scheduled = false;

function requestIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2_000 });
  else window.setTimeout(run, 1);
}

function runTurn(): void {
  scheduled = false;
  const started = performance.now();
  while (queue.length > 0 && performance.now() - started < TURN_BUDGET_MS) {
    const task = queue.shift()!;
    try {
      task();
    } catch (error) {
      // One failed task must not drop the others.
      console.error(error);
    }
  }
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  requestIdle(runTurn);
}

/** Runs `task` in an idle turn of at most a few milliseconds (with the tasks queued before it). */
export function whenIdle(task: () => void): void {
  queue.push(task);
  schedule();
}
