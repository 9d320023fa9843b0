import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startE2eStack, type RunningStack } from './stack';

export interface E2eSuite {
  readonly stack: RunningStack;
  readonly browser: Browser;
}

/**
 * One stack and one browser for the surrounding describe(): started before its tests, stopped after. `env` is
 * read when the stack starts, after the before() hooks registered ahead of this call.
 */
export function withStackAndBrowser(options: { env?: () => NodeJS.ProcessEnv } = {}): E2eSuite {
  const suite = {} as { stack: RunningStack; browser: Browser };
  before(async () => {
    suite.stack = await startE2eStack(options.env?.());
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.stack?.stop();
  });
  return suite;
}
