/** @jest-environment node */
import { evaluateInTurns } from './evaluateInTurns';

/** Runs every microtask queued so far (and those they queue), but no timer: the rest of the current task. */
async function restOfTask() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('evaluateInTurns', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for every module at once and resolves a task after the last has arrived', async () => {
    const asked: string[] = [];
    const arrivals: Array<() => void> = [];
    const load = (name: string) => () => {
      asked.push(name);
      return new Promise<void>((resolve) => arrivals.push(resolve));
    };
    let done = false;
    void evaluateInTurns([load('react-dom'), load('apollo'), load('kit')]).then(() => (done = true));
    expect(asked).toEqual(['react-dom', 'apollo', 'kit']);

    for (const arrive of arrivals) arrive();
    await restOfTask();
    expect(done).toBe(false);
    jest.advanceTimersByTime(0);
    await restOfTask();
    expect(done).toBe(true);
  });

  it('waits for the others when one fails to load, leaving the failure to the bootstrap', async () => {
    let arrive = () => {};
    const slow = () => new Promise<void>((resolve) => (arrive = resolve));
    let done = false;
    const run = evaluateInTurns([() => Promise.reject(new Error('chunk failed')), slow]).then(
      () => (done = true),
    );
    jest.runAllTimers();
    await restOfTask();
    expect(done).toBe(false);
    arrive();
    await restOfTask();
    jest.runAllTimers();
    await expect(run).resolves.toBe(true);
  });
});
