import { act, screen, within } from '@testing-library/react';
import type { Role, SessionUser } from '@stays/platform';
import { renderWithProviders } from '@stays/platform/testing';
import { CallToAction } from './Highlights';

const account = (role: Role): SessionUser => ({
  id: 'a'.repeat(24),
  username: `${role}@stays.test`,
  email: `${role}@stays.test`,
  firstName: 'Sam',
  lastName: null,
  role,
  profileImageUrl: null,
});

const cardLinks = () =>
  screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

const answer = (body: unknown) =>
  ({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) }) as Response;

/** The cards for this account (null: signed out), once the server has confirmed the restored session. */
async function show(who: SessionUser | null) {
  global.fetch = jest.fn(async () => answer(who)) as typeof fetch;
  const view = renderWithProviders(<CallToAction />, who ? { signedInAs: who } : {});
  await act(async () => {});
  return view;
}

beforeEach(() => localStorage.clear());

describe('the landing call-to-action cards (SPEC 2), as the policy table says who is who', () => {
  it('offers a visitor hosting and their trips', async () => {
    await show(account('visitor'));
    expect(screen.getByRole('heading', { name: 'Become a Host' })).toBeInTheDocument();
    expect(cardLinks()).toEqual([
      ['Become a Host', '/become-host'],
      ['View Your Trips', '/trips'],
    ]);
  });

  it('sends a host to their dashboard and their trips', async () => {
    await show(account('host'));
    const dashboard = screen.getByRole('heading', { name: 'Host Dashboard' }).closest('section')!;
    expect(within(dashboard).getByText('Manage your listings, calendar and requests.')).toBeInTheDocument();
    expect(cardLinks()).toEqual([
      ['Go to Dashboard', '/host/dashboard'],
      ['View Your Trips', '/trips'],
    ]);
  });

  it.each<Role>(['staff', 'admin'])('shows %s no card', async (role) => {
    const { container } = await show(account(role));
    expect(container.querySelector('section')).toBeNull();
    expect(cardLinks()).toEqual([]);
  });

  it('shows a signed-out visitor no card', async () => {
    const { container } = await show(null);
    expect(container.querySelector('section')).toBeNull();
  });
});
