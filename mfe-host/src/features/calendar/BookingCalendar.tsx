import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useAddressParam, useLiveEvent, type SessionUser } from '@stays/platform';
import { ErrorState, Spinner } from '@stays/ui';
import { HostCalendarDocument } from '../../__generated__/graphql';
import { BlockNightsCard } from './BlockNightsCard';
import { ConflictsCard } from './ConflictsCard';
import { FeedCard } from './FeedCard';
import { ImportsCard } from './ImportsCard';
import { MonthView } from './MonthView';
import { PendingCard } from './PendingCard';
import { UpcomingCard } from './UpcomingCard';
import { messages } from './messages';
import {
  localToday,
  monthFromParam,
  monthOfDay,
  monthParam,
  pendingRequests,
  upcomingBookings,
  type Month,
} from './monthGrid';
import { Layout, Side } from './styles';

/** The host's calendar: one read, the month and listing from the address, the cards beside the month. */
export function BookingCalendar({ user }: { user: SessionUser }) {
  const t = useIntl().formatMessage;
  const today = useMemo(() => localToday(), []);
  // The month and the listing shown are in the address (`?month=2027-01&property=...`): a reload, or a link
  // to next month's calendar, shows the same view.
  const [monthInAddress, setMonthInAddress] = useAddressParam('month');
  const [propertyInAddress, setPropertyInAddress] = useAddressParam('property');
  const thisMonth = monthOfDay(today);
  const month = monthFromParam(monthInAddress) ?? thisMonth;
  const setMonth = (next: Month) =>
    setMonthInAddress(monthParam(next) === monthParam(thisMonth) ? null : monthParam(next));
  const { data, loading, error, refetch } = useQuery(HostCalendarDocument, {
    variables: { hostId: user.id },
  });
  // A new request, an Instant Book, a guest's cancellation: the calendar shows it without a reload.
  useLiveEvent('booking', () => void refetch().catch(() => undefined));

  const properties = data?.hostProperties ?? [];
  // A listing the host no longer has (deleted, moved) is no filter.
  const propertyId =
    propertyInAddress && properties.some((p) => p.id === propertyInAddress) ? propertyInAddress : '';
  const allBookings = data?.hostBookings ?? [];
  const bookings = propertyId ? allBookings.filter((b) => b.propertyId === propertyId) : allBookings;
  const blocks = (data?.blockedNights ?? []).filter((b) => !propertyId || b.propertyId === propertyId);
  const conflicts = (data?.calendarConflicts ?? []).filter((c) => !propertyId || c.propertyId === propertyId);
  const titleOf = (id: string) => properties.find((p) => p.id === id)?.title ?? '';

  if (loading && !data) return <Spinner label={t(messages.loading)} />;
  if (error)
    return (
      <ErrorState
        title={t(messages.error)}
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );

  return (
    <Layout>
      <MonthView
        properties={properties}
        propertyId={propertyId}
        onPropertyChange={(id) => setPropertyInAddress(id || null)}
        month={month}
        thisMonth={thisMonth}
        onMonthChange={setMonth}
        today={today}
        bookings={bookings}
        blocks={blocks}
        conflicts={conflicts}
      />
      <Side>
        <ConflictsCard conflicts={conflicts} titleOf={titleOf} />
        <UpcomingCard upcoming={upcomingBookings(bookings)} titleOf={titleOf} />
        <PendingCard pending={pendingRequests(bookings)} titleOf={titleOf} refresh={refetch} />
        <BlockNightsCard
          propertyId={propertyId}
          today={today}
          blocks={blocks}
          titleOf={titleOf}
          refresh={refetch}
        />
        {propertyId ? <ImportsCard propertyId={propertyId} refreshCalendar={refetch} /> : null}
        {propertyId ? <FeedCard propertyId={propertyId} /> : null}
      </Side>
    </Layout>
  );
}
