import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormatters, type SessionUser } from '@stays/platform';
import { DecideRequestButtons } from '@stays/platform/apollo';
import { Badge, ButtonLink, Card, CardTitle, EmptyState, ErrorState, Skeleton } from '@stays/ui';
import { StatCard } from '@stays/ui/portal';
import { HostOverviewDocument } from '../../__generated__/graphql';
import { withHostMessages } from '../../i18n/withHostMessages';
import { HostArea, HostPageLayout, StatGrid, TwoColumns, useDocumentTitle } from '../common/HostArea';
import { guestShortName, useBookingStatusBadge, useDayFormat, useStatusBadge } from '../common/labels';
import { PriceLines } from '../common/PriceLines';
import { DASHBOARD_LIST_SIZE } from './stats';

const messages = defineMessages({
  title: { id: 'host.dashboard.title', defaultMessage: 'Host Dashboard' },
  welcome: { id: 'host.dashboard.welcome', defaultMessage: 'Welcome back, {name}' },
  addProperty: { id: 'host.dashboard.addProperty', defaultMessage: 'Add Property' },
  statProperties: { id: 'host.dashboard.statProperties', defaultMessage: 'Properties' },
  statPropertiesNote: {
    id: 'host.dashboard.statPropertiesNote',
    defaultMessage: '{active} active of {total}',
  },
  statBookings: { id: 'host.dashboard.statBookings', defaultMessage: 'Bookings' },
  statBookingsNote: { id: 'host.dashboard.statBookingsNote', defaultMessage: 'pending requests' },
  statGuests: { id: 'host.dashboard.statGuests', defaultMessage: 'Total Guests' },
  statGuestsNote: { id: 'host.dashboard.statGuestsNote', defaultMessage: 'across approved stays' },
  statRevenue: { id: 'host.dashboard.statRevenue', defaultMessage: 'Revenue' },
  statRevenueNote: { id: 'host.dashboard.statRevenueNote', defaultMessage: 'from approved bookings' },
  yourProperties: { id: 'host.dashboard.yourProperties', defaultMessage: 'Your Properties' },
  viewAll: { id: 'host.dashboard.viewAll', defaultMessage: 'View All' },
  noProperties: { id: 'host.dashboard.noProperties', defaultMessage: 'No properties yet' },
  noPropertiesText: {
    id: 'host.dashboard.noPropertiesText',
    defaultMessage: 'List your first property to start receiving bookings.',
  },
  recentBookings: { id: 'host.dashboard.recentBookings', defaultMessage: 'Recent Bookings' },
  viewCalendar: { id: 'host.dashboard.viewCalendar', defaultMessage: 'View Calendar' },
  noBookings: { id: 'host.dashboard.noBookings', defaultMessage: 'No bookings yet' },
  viewAnalytics: { id: 'host.dashboard.viewAnalytics', defaultMessage: 'View Analytics' },
  perNight: { id: 'host.dashboard.perNight', defaultMessage: '{price} / night' },
  stay: { id: 'host.dashboard.stay', defaultMessage: '{checkIn} to {checkOut}' },
  error: { id: 'host.dashboard.error', defaultMessage: 'Failed to load your dashboard' },
});

const ListCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
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
    padding-block: ${({ theme }) => theme.space.xs};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-block-end: 0;
  }
`;

const Primary = styled.div`
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  a,
  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function Dashboard({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const { price } = useFormatters();
  const day = useDayFormat();
  const statusBadge = useStatusBadge();
  const bookingBadge = useBookingStatusBadge();
  const { data, loading, error, refetch } = useQuery(HostOverviewDocument, {
    variables: { hostId: user.id },
  });
  const properties = data?.hostProperties ?? [];
  const bookings = data?.hostBookings ?? [];
  const stats = data?.hostAnalytics;
  const t = intl.formatMessage;

  return (
    <HostPageLayout
      title={t(messages.title)}
      subtitle={t(messages.welcome, { name: user.firstName || user.username })}
      section="dashboard"
      actions={
        <Actions>
          <ButtonLink to="/host/add-property">{t(messages.addProperty)}</ButtonLink>
          <ButtonLink to="/host/analytics" $variant="outline">
            {t(messages.viewAnalytics)}
          </ButtonLink>
        </Actions>
      }
    >
      {error ? (
        <ErrorState
          title={t(messages.error)}
          message={error.message}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <>
          <StatGrid aria-busy={loading || undefined}>
            {loading || !stats ? (
              Array.from({ length: 4 }, (_, i) => <Skeleton key={i} style={{ blockSize: '7rem' }} />)
            ) : (
              <>
                <StatCard
                  testId="stat-properties"
                  label={t(messages.statProperties)}
                  value={intl.formatNumber(stats.activeProperties)}
                  note={t(messages.statPropertiesNote, {
                    active: stats.activeProperties,
                    total: stats.propertiesListed,
                  })}
                />
                <StatCard
                  testId="stat-bookings"
                  label={t(messages.statBookings)}
                  value={intl.formatNumber(stats.pendingRequests)}
                  note={t(messages.statBookingsNote)}
                />
                <StatCard
                  testId="stat-guests"
                  label={t(messages.statGuests)}
                  value={intl.formatNumber(stats.guestsHosted)}
                  note={t(messages.statGuestsNote)}
                />
                <StatCard
                  testId="stat-revenue"
                  label={t(messages.statRevenue)}
                  value={price(stats.totalRevenue)}
                  note={t(messages.statRevenueNote)}
                />
              </>
            )}
          </StatGrid>
          <TwoColumns>
            <ListCard $padded>
              <header>
                <CardTitle as="h2">{t(messages.yourProperties)}</CardTitle>
                <Link to="/host/properties">{t(messages.viewAll)}</Link>
              </header>
              {!loading && properties.length === 0 ? (
                <EmptyState
                  title={t(messages.noProperties)}
                  message={t(messages.noPropertiesText)}
                  action={<ButtonLink to="/host/add-property">{t(messages.addProperty)}</ButtonLink>}
                />
              ) : (
                <ul>
                  {properties.slice(0, DASHBOARD_LIST_SIZE).map((property) => {
                    const badge = statusBadge(property.status);
                    return (
                      <li key={property.id} data-testid="dashboard-property">
                        <Primary>
                          <Link to={`/property/${property.id}`} dir="auto">
                            {property.title}
                          </Link>
                          <span dir="auto">{property.location}</span>
                          <span>{t(messages.perNight, { price: price(property.pricePerNight) })}</span>
                        </Primary>
                        <Badge $variant={badge.variant}>{badge.label}</Badge>
                      </li>
                    );
                  })}
                </ul>
              )}
            </ListCard>
            <ListCard $padded>
              <header>
                <CardTitle as="h2">{t(messages.recentBookings)}</CardTitle>
                <Link to="/host/calendar">{t(messages.viewCalendar)}</Link>
              </header>
              {!loading && bookings.length === 0 ? (
                <p>{t(messages.noBookings)}</p>
              ) : (
                <ul>
                  {bookings.slice(0, DASHBOARD_LIST_SIZE).map((booking) => {
                    const badge = bookingBadge(booking.status, booking);
                    return (
                      <li key={booking.id} data-testid="dashboard-booking">
                        <Primary>
                          <strong dir="auto">{guestShortName(booking.guest)}</strong>
                          <span dir="auto">{booking.property?.title ?? ''}</span>
                          <span>
                            {t(messages.stay, {
                              checkIn: day(booking.checkInDate),
                              checkOut: day(booking.checkOutDate),
                            })}{' '}
                            · {price(booking.totalPrice)}
                          </span>
                          {booking.status === 'pending' ? <PriceLines booking={booking} /> : null}
                          {booking.status === 'pending' ? (
                            <DecideRequestButtons
                              bookingId={booking.id}
                              guest={guestShortName(booking.guest)}
                              refresh={refetch}
                            />
                          ) : null}
                        </Primary>
                        <Badge $variant={badge.variant}>{badge.label}</Badge>
                      </li>
                    );
                  })}
                </ul>
              )}
            </ListCard>
          </TwoColumns>
        </>
      )}
    </HostPageLayout>
  );
}

/** /dashboard and /host/dashboard (SPEC 2). */
function HostDashboardPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return <HostArea>{(user) => <Dashboard user={user} />}</HostArea>;
}

export default withHostMessages(HostDashboardPage);
