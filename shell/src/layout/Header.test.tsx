import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, SessionUser } from '@stays/platform';
import { fakeRemote, renderShell } from '../test/renderShell';
import { LOGOUT_EVERYWHERE_PATH } from './AccountMenu';

const userOf = (role: Role): SessionUser => ({
  id: `id-${role}`,
  username: `${role}@stays.test`,
  firstName: 'Sam',
  lastName: 'Tester',
  email: `${role}@stays.test`,
  role,
  profileImageUrl: null,
});

/** The account calls answered like the gateway: the signed-in user, and 200 for the sign-outs. */
function serveAccount(user: SessionUser) {
  const calls: string[] = [];
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const body = path === '/api/user' ? user : { success: true };
    return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  return calls;
}

const header = () => screen.getByRole('banner');

beforeEach(() => localStorage.clear());

describe('header links by role', () => {
  it.each([
    ['host', '/host/dashboard'],
    ['admin', '/admin'],
    ['staff', '/staff/dashboard'],
  ] as const)('a %s’s Dashboard is their own dashboard (%s), never one that turns them away', (role, to) => {
    serveAccount(userOf(role));
    renderShell('/contact-us', async (id) => fakeRemote(id), { signedInAs: userOf(role) });
    expect(within(header()).getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute(
      'href',
      to,
    );
    expect(within(header()).queryByRole('link', { name: 'Become a Host', hidden: true })).toBeNull();
  });

  it('a guest is offered hosting, not a host dashboard', () => {
    serveAccount(userOf('visitor'));
    renderShell('/contact-us', async (id) => fakeRemote(id), { signedInAs: userOf('visitor') });
    expect(within(header()).getByRole('link', { name: 'Become a Host', hidden: true })).toHaveAttribute(
      'href',
      '/become-host',
    );
    expect(within(header()).queryByRole('link', { name: 'Dashboard', hidden: true })).toBeNull();
  });
});

describe('account menu', () => {
  it('Logout ends this browser’s session only', async () => {
    const user = userEvent.setup();
    const calls = serveAccount(userOf('visitor'));
    renderShell('/contact-us', async (id) => fakeRemote(id), { signedInAs: userOf('visitor') });
    await user.click(within(header()).getByRole('button', { name: 'Logout', hidden: true }));
    await waitFor(() => expect(calls).toContain('POST /api/logout'));
    expect(calls).not.toContain(`POST ${LOGOUT_EVERYWHERE_PATH}`);
  });

  it('shows the account’s photo beside the greeting, and its initials in a circle when there is none', () => {
    const withPhoto = { ...userOf('visitor'), profileImageUrl: '/images/64b7f0c2a1b2c3d4e5f60718' };
    serveAccount(withPhoto);
    const { unmount } = renderShell('/contact-us', async (id) => fakeRemote(id), { signedInAs: withPhoto });
    const greeting = within(header()).getByRole('button', { name: 'Hello, Sam', hidden: true });
    expect(greeting.querySelector('img')).toHaveAttribute('src', '/images/64b7f0c2a1b2c3d4e5f60718');
    unmount();
    localStorage.clear();
    serveAccount(userOf('visitor'));
    renderShell('/contact-us', async (id) => fakeRemote(id), { signedInAs: userOf('visitor') });
    const initialsOnly = within(header()).getByRole('button', { name: 'Hello, Sam', hidden: true });
    expect(initialsOnly.querySelector('img')).toBeNull();
    expect(initialsOnly).toHaveTextContent(/^ST/);
  });

  it('Sign out everywhere asks first, then ends every session of the account', async () => {
    const user = userEvent.setup();
    const calls = serveAccount(userOf('host'));
    renderShell('/contact-us', async (id) => fakeRemote(id), { signedInAs: userOf('host') });
    await user.click(within(header()).getByRole('button', { name: 'Hello, Sam', hidden: true }));
    await user.click(within(header()).getByRole('button', { name: 'Sign out everywhere', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).not.toContain(`POST ${LOGOUT_EVERYWHERE_PATH}`);

    await user.click(within(header()).getByRole('button', { name: 'Hello, Sam', hidden: true }));
    await user.click(within(header()).getByRole('button', { name: 'Sign out everywhere', hidden: true }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    await waitFor(() => expect(calls).toContain(`POST ${LOGOUT_EVERYWHERE_PATH}`));
    await waitFor(() =>
      expect(within(header()).getByRole('button', { name: 'Sign In', hidden: true })).toBeInTheDocument(),
    );
  });
});

describe('portal header (staff and admin areas)', () => {
  it.each([
    ['staff', '/staff/dashboard', 'Staff portal'],
    ['admin', '/admin', 'Administration'],
    ['admin', '/admin/add-property', 'Administration'],
  ] as const)('a %s at %s sees one header made for the portal', async (role, route, area) => {
    serveAccount(userOf(role));
    renderShell(route, async (id) => fakeRemote(id), { signedInAs: userOf(role) });
    const banners = screen.getAllByRole('banner');
    expect(banners).toHaveLength(1);
    expect(within(banners[0]).getByText(area)).toBeInTheDocument();
    expect(within(banners[0]).queryByRole('link', { name: 'Become a Host', hidden: true })).toBeNull();
    expect(within(banners[0]).getAllByRole('button', { name: 'Logout', hidden: true })).toHaveLength(1);
    expect(within(banners[0]).getByRole('button', { name: 'Hello, Sam', hidden: true })).toBeInTheDocument();
  });

  it('the staff sign-in page has the portal header without an account', () => {
    serveAccount(userOf('visitor'));
    renderShell('/system/staff/login', async (id) => fakeRemote(id));
    expect(within(header()).getByText('Staff portal')).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Sign In', hidden: true })).toBeNull();
    expect(within(header()).queryByRole('link', { name: 'Become a Host', hidden: true })).toBeNull();
  });
});

describe('phone menu', () => {
  it('closes when a link is followed, even to the page already open (Saved on /search)', async () => {
    const user = userEvent.setup();
    serveAccount(userOf('visitor'));
    renderShell('/search', async (id) => fakeRemote(id), { signedInAs: userOf('visitor') });
    const menu = within(header()).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(header()).getByRole('link', { name: 'Saved' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The same address again (Saved while the saved stays show): still a navigation, the menu closes.
    await user.click(within(header()).getByRole('link', { name: 'Saved' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
