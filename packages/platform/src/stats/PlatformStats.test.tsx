import { screen, waitFor, within } from '@testing-library/react';
import { PlatformStatsDocument } from '../__generated__/graphql';
import { mockQuery, mockQueryError, renderWithProviders } from '../testing/render';
import { PlatformStatsList } from './PlatformStats';

const stats = (averageRating: number | null) =>
  mockQuery(
    PlatformStatsDocument,
    {},
    {
      platformStats: {
        __typename: 'PlatformStats',
        id: 'platform',
        verifiedStays: 36,
        guestsHosted: 1204,
        averageRating,
        verifiedHosts: 1,
      },
    },
  );

describe('PlatformStatsList (issue 30 #7: the figures come from the data)', () => {
  it("shows the server's counts, not fixed '500+' or '10k+'", async () => {
    renderWithProviders(<PlatformStatsList />, { mocks: [stats(4.56)] });
    const list = await screen.findByRole('list', { name: 'Stays in numbers' });
    expect(await within(list).findByText('36')).toBeInTheDocument();
    expect(within(list).getByText('Verified stays')).toBeInTheDocument();
    expect(within(list).getByText('1,204')).toBeInTheDocument();
    expect(within(list).getByText('★ 4.6')).toBeInTheDocument();
    expect(within(list).getByText('Verified host')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(/500\+|10k\+|24\/7/);
  });

  it("says 'No reviews yet' instead of a rating nobody gave, in French too", async () => {
    renderWithProviders(<PlatformStatsList />, { mocks: [stats(null)], locale: 'fr' });
    expect(await screen.findByText("Pas encore d'avis")).toBeInTheDocument();
    expect(screen.getByText('Logements vérifiés')).toBeInTheDocument();
  });

  it('shows nothing rather than made-up figures when the counts cannot be loaded', async () => {
    renderWithProviders(<PlatformStatsList />, {
      mocks: [mockQueryError(PlatformStatsDocument, {}, new Error('offline'))],
    });
    expect(screen.getByTestId('platform-stats')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByTestId('platform-stats')).not.toBeInTheDocument());
  });
});
