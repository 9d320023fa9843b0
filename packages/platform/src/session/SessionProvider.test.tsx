// The restored session's check (GET /api/user) answering after the user has already signed out or in: a late
// answer must not undo what the user did. The server's timing is the test's to decide, so fetch is a stand-in
// that holds each answer until the test releases it.
import { act, render, screen } from '@testing-library/react';
import { useSession, SessionProvider } from './SessionProvider';
import { storeSignedIn, type SessionUser } from './storage';

const student: SessionUser = {
  id: 'u1',
  username: 'student@stays.test',
  firstName: 'Emily',
  lastName: 'Carter',
  email: 'student@stays.test',
  role: 'visitor',
  profileImageUrl: null,
};

interface Held {
  url: string;
  answer: (status: number, body: unknown) => Promise<void>;
}

let held: Held[] = [];

beforeEach(() => {
  localStorage.clear();
  held = [];
  globalThis.fetch = ((url: string) =>
    new Promise<Response>((resolve) => {
      held.push({
        url,
        answer: async (status, body) => {
          // jsdom has no Response; apiRequest reads only these.
          const text = JSON.stringify(body);
          resolve({ ok: status < 300, status, statusText: '', text: async () => text } as Response);
          await act(() => new Promise((done) => setTimeout(done, 10)));
        },
      });
    })) as typeof fetch;
});

let session: ReturnType<typeof useSession>;
function Probe() {
  session = useSession();
  return <output data-testid="who">{session.user?.username ?? 'signed out'}</output>;
}

function renderRestored() {
  storeSignedIn(student);
  render(
    <SessionProvider navigate={() => {}}>
      <Probe />
    </SessionProvider>,
  );
  expect(held.map((h) => h.url)).toEqual(['/api/user']);
  return held[0]!;
}

it('a logout while the restored session is being checked stays a logout', async () => {
  const check = renderRestored();
  let signedOut: Promise<void> | undefined;
  act(() => {
    signedOut = session.signOut('/');
  });
  await held[1]!.answer(200, { message: 'Logged out' });
  await act(() => signedOut!);
  await check.answer(200, student);

  expect(screen.getByTestId('who')).toHaveTextContent('signed out');
  expect(localStorage.getItem('user')).toBeNull();
  expect(localStorage.getItem('isAuthenticated')).toBeNull();
  expect(session.status).toBe('ready');
});

it("a sign-in while the old session's check is in flight is kept when that check answers 401", async () => {
  const check = renderRestored();
  const host = { ...student, id: 'u2', username: 'host@stays.test', role: 'host' as const };
  act(() => session.signIn(host));
  await check.answer(401, { message: 'Unauthorized' });

  expect(screen.getByTestId('who')).toHaveTextContent('host@stays.test');
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ username: 'host@stays.test' });
  expect(localStorage.getItem('isAuthenticated')).toBe('true');
});

it('with nothing done meanwhile, the check still signs out a user the server no longer knows', async () => {
  const check = renderRestored();
  expect(session.status).toBe('checking');
  await check.answer(401, { message: 'Unauthorized' });

  expect(screen.getByTestId('who')).toHaveTextContent('signed out');
  expect(localStorage.getItem('user')).toBeNull();
  expect(session.status).toBe('ready');
});
