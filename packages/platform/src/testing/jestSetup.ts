// Shared jest setup of the front-end workspaces (their jest.config.js add it after the repo's dom-setup).
import { TextDecoder, TextEncoder } from 'node:util';
import { configure, getConfig } from '@testing-library/react';
import { keepComputedStyles } from './computedStyle';
import { forgetSessionCheck } from './sessionCheck';

// jsdom lacks a few browser globals that React Router 7 reads when its module loads; Node has them.
const g = globalThis as unknown as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;

// The test machines are shared; a lazy page or mocked query can take more than the default 1 s to settle.
configure({ asyncUtilTimeout: 5000 });

// A find* query or waitFor retries its query at every DOM change, and each miss printed the whole document into an
// error that the next try throws away (a twentieth of a page test's CPU). While waitFor retries (it turns the
// expensive diagnostics off for that) a miss prints the document only when its message is first read: when
// waitFor gives up and reports that last miss, so a failure reads as before, with the document as it is then.
const printingElementError = getConfig().getElementError;
// Testing Library's own flag, set while waitFor retries; its types leave it out.
const retrying = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError(message, container) {
    if (!retrying()) return printingElementError(message, container);
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let printed: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (printed ??= printingElementError(message, container).message),
    });
    return error;
  },
});

// A front-end file that touches no DOM runs in node (`@jest-environment node`) with this same setup.
if (typeof window !== 'undefined') keepComputedStyles(window);

afterEach(forgetSessionCheck);
