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
