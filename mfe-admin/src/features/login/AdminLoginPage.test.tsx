import { act, screen, waitFor } from '@testing-library/react';
import { readStoredSession } from '@stays/platform';
import { renderWithProviders, setupUser } from '@stays/platform/testing';
import { AdminLoginPage } from './AdminLoginPage';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;

// What the gateway's GET /api/config says: demo logins allowed (development) unless a test says otherwise.
let demoLogins = true;

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  demoLogins = true;
  // The account calls go to fetchMock in order; the configuration is answered here.
  global.fetch = ((url: RequestInfo | URL, init?: RequestInit) =>
    String(url) === '/api/config'
      ? Promise.resolve(answer(200, { demoLogins }))
      : fetchMock(url, init)) as typeof fetch;
});

const show = () =>
  renderWithProviders(<AdminLoginPage />, { route: '/system/admin/login', path: '/system/admin/login' });

describe('admin login', () => {
  it('shows the demo hint; the quick login signs the demo admin in and goes to /admin', async () => {
    const user = setupUser();
    fetchMock.mockResolvedValueOnce(answer(200, { id: 'a1', username: 'admin', role: 'admin' }));
    show();
    expect(await screen.findByText('Demo credentials: admin / admin123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in as the demo admin' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      username: 'admin',
      password: 'admin123',
    });
    expect(readStoredSession().lastLoginPath).toBe('admin');
  });

  it("refuses any other role with 'Access denied. Admin privileges required.' and ends its session", async () => {
    const user = setupUser();
    fetchMock
      .mockResolvedValueOnce(answer(200, { id: 's1', username: 'staff', role: 'staff' }))
      .mockResolvedValueOnce(answer(200, {}));
    show();
    await user.type(await screen.findByLabelText('Username'), 'staff');
    await user.type(screen.getByLabelText('Password'), 'staff123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/logout');
    expect(readStoredSession().user).toBeNull();
  });

  it('shows no demo passwords and no quick login where the gateway forbids them (production)', async () => {
    demoLogins = false;
    show();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/Demo credentials/)).toBeNull();
    expect(screen.queryByText(/admin123/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in as the demo admin' })).toBeNull();
  });

  it("says 'Invalid credentials. Please try again.' for a refusal and 'Login failed...' with no answer", async () => {
    const user = setupUser();
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Invalid username or password' }));
    show();
    await user.click(await screen.findByRole('button', { name: 'Fill in the demo admin' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });
});
