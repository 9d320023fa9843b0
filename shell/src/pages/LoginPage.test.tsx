import { screen, waitFor, within } from '@testing-library/react';
import { mockPlatformStats, setupUser } from '@stays/platform/testing';
import { fakeRemote, renderShell } from '../test/renderShell';

const load = async (id: string) => fakeRemote(id);
const figures = mockPlatformStats({
  verifiedStays: 36,
  guestsHosted: 1204,
  averageRating: 4.56,
  verifiedHosts: 3,
});

describe('the /login page beside the form (issue 30 #7: the same figures as the landing)', () => {
  it("shows the server's counts and no invented '200+ homes'", async () => {
    renderShell('/login', load, { mocks: [figures] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Student Housing Platform' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Stays in numbers' });
    expect(await within(list).findByText('36')).toBeInTheDocument();
    expect(within(list).getByText('Verified stays')).toBeInTheDocument();
    expect(within(list).getByText('1,204')).toBeInTheDocument();
    expect(within(list).getByText('★ 4.6')).toBeInTheDocument();
    expect(within(list).getByText('Verified hosts')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/200\+|1000\+|4\.9 average|100% verified/);
  });

  it('shows the same counts in French', async () => {
    renderShell('/login', load, { mocks: [figures], locale: 'fr' });
    const list = await screen.findByRole('list', { name: 'Stays en chiffres' });
    expect(await within(list).findByText('36')).toBeInTheDocument();
    expect(within(list).getByText('Logements vérifiés')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Plus de 200/);
  });
});

describe('the /login page after the server ended the session (issue 46 #3)', () => {
  it('says why: signed out everywhere, blocked, role changed; nothing for another value', async () => {
    for (const [reason, sentence] of [
      ['signed-out', /You were signed out: this session ended/],
      ['blocked', /your account has been blocked/],
      ['role-changed', /your account's role changed/],
    ] as const) {
      const { unmount } = renderShell(`/login?ended=${reason}`, load, { mocks: [figures] });
      expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
      unmount();
    }
    renderShell('/login?ended=nonsense', load, { mocks: [figures] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in Arabic', async () => {
    renderShell('/login?ended=blocked', load, { mocks: [figures], locale: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('تم تسجيل خروجك لأن حسابك محظور');
  });
});

describe('where /login sends each role (issue 46 #7)', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const answer = (status: number, body: unknown) =>
    ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;
  const person = (role: string) => ({
    id: `${role}1`,
    username: `${role}@stays.test`,
    email: `${role}@stays.test`,
    firstName: 'Sam',
    lastName: 'Doe',
    profileImageUrl: null,
    role,
  });

  beforeEach(() => {
    localStorage.clear();
    window.scrollTo = () => undefined;
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it.each([
    ['visitor', '/'],
    ['host', '/host/dashboard'],
    ['staff', '/staff/dashboard'],
    ['admin', '/admin'],
  ])('a %s lands on %s, a guest never on the host dashboard', async (role, landing) => {
    const user = setupUser();
    fetchMock.mockResolvedValue(answer(200, person(role)));
    renderShell('/login', load, { mocks: [figures] });
    await user.type(await screen.findByLabelText('Email or Username'), `${role}@stays.test`);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${landing}$`)));
  });

  it('takes a guest back to the page that sent them to sign in', async () => {
    const user = setupUser();
    fetchMock.mockResolvedValue(answer(200, person('visitor')));
    renderShell('/account', load, { mocks: [figures] });
    await user.type(await screen.findByLabelText('Email or Username'), 'visitor@stays.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });
});
