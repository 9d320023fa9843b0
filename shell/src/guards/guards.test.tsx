// The guard and the corrupt-storage path without a server: nothing stored means no /api/user call at all.
import { screen, waitFor } from '@testing-library/react';
import { mockPlatformStats } from '@stays/platform/testing';
import { fakeRemote, renderShell } from '../test/renderShell';

const load = async (id: string) => fakeRemote(id);

beforeEach(() => localStorage.clear());

describe('guards for a signed-out visitor', () => {
  it.each([
    ['/admin', null, 'mfe_admin/AdminLoginPage'],
    ['/admin/dashboard', 'admin', 'mfe_admin/AdminLoginPage'],
    ['/admin/add-property', 'staff', 'mfe_staff/StaffLoginPage'],
    ['/staff/dashboard', null, 'mfe_staff/StaffLoginPage'],
    ['/staff/dashboard', 'staff', 'mfe_staff/StaffLoginPage'],
    ['/staff/dashboard', 'admin', 'mfe_admin/AdminLoginPage'],
  ])('%s with lastLoginPath %s goes to %s', async (route, lastLoginPath, page) => {
    if (lastLoginPath) localStorage.setItem('lastLoginPath', lastLoginPath);
    const seen = jest.fn(load);
    renderShell(route, seen);
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(page);
    expect(seen.mock.calls.map(([id]) => id)).toEqual([page]);
  });

  it('leaves the unguarded host area to its own page (SPEC 2: no role guard there)', async () => {
    renderShell('/host/dashboard', load);
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfe_host/HostDashboardPage');
  });
});

describe('corrupt stored data', () => {
  it('is cleared and the visitor is sent to /login', async () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('isAuthenticated', 'true');
    renderShell('/', load, {
      mocks: [
        mockPlatformStats({ verifiedStays: 36, guestsHosted: 0, averageRating: null, verifiedHosts: 1 }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email or Username' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('on a guarded route sends to the matching protected login page', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'no id or role' }));
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('lastLoginPath', 'staff');
    renderShell('/admin', load);
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfe_staff/StaffLoginPage');
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
    expect(localStorage.getItem('lastLoginPath')).toBeNull();
  });
});
