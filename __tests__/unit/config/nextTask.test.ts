import { nextTask } from '@/config/nextTask';

describe('nextTask', () => {
  it('resolves in a later task: after the asking task and its promise callbacks, after a timer queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued before'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('promise callback'))
      .then(() => order.push('chained promise callback'));
    order.push('rest of the asking task');

    await done;

    expect(order).toEqual(['rest of the asking task', 'promise callback', 'chained promise callback', 'timer queued before', 'next task']);
  });
});
