import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFormatters, useLanguage, type SessionUser } from '@stays/platform';
import { Badge, Card, CardTitle, ErrorState, Skeleton, Spinner } from '@stays/ui';
import { StatCard } from '@stays/ui/portal';
import { HostAnalyticsDocument, type HostAnalyticsQuery } from '../../__generated__/graphql';
import { withHostMessages } from '../../i18n/withHostMessages';
import { HostArea, HostPageLayout, StatGrid, TwoColumns, useDocumentTitle } from '../common/HostArea';
import { guestShortName, useBookingStatusBadge, useDayFormat } from '../common/labels';

const RevenueChart = lazy(() => import(/* webpackChunkName: "host-revenue-chart" */ './RevenueChart'));

const messages = defineMessages({
  title: { id: 'host.analytics.title', defaultMessage: 'Analytics & Insights' },
  subtitle: { id: 'host.analytics.subtitle', defaultMessage: 'How your properties are doing.' },
  loading: { id: 'host.analytics.loading', defaultMessage: 'Loading your analytics...' },
  error: { id: 'host.analytics.error', defaultMessage: 'Failed to load analytics' },
  totalRevenue: { id: 'host.analytics.totalRevenue', defaultMessage: 'Total Revenue' },
  totalRevenueNote: { id: 'host.analytics.totalRevenueNote', defaultMessage: 'from approved bookings' },
  totalBookings: { id: 'host.analytics.totalBookings', defaultMessage: 'Total Bookings' },
  totalBookingsNote: { id: 'host.analytics.totalBookingsNote', defaultMessage: '{approved} approved' },
  propertiesListed: { id: 'host.analytics.propertiesListed', defaultMessage: 'Properties Listed' },
  pendingRequests: { id: 'host.analytics.pendingRequests', defaultMessage: 'Pending Requests' },
  pendingNote: { id: 'host.analytics.pendingNote', defaultMessage: 'waiting for your answer' },
  thisMonth: { id: 'host.analytics.thisMonth', defaultMessage: 'This Month' },
  thisMonthNote: {
    id: 'host.analytics.thisMonthNote',
    defaultMessage: '{count, plural, one {# booking} other {# bookings}} made this month',
  },
  average: { id: 'host.analytics.average', defaultMessage: 'Average Booking Value' },
  averageNote: { id: 'host.analytics.averageNote', defaultMessage: 'revenue per approved booking' },
  approvalRate: { id: 'host.analytics.approvalRate', defaultMessage: 'Approval Rate' },
  approvalNote: { id: 'host.analytics.approvalNote', defaultMessage: 'of all requests approved' },
  chartTitle: { id: 'host.analytics.chartTitle', defaultMessage: 'Revenue by month' },
  chartSummary: {
    id: 'host.analytics.chartSummary',
    defaultMessage: 'Approved revenue of the bookings made in each of the last 12 months.',
  },
  chartLoading: { id: 'host.analytics.chartLoading', defaultMessage: 'Loading the chart...' },
  tableToggle: { id: 'host.analytics.tableToggle', defaultMessage: 'Show the figures as a table' },
  month: { id: 'host.analytics.month', defaultMessage: 'Month' },
  revenue: { id: 'host.analytics.revenue', defaultMessage: 'Revenue' },
  bookings: { id: 'host.analytics.bookings', defaultMessage: 'Approved bookings' },
  recent: { id: 'host.analytics.recent', defaultMessage: 'Recent Bookings' },
  noRecent: { id: 'host.analytics.noRecent', defaultMessage: 'No bookings yet' },
  top: { id: 'host.analytics.top', defaultMessage: 'Top Performing Properties' },
  noTop: { id: 'host.analytics.noTop', defaultMessage: 'No bookings yet' },
  topLine: {
    id: 'host.analytics.topLine',
    defaultMessage: '{count, plural, one {# booking} other {# bookings}} · {revenue}',
  },
  stay: { id: 'host.analytics.stay', defaultMessage: '{checkIn} to {checkOut}' },
  deletedProperty: { id: 'host.analytics.deletedProperty', defaultMessage: 'A deleted property' },
});

const Cards = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ol,
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding-block-end: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-block-end: 0;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 500;
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    margin-block-start: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  strong {
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

type Figures = HostAnalyticsQuery['hostAnalytics'];

function Insights({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { price } = useFormatters();
  const { dir } = useLanguage();
  const day = useDayFormat();
  const bookingBadge = useBookingStatusBadge();
  const monthLabel = (month: string) => day(`${month}-01`, { month: 'short', year: 'numeric' });
  const points = figures.revenueByMonth.map((row) => ({
    label: monthLabel(row.month),
    revenue: row.revenue,
  }));

  return (
    <>
      <StatGrid aria-label={t(messages.title)}>
        <StatCard
          testId="tile-revenue"
          label={t(messages.totalRevenue)}
          value={price(figures.totalRevenue)}
          note={t(messages.totalRevenueNote)}
        />
        <StatCard
          testId="tile-bookings"
          label={t(messages.totalBookings)}
          value={intl.formatNumber(figures.totalBookings)}
          note={t(messages.totalBookingsNote, { approved: figures.approvedBookings })}
        />
        <StatCard
          testId="tile-properties"
          label={t(messages.propertiesListed)}
          value={intl.formatNumber(figures.propertiesListed)}
        />
        <StatCard
          testId="tile-pending"
          label={t(messages.pendingRequests)}
          value={intl.formatNumber(figures.pendingRequests)}
          note={t(messages.pendingNote)}
        />
      </StatGrid>
      <Cards>
        <StatCard
          testId="card-month"
          label={t(messages.thisMonth)}
          value={price(figures.thisMonthRevenue)}
          note={t(messages.thisMonthNote, { count: figures.thisMonth })}
        />
        <StatCard
          testId="card-average"
          label={t(messages.average)}
          value={price(figures.averageBookingValue)}
          note={t(messages.averageNote)}
        />
        <StatCard
          testId="card-approval"
          label={t(messages.approvalRate)}
          value={intl.formatNumber(figures.approvalRate / 100, { style: 'percent' })}
          note={t(messages.approvalNote)}
        />
      </Cards>
      <Panel $padded as="section" aria-labelledby="chart-title">
        <CardTitle as="h2" id="chart-title">
          {t(messages.chartTitle)}
        </CardTitle>
        <p id="chart-summary">{t(messages.chartSummary)}</p>
        <div aria-hidden data-testid="revenue-chart" style={{ minBlockSize: 260 }}>
          <Suspense fallback={<Skeleton style={{ blockSize: 260 }} aria-label={t(messages.chartLoading)} />}>
            <RevenueChart points={points} formatMoney={(value) => price(value)} rtl={dir === 'rtl'} />
          </Suspense>
        </div>
        <details>
          <summary>{t(messages.tableToggle)}</summary>
          <table aria-describedby="chart-summary" data-testid="revenue-table">
            <caption style={{ textAlign: 'start', fontWeight: 600 }}>{t(messages.chartTitle)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(messages.month)}</th>
                <th scope="col">{t(messages.revenue)}</th>
                <th scope="col">{t(messages.bookings)}</th>
              </tr>
            </thead>
            <tbody>
              {figures.revenueByMonth.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{monthLabel(row.month)}</th>
                  <td>{price(row.revenue)}</td>
                  <td>{intl.formatNumber(row.bookings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Panel>
      <TwoColumns>
        <Panel $padded as="section" aria-labelledby="recent-title">
          <CardTitle as="h2" id="recent-title">
            {t(messages.recent)}
          </CardTitle>
          {figures.recentBookings.length === 0 ? (
            <p>{t(messages.noRecent)}</p>
          ) : (
            <ul>
              {figures.recentBookings.map((booking) => {
                const badge = bookingBadge(booking.status, booking);
                return (
                  <li key={booking.id} data-testid="recent-booking">
                    <Who>
                      <strong dir="auto">{guestShortName(booking.guest)}</strong>
                      <span dir="auto">{booking.property?.title ?? t(messages.deletedProperty)}</span>
                      <span>
                        {t(messages.stay, {
                          checkIn: day(booking.checkInDate),
                          checkOut: day(booking.checkOutDate),
                        })}{' '}
                        · {price(booking.totalPrice)}
                      </span>
                    </Who>
                    <Badge $variant={badge.variant}>{badge.label}</Badge>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
        <Panel $padded as="section" aria-labelledby="top-title">
          <CardTitle as="h2" id="top-title">
            {t(messages.top)}
          </CardTitle>
          {figures.topProperties.length === 0 ? (
            <p>{t(messages.noTop)}</p>
          ) : (
            <ol>
              {figures.topProperties.map((row, index) => (
                <li key={row.propertyId} data-testid="top-property">
                  <Who>
                    <strong dir="auto">
                      {intl.formatNumber(index + 1)}. {row.property?.title ?? t(messages.deletedProperty)}
                    </strong>
                    <span>{t(messages.topLine, { count: row.bookings, revenue: price(row.revenue) })}</span>
                  </Who>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </TwoColumns>
    </>
  );
}

function Analytics({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // Admins see their own figures here (they may name any host through the API).
  const { data, loading, error, refetch } = useQuery(HostAnalyticsDocument, {
    variables: { hostId: user.id },
  });
  if (loading && !data) return <Spinner label={t(messages.loading)} />;
  if (error || !data)
    return (
      <ErrorState
        title={t(messages.error)}
        message={error?.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  return <Insights figures={data.hostAnalytics} />;
}

/** /host/analytics (SPEC 2 'Analytics & Insights'): figures computed by the server (SPEC 9's formulas). */
function AnalyticsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(messages.title));
  return (
    <HostArea>
      {(user) => (
        <HostPageLayout title={t(messages.title)} subtitle={t(messages.subtitle)} section="analytics">
          <Analytics user={user} />
        </HostPageLayout>
      )}
    </HostArea>
  );
}

export default withHostMessages(AnalyticsPage);
