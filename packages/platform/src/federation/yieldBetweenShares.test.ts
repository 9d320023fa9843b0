/** @jest-environment node */
import yieldBetweenShares from './yieldBetweenShares';

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;

describe('yieldBetweenShares', () => {
  afterEach(() => jest.useRealTimers());

  it('hands each shared module on unchanged, but only in a later task', async () => {
    jest.useFakeTimers();
    const plugin = yieldBetweenShares();
    const args = { pkgName: 'react' };
    let handedOn: unknown = null;
    void (plugin.beforeLoadShare as unknown as BeforeLoadShare)(args).then((value) => (handedOn = value));

    // Every microtask of this task runs first: the share is still waiting.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(handedOn).toBeNull();

    jest.runAllTimers();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(handedOn).toBe(args);
  });
});
