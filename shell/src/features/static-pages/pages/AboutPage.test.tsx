import { screen, within } from '@testing-library/react';
import { mockPlatformStats } from '@stays/platform/testing';
import { fakeRemote, renderShell } from '../../../test/renderShell';

const load = async (id: string) => fakeRemote(id);
const figures = mockPlatformStats({
  verifiedStays: 41,
  guestsHosted: 317,
  averageRating: null,
  verifiedHosts: 7,
});

describe('the about page', () => {
  it("shows the server's counts, not invented figures", async () => {
    renderShell('/about', load, { mocks: [figures] });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Stays' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Stays in numbers' });
    expect(await within(list).findByText('41')).toBeInTheDocument();
    expect(within(list).getByText('317')).toBeInTheDocument();
    expect(within(list).getByText('7')).toBeInTheDocument();
    // No reviews yet: no average is claimed.
    expect(within(list).queryByText(/★/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/200\+|1000\+|4\.9|100%/);
  });
});
