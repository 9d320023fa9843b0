// Issue 46 #12: "Forgot password" from /login, and the reset link's page.
import { screen, waitFor } from '@testing-library/react';
import { mockPlatformStats, setupUser } from '@stays/platform/testing';
import { fakeRemote, renderShell } from '../test/renderShell';

const FIGURES = { verifiedStays: 36, guestsHosted: 1204, averageRating: 4.56, verifiedHosts: 3 };
const load = async (id: string) => fakeRemote(id);
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  // jsdom has no scrolling; the shell scrolls to the top on each navigation.
  window.scrollTo = () => undefined;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('/login offers "Forgot password?", which sends a link and says where it went', async () => {
  const user = setupUser();
  fetchMock.mockResolvedValue(answer(200, { message: 'sent' }));
  renderShell('/login', load, { mocks: [mockPlatformStats(FIGURES)] });
  await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'noah@stays.test');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(
    screen.getByText(
      /If an account uses noah@stays\.test, a link to reset its password is on its way\. It works once, for 30 minutes\./,
    ),
  ).toBeInTheDocument();
  expect(sent('/api/password/forgot')).toEqual([{ email: 'noah@stays.test' }]);
});

it('the link sets a new password, checked first, and leads to sign in', async () => {
  const user = setupUser();
  fetchMock.mockResolvedValue(answer(200, { message: 'changed' }));
  renderShell('/reset-password?token=abc-123', load, { mocks: [mockPlatformStats(FIGURES)] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('New password'), '12345');
  await user.type(screen.getByLabelText('Confirm new password'), '123456');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  expect(sent('/api/password/reset')).toEqual([]);
  await user.type(screen.getByLabelText('New password'), '6');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  expect(sent('/api/password/reset')).toEqual([{ token: 'abc-123', password: '123456' }]);
  await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument(),
  );
});

it("a used or expired link says so, with the server's words and a way to ask again", async () => {
  const user = setupUser();
  fetchMock.mockResolvedValue(
    answer(400, { message: 'This reset link is invalid, already used or expired. Ask for a new one.' }),
  );
  renderShell('/reset-password?token=spent', load, { locale: 'fr' });
  await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'secret1');
  await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/already used or expired/);
  expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
