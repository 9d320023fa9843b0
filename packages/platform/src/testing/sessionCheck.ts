// jsdom has no fetch. A session restored from storage is confirmed with GET /api/user when the provider mounts; a
// test that signs someone in (`signedInAs`) and sets no fetch of its own gets the server's answer to that check:
// the same user. Any other call fails naming the request, so a test that needs another answer has to give it.
import type { SessionUser } from '../session/storage';

const standIns = new WeakSet<typeof fetch>();

/** Answers the session check with `user` until the test ends, unless the test set its own fetch. */
export function answerSessionCheck(user: SessionUser): void {
  if (typeof globalThis.fetch === 'function' && !standIns.has(globalThis.fetch)) return;
  const standIn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && String(input) === '/api/user') {
      const body = JSON.stringify(user);
      return { ok: true, status: 200, statusText: 'OK', text: async () => body } as Response;
    }
    throw new Error(
      `No answer for ${method} ${String(input)} in this test: set globalThis.fetch to give one`,
    );
  }) as typeof fetch;
  standIns.add(standIn);
  globalThis.fetch = standIn;
}

/** Removes the stand-in after a test (jestSetup.ts), so the next test starts without fetch again. */
export function forgetSessionCheck(): void {
  if (standIns.has(globalThis.fetch)) delete (globalThis as { fetch?: typeof fetch }).fetch;
}
