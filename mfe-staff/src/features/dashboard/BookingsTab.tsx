import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fullNameOf } from '@stays/contracts';
import { useFormatters } from '@stays/platform';
import { Button } from '@stays/ui';
import { Actions, Body, Meta, RowTitle, PagedWorkList, useQueueFocus, WorkSection } from '@stays/ui/portal';
import { StaffPendingBookingsDocument, type StaffPendingBookingFragment } from '../../__generated__/graphql';
import { LoadError } from './layout';
import { m } from './messages';
import { useAnswerBooking } from './useAnswerBooking';

export const BOOKING_PAGE_SIZE = 10;
/** Calendar dates (YYYY-MM-DD) are shown as the day they name, whatever the browser's time zone. */
const CALENDAR_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** The pending booking requests, a page at a time: Approve or Reject; an approval over an approved stay says so. */
export function BookingsTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { price, date } = useFormatters();
  const { answer: store, busy } = useAnswerBooking();
  const [offset, setOffset] = useState(0);
  const paging = { offset, pageSize: BOOKING_PAGE_SIZE, onOffset: setOffset };
  const { data, loading, error, refetch } = useQuery(StaffPendingBookingsDocument, {
    variables: { limit: BOOKING_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.bookingPage;

  const { listRef, willLeave, stayed } = useQueueFocus({ items: page?.items, paging, busy });

  async function answer(booking: StaffPendingBookingFragment, index: number, approve: boolean) {
    willLeave(index);
    if (!(await store(booking, approve))) stayed();
  }

  return (
    <WorkSection headingId="staff-bookings-title" title={t(m.pendingBookingsTitle)} total={page?.total}>
      <PagedWorkList
        page={page}
        query={{ loading, error, refetch }}
        paging={paging}
        errorView={LoadError}
        empty={t(m.noPendingBookings)}
        rowKey={(booking) => booking.id}
        listRef={listRef}
      >
        {(booking, index) => {
          const guest = fullNameOf(booking.guest);
          const title = booking.property?.title ?? t(m.unknownProperty);
          return (
            <>
              <div>
                <RowTitle dir="auto">{title}</RowTitle>
                {booking.property?.location ? (
                  <Meta>
                    <bdi>{booking.property.location}</bdi>
                  </Meta>
                ) : null}
                <Meta>
                  {t(m.stay, {
                    checkIn: date(booking.checkInDate, CALENDAR_DAY),
                    checkOut: date(booking.checkOutDate, CALENDAR_DAY),
                  })}{' '}
                  · {t(m.guests, { count: booking.guests })} ·{' '}
                  {t(m.total, { price: price(booking.totalPrice) })}
                </Meta>
                <Meta>
                  {t(m.guestLabel)}: <bdi>{guest}</bdi>
                  {booking.guest?.email ? (
                    <>
                      {' '}
                      · <bdi>{booking.guest.email}</bdi>
                    </>
                  ) : null}
                </Meta>
                {booking.message ? <Body dir="auto">{booking.message}</Body> : null}
              </div>
              <Actions>
                <Button
                  type="button"
                  $variant="primary"
                  $size="sm"
                  disabled={busy}
                  aria-label={t(m.approveNamed, { name: `${title}, ${guest}` })}
                  onClick={() => void answer(booking, index, true)}
                >
                  {t(m.approve)}
                </Button>
                <Button
                  type="button"
                  $variant="destructive"
                  $size="sm"
                  disabled={busy}
                  aria-label={t(m.rejectNamed, { name: `${title}, ${guest}` })}
                  onClick={() => void answer(booking, index, false)}
                >
                  {t(m.reject)}
                </Button>
              </Actions>
            </>
          );
        }}
      </PagedWorkList>
    </WorkSection>
  );
}
