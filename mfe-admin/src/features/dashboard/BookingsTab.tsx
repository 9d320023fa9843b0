import { useQuery } from '@apollo/client/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { fullNameOf } from '@stays/contracts';
import { useFormatters, useListFilterInAddress } from '@stays/platform';
import { Badge, type BadgeVariant } from '@stays/ui';
import { Meta, RowTitle, PagedWorkList, WorkSection, FilterButtons } from '@stays/ui/portal';
import { AdminBookingsDocument, type BookingStatus } from '../../__generated__/graphql';
import { LoadError } from './feedback';
import { m } from './messages';

/** Every status a booking can have (the graph's BookingStatus), and all of them. */
const BOOKING_FILTERS: ReadonlyArray<BookingStatus | 'all'> = [
  'all',
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'expired',
];

export const BOOKING_PAGE_SIZE = 20;
const CALENDAR_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
const BADGE: Record<string, BadgeVariant> = {
  pending: 'secondary',
  approved: 'success',
  rejected: 'destructive',
  cancelled: 'outline',
  expired: 'outline',
};

/** Every booking, newest first, a page at a time, by status. */
export function BookingsTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { price, date } = useFormatters();
  const { filter, setFilter, offset, setOffset } = useListFilterInAddress(
    'bookingStatus',
    BOOKING_FILTERS,
    'all',
  );
  const paging = { offset, pageSize: BOOKING_PAGE_SIZE, onOffset: setOffset };
  const { data, loading, error, refetch } = useQuery(AdminBookingsDocument, {
    variables: { status: filter === 'all' ? null : filter, limit: BOOKING_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.bookingPage;
  const statusName: Record<string, MessageDescriptor> = {
    pending: m.statusPending,
    approved: m.statusApproved,
    rejected: m.statusRejected,
    cancelled: m.statusCancelled,
    expired: m.statusExpired,
  };

  return (
    <WorkSection
      headingId="admin-bookings-title"
      title={t(m.bookingsTitle)}
      total={page?.total}
      tools={
        <FilterButtons<BookingStatus | 'all'>
          label={t(m.statusFilter)}
          value={filter}
          onChange={setFilter}
          options={[
            ['all', t(m.statusAll)],
            ['pending', t(m.statusPending)],
            ['approved', t(m.statusApproved)],
            ['rejected', t(m.statusRejected)],
            ['cancelled', t(m.statusCancelled)],
            ['expired', t(m.statusExpired)],
          ]}
        />
      }
    >
      <PagedWorkList
        page={page}
        query={{ loading, error, refetch }}
        paging={paging}
        errorView={LoadError}
        empty={t(m.noBookings)}
        rowKey={(booking) => booking.id}
      >
        {(booking) => {
          const guest = fullNameOf(booking.guest);
          return (
            <>
              <div>
                <RowTitle>
                  <bdi>{booking.property?.title ?? t(m.removedProperty)}</bdi>
                </RowTitle>
                <Meta>
                  {t(m.stay, {
                    checkIn: date(booking.checkIn, CALENDAR_DAY),
                    checkOut: date(booking.checkOut, CALENDAR_DAY),
                  })}{' '}
                  · {t(m.guests, { count: booking.guests })} ·{' '}
                  {t(m.total, { price: price(booking.totalPrice) })}
                </Meta>
                <Meta>
                  <bdi>{guest}</bdi>
                  {booking.guest?.email ? (
                    <>
                      {' '}
                      · <bdi>{booking.guest.email}</bdi>
                    </>
                  ) : null}
                </Meta>
              </div>
              <Badge $variant={BADGE[booking.status] ?? 'outline'}>
                {statusName[booking.status] ? t(statusName[booking.status]!) : booking.status}
              </Badge>
            </>
          );
        }}
      </PagedWorkList>
    </WorkSection>
  );
}
