import type * as ReactQueryModule from '@tanstack/react-query';
import type * as TimersModule from '@/config/coalescedTimers';

describe('coalescedTimers', () => {
  let coalescedTimers: typeof TimersModule.coalescedTimers;
  let coalesceQueryTimers: typeof TimersModule.coalesceQueryTimers;
  let QueryClient: typeof ReactQueryModule.QueryClient;

  // The page's one clock: a fresh module (its list of timers) and React Query for each test's fake clock.
  beforeEach(async () => {
    jest.useFakeTimers();
    jest.resetModules();
    ({ coalescedTimers, coalesceQueryTimers } = await import('@/config/coalescedTimers'));
    ({ QueryClient } = await import('@tanstack/react-query'));
  });
  afterEach(() => jest.useRealTimers());

  it('runs timeouts of a second or more at their time, from one browser timer', () => {
    const ran: string[] = [];
    coalescedTimers.setTimeout(() => ran.push('gc 5 min'), 300_000);
    coalescedTimers.setTimeout(() => ran.push('stale 30 s'), 30_000);
    coalescedTimers.setTimeout(() => ran.push('gc 5 min, later'), 300_500);

    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(29_999);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['stale 30 s']);
    jest.advanceTimersByTime(270_000);
    expect(ran).toEqual(['stale 30 s', 'gc 5 min']);
    jest.advanceTimersByTime(500);
    expect(ran).toEqual(['stale 30 s', 'gc 5 min', 'gc 5 min, later']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('never runs a cleared timeout, and runs the others', () => {
    const ran: string[] = [];
    const first = coalescedTimers.setTimeout(() => ran.push('first'), 1000);
    coalescedTimers.setTimeout(() => ran.push('second'), 2000);
    coalescedTimers.clearTimeout(first);

    jest.advanceTimersByTime(2000);
    expect(ran).toEqual(['second']);
  });

  it('repeats an interval until it is cleared', () => {
    let runs = 0;
    const poll = coalescedTimers.setInterval(() => (runs += 1), 30_000);

    jest.advanceTimersByTime(90_000);
    expect(runs).toBe(3);
    coalescedTimers.clearInterval(poll);
    jest.advanceTimersByTime(90_000);
    expect(runs).toBe(3);
  });

  it('runs the timeouts due after one that throws', () => {
    const ran: string[] = [];
    coalescedTimers.setTimeout(() => {
      throw new Error('a failing callback');
    }, 1000);
    coalescedTimers.setTimeout(() => ran.push('after'), 1000);

    expect(() => jest.advanceTimersByTime(1000)).toThrow('a failing callback');
    jest.runOnlyPendingTimers();
    expect(ran).toEqual(['after']);
  });

  it('leaves shorter delays to the browser', () => {
    const ran: string[] = [];
    const cleared = coalescedTimers.setTimeout(() => ran.push('cleared'), 10);
    coalescedTimers.setTimeout(() => ran.push('10 ms'), 10);
    coalescedTimers.clearTimeout(cleared);

    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(10);
    expect(ran).toEqual(['10 ms']);
  });

  it('is what React Query garbage-collects unused queries with: one browser timer for them all', async () => {
    coalesceQueryTimers();
    const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000 } } });
    for (const key of ['wallets', 'team-summary', 'bonus']) {
      await queryClient.prefetchQuery({ queryKey: [key], queryFn: () => Promise.resolve(key.toUpperCase()) });
    }

    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(59_000);
    expect(queryClient.getQueryData(['wallets'])).toBe('WALLETS');
    jest.advanceTimersByTime(1000);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
