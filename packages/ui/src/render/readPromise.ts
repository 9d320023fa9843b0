type Settled =
  { status: 'pending' } | { status: 'fulfilled'; value: unknown } | { status: 'rejected'; reason: unknown };

/** What each promise read in a render came to; kept beside the promise, which stays untouched. */
const settledOf = new WeakMap<Promise<unknown>, Settled>();

/**
 * Waits on a promise inside a render: a settled promise gives its value (or throws its error) at once; a pending
 * one suspends the nearest Suspense boundary, which renders again once it settles. React 18 (docs/decisions.md,
 * "React 18") suspends on a thrown promise and has no `use`; the caller passes the same promise each render (a
 * cached load), so the second render finds it settled.
 */
export function readPromise<T>(promise: Promise<T>): T {
  const settled = settledOf.get(promise);
  if (settled?.status === 'fulfilled') return settled.value as T;
  if (settled?.status === 'rejected') throw settled.reason;
  if (!settled) {
    settledOf.set(promise, { status: 'pending' });
    promise.then(
      (value) => settledOf.set(promise, { status: 'fulfilled', value }),
      (reason: unknown) => settledOf.set(promise, { status: 'rejected', reason }),
    );
  }
  throw promise;
}
