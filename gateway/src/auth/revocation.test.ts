import { fetchStatesFrom, SessionChecker, type SessionState } from './revocation';

const alice = '0123456789abcdef01234567';
const bob = '0123456789abcdef01234568';

function checker(states: SessionState[], ttlMs = 1000) {
  let now = 0;
  const fetchStates = jest.fn(async (ids: string[]) => states.filter((state) => ids.includes(state.id)));
  const sessions = new SessionChecker(fetchStates, ttlMs, () => now);
  return { sessions, fetchStates, advance: (ms: number) => (now += ms) };
}

const state = (id: string, extra: Partial<SessionState> = {}): SessionState => ({
  id,
  role: 'visitor',
  isBlocked: false,
  sessionVersion: 0,
  ...extra,
});

describe('SessionChecker', () => {
  it('reads again the accounts a change names (all of them for `all`), each once per lifetime otherwise', async () => {
    const { sessions, fetchStates, advance } = checker([state(alice), state(bob)]);
    const ask = () =>
      Promise.all(
        [alice, bob].map((userId) => sessions.callerFor({ userId, role: 'visitor', sessionVersion: 0 })),
      );
    await ask();
    await ask();
    expect(fetchStates.mock.calls).toEqual([[[alice, bob]]]);
    sessions.invalidate({ userIds: [bob], reason: 'block' });
    await ask();
    expect(fetchStates.mock.calls.at(-1)).toEqual([[bob]]);
    sessions.invalidate({ propertyIds: ['p'], reason: 'PUT /api/properties/p' });
    await ask();
    expect(fetchStates).toHaveBeenCalledTimes(2);
    sessions.invalidate({ all: true, reason: 'missed changes' });
    await ask();
    expect(fetchStates.mock.calls.at(-1)).toEqual([[alice, bob]]);
    sessions.invalidate({ allSessions: true, reason: 'mutation setUserBlocked (no id)' });
    await ask();
    expect(fetchStates.mock.calls.at(-1)).toEqual([[alice, bob]]);
    advance(1000);
    await ask();
    expect(fetchStates).toHaveBeenCalledTimes(5);
  });

  it('says why a session ended: blocked, role changed, signed out; nothing while it holds', async () => {
    const { sessions } = checker([state(alice), { ...state(bob), isBlocked: true }]);
    const claims = { userId: alice, role: 'visitor' as const, sessionVersion: 0 };
    expect(await sessions.endOf(claims)).toBeNull();
    expect(await sessions.endOf({ ...claims, role: 'host' })).toBe('role-changed');
    expect(await sessions.endOf({ ...claims, sessionVersion: 1 })).toBe('signed-out');
    expect(await sessions.endOf({ ...claims, userId: bob })).toBe('blocked');
  });

  it("refuses a session ended on its own (logout in that browser), not the account's other sessions", async () => {
    const ended = 'EndedSessionId00000000';
    const other = 'OtherSessionId00000000';
    const { sessions } = checker([state(alice, { endedSessions: [ended] })]);
    const claims = { userId: alice, role: 'visitor' as const, sessionVersion: 0 };
    expect((await sessions.callerFor({ ...claims, sessionId: ended })).userId).toBeNull();
    // The session id travels on, so that the subgraphs' logout ends this one.
    expect(await sessions.callerFor({ ...claims, sessionId: other })).toEqual({
      userId: alice,
      role: 'visitor',
      sessionId: other,
    });
    expect(await sessions.callerFor(claims)).toEqual({ userId: alice, role: 'visitor' });
  });

  it('passes the current role on, not the token one', async () => {
    const { sessions } = checker([state(alice, { role: 'host' })]);
    expect(await sessions.callerFor({ userId: alice, role: 'admin', sessionVersion: 0 })).toEqual({
      userId: alice,
      role: 'host',
    });
  });

  it('is anonymous for no token, unknown, blocked or other-version accounts', async () => {
    const { sessions } = checker([state(alice, { isBlocked: true }), state(bob, { sessionVersion: 3 })]);
    expect((await sessions.callerFor(null)).userId).toBeNull();
    expect(
      (await sessions.callerFor({ userId: alice, role: 'visitor', sessionVersion: 0 })).userId,
    ).toBeNull();
    expect((await sessions.callerFor({ userId: bob, role: 'visitor', sessionVersion: 2 })).userId).toBeNull();
    expect((await sessions.callerFor({ userId: bob, role: 'visitor', sessionVersion: 3 })).userId).toBe(bob);
    const { sessions: empty } = checker([]);
    expect((await empty.callerFor({ userId: alice, role: 'visitor', sessionVersion: 0 })).userId).toBeNull();
  });

  it('batches lookups of one tick and caches for the ttl; forget drops the entry', async () => {
    const { sessions, fetchStates, advance } = checker([state(alice), state(bob)]);
    const claims = (userId: string) => ({ userId, role: 'visitor' as const, sessionVersion: 0 });
    await Promise.all([
      sessions.callerFor(claims(alice)),
      sessions.callerFor(claims(bob)),
      sessions.callerFor(claims(alice)),
    ]);
    expect(fetchStates).toHaveBeenCalledTimes(1);
    expect(fetchStates.mock.calls[0][0].sort()).toEqual([alice, bob]);
    await sessions.callerFor(claims(alice));
    expect(fetchStates).toHaveBeenCalledTimes(1);
    advance(1001);
    await sessions.callerFor(claims(alice));
    expect(fetchStates).toHaveBeenCalledTimes(2);
    sessions.forget(alice);
    await sessions.callerFor(claims(alice));
    expect(fetchStates).toHaveBeenCalledTimes(3);
  });

  it('fails closed when the lookup fails', async () => {
    const sessions = new SessionChecker(async () => {
      throw new Error('down');
    });
    expect(await sessions.callerFor({ userId: alice, role: 'admin', sessionVersion: 0 })).toEqual({
      userId: null,
      role: null,
    });
  });

  it('does not cache a lookup answered while the account was being changed', async () => {
    let release!: () => void;
    const fetchStates = jest.fn(async (ids: string[]) => {
      const before = [state(alice)];
      await new Promise<void>((resolve) => (release = resolve));
      return before.filter((found) => ids.includes(found.id));
    });
    const sessions = new SessionChecker(fetchStates, 60_000);
    const claims = { userId: alice, role: 'visitor' as const, sessionVersion: 0 };
    const slow = sessions.callerFor(claims);
    await new Promise((resolve) => setImmediate(resolve));
    sessions.forget(alice); // a block or role change answered meanwhile
    release();
    await slow;
    fetchStates.mockImplementation(async () => [state(alice, { isBlocked: true })]);
    expect((await sessions.callerFor(claims)).userId).toBeNull();
    expect(fetchStates).toHaveBeenCalledTimes(2);
  });
});

describe('fetchStatesFrom', () => {
  it('asks for 1,200 accounts in calls of at most 500 and answers every one of them', async () => {
    const asked: number[] = [];
    const fakeFetch = (async (_url: string, init: { body: string }) => {
      const { ids } = JSON.parse(init.body) as { ids: string[] };
      asked.push(ids.length);
      const states = ids
        .slice(0, 500)
        .map((id) => ({ id, role: 'visitor', isBlocked: false, sessionVersion: 0 }));
      return new Response(JSON.stringify({ states }), { status: 200 });
    }) as unknown as typeof fetch;
    const ids = Array.from({ length: 1200 }, (_, n) => n.toString(16).padStart(24, '0'));
    const states = await fetchStatesFrom('http://users', 'token', fakeFetch)(ids);
    expect(asked).toEqual([500, 500, 200]);
    expect(states.map((state) => state.id)).toEqual(ids);
  });
});
