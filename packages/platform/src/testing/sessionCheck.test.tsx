// The render kit answers the session check of a signed-in test user (jsdom has no fetch), and nothing else.
import { screen } from '@testing-library/react';
import { useSession } from '../session/SessionProvider';
import type { SessionUser } from '../session/storage';
import { renderWithProviders } from './render';

const guest = { id: 'u1', username: 'student', role: 'visitor', firstName: 'Sam' } as SessionUser;

function Who() {
  const { user, status } = useSession();
  return <p>{`${status} ${user?.username ?? 'nobody'}`}</p>;
}

it('confirms the signed-in user without logging an error, and refuses any other call by name', async () => {
  const logged = jest.spyOn(console, 'error');
  renderWithProviders(<Who />, { signedInAs: guest });
  expect(await screen.findByText('ready student')).toBeInTheDocument();
  expect(logged).not.toHaveBeenCalled();
  await expect(fetch('/api/logout', { method: 'POST' })).rejects.toThrow(
    'No answer for POST /api/logout in this test',
  );
  logged.mockRestore();
});

it('is gone after the test that used it, and leaves a fetch the test set alone', async () => {
  expect(globalThis.fetch).toBeUndefined();
  const own = jest.fn(async () => ({ ok: false, status: 401, statusText: '', text: async () => '' }));
  globalThis.fetch = own as unknown as typeof fetch;
  renderWithProviders(<Who />, { signedInAs: guest });
  expect(await screen.findByText('ready nobody')).toBeInTheDocument();
  expect(own).toHaveBeenCalledWith('/api/user', expect.anything());
  delete (globalThis as { fetch?: typeof fetch }).fetch;
});
