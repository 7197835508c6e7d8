import { timeoutManager, type TimeoutProvider } from '@tanstack/react-query';

/**
 * React Query's timers (each query's garbage collection and staleness, the polls) through one browser timer.
 *
 * A page of cards makes and clears dozens of such timers while it loads, each a call into the browser that a
 * performance trace records with its stack; these timers wait seconds to minutes, so they run together from one
 * timer armed for the earliest of them. Shorter delays stay the browser's own.
 */
const COALESCED_FROM_MS = 1000;

type Timer = { due: number; callback: () => void; period?: number };

const timers = new Map<number, Timer>();
let lastId = 0;
let armed: { handle: number; due: number } | undefined;

function runDue() {
  armed = undefined;
  const now = Date.now();
  try {
    for (const [id, timer] of [...timers]) {
      if (timer.due > now || !timers.has(id)) continue;
      if (timer.period === undefined) timers.delete(id);
      else timer.due = now + timer.period;
      timer.callback();
    }
  } finally {
    arm();
  }
}

function arm() {
  let earliest = Infinity;
  for (const timer of timers.values()) earliest = Math.min(earliest, timer.due);
  if (earliest === Infinity || (armed && armed.due <= earliest)) return;
  if (armed) window.clearTimeout(armed.handle);
  armed = { handle: window.setTimeout(runDue, Math.max(0, earliest - Date.now())), due: earliest };
}

// Negative ids: never one of the browser's, which start at 1.
function add(callback: () => void, delay: number, period?: number): number {
  lastId -= 1;
  timers.set(lastId, { due: Date.now() + delay, callback, period });
  arm();
  return lastId;
}

// A cleared timer only leaves the list: the armed one then finds nothing due, or runs the next.
const isCoalesced = (id: number | undefined): id is number => id !== undefined && id < 0;

/** For the browser only (its timer ids are numbers). */
export const coalescedTimers: TimeoutProvider<number> = {
  setTimeout: (callback, delay) => (delay >= COALESCED_FROM_MS ? add(callback, delay) : window.setTimeout(callback, delay)),
  clearTimeout: (id) => (isCoalesced(id) ? void timers.delete(id) : window.clearTimeout(id)),
  setInterval: (callback, delay) => (delay >= COALESCED_FROM_MS ? add(callback, delay, delay) : window.setInterval(callback, delay)),
  clearInterval: (id) => (isCoalesced(id) ? void timers.delete(id) : window.clearInterval(id)),
};

/** Before the first QueryClient of the page (React Query's advice: one provider for all its timers). */
export function coalesceQueryTimers() {
  if (typeof window !== 'undefined') timeoutManager.setTimeoutProvider(coalescedTimers);
}
