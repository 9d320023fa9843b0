import { screen, within } from '@testing-library/react';
import { mockQuery, renderWithProviders } from '@stays/platform/testing';
import { HostAnalyticsDocument } from '../../__generated__/graphql';
import { booking, HOST } from '../../test/fixtures';
import AnalyticsPage from './AnalyticsPage';

jest.mock('./RevenueChart', () => ({
  __esModule: true,
  default: ({ points }: { points: { label: string }[] }) => (
    <div data-testid="chart-bars">{points.length} bars</div>
  ),
}));

const months = Array.from({ length: 12 }, (_, i) => ({
  __typename: 'MonthRevenue' as const,
  month: `2025-${String(i + 1).padStart(2, '0')}`,
  revenue: i === 11 ? 410.3 : i === 10 ? 113.98 : 0,
  bookings: i === 11 ? 3 : i === 10 ? 1 : 0,
}));

describe('AnalyticsPage', () => {
  it("shows the server's SPEC 9 figures: tiles, cards, recent (5), top (3) and the revenue by month as a table", async () => {
    renderWithProviders(<AnalyticsPage />, {
      signedInAs: HOST,
      mocks: [
        mockQuery(
          HostAnalyticsDocument,
          { hostId: HOST.id },
          {
            hostAnalytics: {
              __typename: 'HostAnalytics',
              hostId: HOST.id,
              totalRevenue: 623.98,
              revenue: '623.98',
              totalBookings: 6,
              approvedBookings: 3,
              pendingRequests: 2,
              averageBookingValue: 207.99,
              approvalRate: 50,
              thisMonth: 3,
              thisMonthRevenue: 410,
              propertiesListed: 10,
              recentBookings: [1, 2, 3, 4, 5].map((n) =>
                booking(n, n === 2 ? { status: 'rejected' } : n === 3 ? { status: 'expired' } : {}),
              ),
              topProperties: [
                {
                  __typename: 'PropertyPerformance',
                  propertyId: 'p1',
                  bookings: 3,
                  approvedBookings: 2,
                  revenue: 523.98,
                  property: { __typename: 'Property', id: 'p1', title: 'Sea View 1' },
                },
                {
                  __typename: 'PropertyPerformance',
                  propertyId: 'p2',
                  bookings: 2,
                  approvedBookings: 0,
                  revenue: 0,
                  property: null,
                },
                {
                  __typename: 'PropertyPerformance',
                  propertyId: 'p3',
                  bookings: 1,
                  approvedBookings: 1,
                  revenue: 100,
                  property: { __typename: 'Property', id: 'p3', title: 'Dunes' },
                },
              ],
              revenueByMonth: months,
            },
          },
        ),
      ],
    });
    const tile = async (id: string) => within(await screen.findByTestId(id));
    expect((await tile('tile-revenue')).getByText('$623.98')).toBeInTheDocument();
    expect((await tile('tile-bookings')).getByText('6')).toBeInTheDocument();
    expect((await tile('tile-bookings')).getByText('3 approved')).toBeInTheDocument();
    expect((await tile('tile-properties')).getByText('10')).toBeInTheDocument();
    expect((await tile('tile-pending')).getByText('2')).toBeInTheDocument();
    expect((await tile('card-month')).getByText('$410')).toBeInTheDocument();
    expect((await tile('card-month')).getByText('3 bookings made this month')).toBeInTheDocument();
    expect((await tile('card-average')).getByText('$207.99')).toBeInTheDocument();
    expect((await tile('card-approval')).getByText('50%')).toBeInTheDocument();
    expect(screen.getAllByTestId('recent-booking')).toHaveLength(5);
    // A request the host turned down reads as the guest reads it (issue 46 #9).
    const recent = screen.getAllByTestId('recent-booking');
    expect(within(recent[1]!).getByText('Declined')).toBeInTheDocument();
    expect(within(recent[2]!).getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText('Rejected')).toBeNull();
    const top = screen.getAllByTestId('top-property');
    expect(top.map((row) => row.textContent)).toEqual([
      '1. Sea View 13 bookings · $523.98',
      '2. A deleted property2 bookings · $0',
      '3. Dunes1 booking · $100',
    ]);
    expect(await screen.findByTestId('chart-bars')).toHaveTextContent('12 bars');
    const table = screen.getByTestId('revenue-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[12]).getByRole('rowheader')).toHaveTextContent('Dec 2025');
    expect(rows[12]).toHaveTextContent('$410.30');
    expect(rows[11]).toHaveTextContent('$113.98');
  });
});
