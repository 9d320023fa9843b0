import { screen, waitFor } from '@testing-library/react';
import { readStoredSession } from '@stays/platform';
import { renderWithProviders, setupUser } from '@stays/platform/testing';
import { StaffLoginPage } from './StaffLoginPage';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function signInAs(username: string, password: string) {
  const user = setupUser();
  renderWithProviders(<StaffLoginPage />, { route: '/system/staff/login', path: '/system/staff/login' });
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('staff login', () => {
  it('sends staff to /staff/dashboard and remembers the staff login', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { user: { id: 's1', username: 'staff', role: 'staff', firstName: 'Sam' }, message: 'ok' }),
    );
    await signInAs('staff', 'staff123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/dashboard'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/staff-login');
    expect(readStoredSession().lastLoginPath).toBe('staff');
  });

  it('sends an admin to /admin', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { user: { id: 'a1', username: 'admin', role: 'admin' } }));
    await signInAs('admin', 'admin123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
  });

  it("shows the server's message, 'Invalid credentials' for a 401, 'Login failed...' with no answer", async () => {
    const user = setupUser();
    fetchMock.mockResolvedValueOnce(answer(403, { message: 'Staff access only' }));
    await signInAs('host@stays.test', 'host123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff access only');
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Invalid username or password' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('requires both fields before calling the server', async () => {
    const user = setupUser();
    renderWithProviders(<StaffLoginPage />, { route: '/system/staff/login', path: '/system/staff/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
