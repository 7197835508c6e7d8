import { whenIdle } from '@/components/ui/idleQueue';

describe('whenIdle', () => {
  let now = 0;
  beforeEach(() => {
    jest.useFakeTimers();
    now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs nothing at once, then the queued tasks in turns of at most 4 ms', () => {
    const ran: number[] = [];
    for (let task = 1; task <= 5; task += 1) {
      whenIdle(() => {
        ran.push(task);
        now += 3;
      });
    }
    expect(ran).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2]);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2, 3, 4]);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2, 3, 4, 5]);
  });

  it('goes on after a task that throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    whenIdle(() => {
      throw new Error('broken');
    });
    whenIdle(() => ran.push('next'));
    jest.runAllTimers();
    expect(ran).toEqual(['next']);
    expect(error).toHaveBeenCalledWith(new Error('broken'));
  });

  it("uses the browser's idle callback where there is one", () => {
    const idle = jest.fn((run: () => void) => {
      run();
      return 1;
    });
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: idle });
    try {
      const ran: string[] = [];
      whenIdle(() => ran.push('idle'));
      expect(idle).toHaveBeenCalledTimes(1);
      expect(ran).toEqual(['idle']);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });
});
