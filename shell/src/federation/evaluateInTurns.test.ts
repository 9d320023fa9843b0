import { evaluateInTurns } from './evaluateInTurns';

/** Runs every microtask queued so far (and those they queue), but no timer: the rest of the current task. */
async function restOfTask() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('evaluateInTurns', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('evaluates one module a task, in order', async () => {
    const order: string[] = [];
    const load = (name: string) => () => Promise.resolve().then(() => order.push(name));
    let done = false;
    void evaluateInTurns([load('react-dom'), load('apollo'), load('kit')]).then(() => (done = true));

    await restOfTask();
    expect(order).toEqual(['react-dom']);
    jest.advanceTimersByTime(0);
    await restOfTask();
    expect(order).toEqual(['react-dom', 'apollo']);
    jest.advanceTimersByTime(0);
    await restOfTask();
    expect(order).toEqual(['react-dom', 'apollo', 'kit']);
    expect(done).toBe(false);
    jest.advanceTimersByTime(0);
    await restOfTask();
    expect(done).toBe(true);
  });

  it('stops at a module that fails to load and resolves, leaving the failure to the bootstrap', async () => {
    const later = jest.fn(() => Promise.resolve());
    const run = evaluateInTurns([() => Promise.reject(new Error('chunk failed')), later]);
    jest.runAllTimers();
    await expect(run).resolves.toBeUndefined();
    expect(later).not.toHaveBeenCalled();
  });
});
