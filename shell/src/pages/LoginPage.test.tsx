import { screen, within } from '@testing-library/react';
import { mockPlatformStats } from '@stays/platform/testing';
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
