import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupUser } from '@stays/platform/testing';
import HostLandingPage from './HostLandingPage';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('/hosts', () => {
  it('gives a guest’s email one clear path (sign in, then the application), not three messages', async () => {
    const user = setupUser();
    fetchMock.mockResolvedValue(answer(200, { exists: true, isHost: false }));
    renderWithProviders(<HostLandingPage />, { route: '/hosts', path: '/hosts' });
    await user.type(await screen.findByLabelText('Email'), 'student@stays.test');
    await user.tab();
    expect(
      await screen.findByText(/This is a guest account\. Sign in to see your host application, or to apply/),
    ).toBeInTheDocument();
    expect(screen.getByText(/reviewed within 3-5 business days/)).toBeInTheDocument();
    expect(screen.queryByText('Account Found')).toBeNull();
    expect(screen.queryByText(/contact support/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Host Account' })).toBeNull();
  });

  it('signs a guest in to the host area, where their application is shown', async () => {
    const user = setupUser();
    // Answered by address: the email check (on leaving the field) and the sign-in may reach fetch in either order.
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/login'
        ? answer(200, { id: 'v1', username: 'student@stays.test', role: 'visitor' })
        : answer(200, { exists: true, isHost: false }),
    );
    renderWithProviders(<HostLandingPage />, { route: '/hosts', path: '/hosts' });
    await user.type(await screen.findByLabelText('Email'), 'student@stays.test');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The router moves in a transition: wait for the address, not for the probe that shows it.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/host/dashboard'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/upgrade-to-host');
  });
});

describe('/hosts with a new email (issue 46 #1)', () => {
  it('sends a host application with the new account, reviewed before hosting: never a host at once', async () => {
    const user = setupUser();
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/register'
        ? answer(201, { id: 'n1', username: 'new@stays.test', role: 'visitor' })
        : answer(200, { exists: false, isHost: false }),
    );
    renderWithProviders(<HostLandingPage />, { route: '/hosts', path: '/hosts' });
    await user.type(await screen.findByLabelText('Email'), 'new@stays.test');
    await user.tab();
    expect(await screen.findByLabelText('Reason for applying')).toBeInTheDocument();
    // A new account's password says its rule up front (issue 46 #10e).
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.');
    await user.type(screen.getByLabelText('First Name'), 'Lina');
    await user.type(screen.getByLabelText('Last Name'), 'Haddad');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Phone Number'), '+212600000000');
    await user.type(screen.getByLabelText('Address'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Create Account and Apply' }));
    // The application's own rules first: nothing is sent with a missing reason or a short address.
    expect(await screen.findByText('Please enter your full address')).toBeInTheDocument();
    expect(
      screen.getByText('Please provide at least 50 characters explaining why you want to be a host'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/register');
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '12 Corniche road, Martil');
    await user.click(screen.getByLabelText('Reason for applying'));
    await user.paste('I rent out my flat by the sea every summer and would like to welcome guests.');
    await user.click(screen.getByRole('button', { name: 'Create Account and Apply' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/host/dashboard'));
    const register = fetchMock.mock.calls.find(([url]) => String(url) === '/api/register')!;
    expect(JSON.parse(String(register[1]?.body))).toEqual({
      username: 'new@stays.test',
      email: 'new@stays.test',
      password: 'secret123',
      firstName: 'Lina',
      lastName: 'Haddad',
      role: 'host',
      phone: '+212600000000',
      address: '12 Corniche road, Martil',
      reason: 'I rent out my flat by the sea every summer and would like to welcome guests.',
    });
    expect(await screen.findByText('Your host application was sent for review.')).toBeInTheDocument();
  });
});
