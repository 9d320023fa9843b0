import { useMemo, useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  useAddressParam,
  useFormatters,
  useLiveEvent,
  useWriteThenRefresh,
  type SessionUser,
} from '@stays/platform';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  Dialog,
  ErrorState,
  Field,
  Input,
  NativeSelect,
  Spinner,
  useToast,
  VisuallyHidden,
} from '@stays/ui';
import {
  BlockNightsDocument,
  CalendarFeedDocument,
  DecideBookingDocument,
  HostCalendarDocument,
  ResetCalendarFeedDocument,
  UnblockNightsDocument,
  type HostBookingFieldsFragment,
} from '../../__generated__/graphql';
import { withHostMessages } from '../../i18n/withHostMessages';
import { HostArea, HostPageLayout, useDocumentTitle } from '../common/HostArea';
import { guestShortName, useDayFormat } from '../common/labels';
import {
  addMonths,
  blocksOn,
  chipsFor,
  localToday,
  monthFromParam,
  monthGrid,
  monthOfDay,
  monthParam,
  pendingRequests,
  staysOn,
  upcomingBookings,
  type Month,
} from './monthGrid';

const messages = defineMessages({
  title: { id: 'host.calendar.title', defaultMessage: 'Booking Calendar' },
  subtitle: {
    id: 'host.calendar.subtitle',
    defaultMessage: 'Approved stays, requests and the nights you blocked.',
  },
  loading: { id: 'host.calendar.loading', defaultMessage: 'Loading your calendar...' },
  error: { id: 'host.calendar.error', defaultMessage: 'Failed to load your calendar' },
  property: { id: 'host.calendar.property', defaultMessage: 'Property' },
  allProperties: { id: 'host.calendar.allProperties', defaultMessage: 'All properties' },
  previous: { id: 'host.calendar.previous', defaultMessage: 'Previous month' },
  next: { id: 'host.calendar.next', defaultMessage: 'Next month' },
  today: { id: 'host.calendar.today', defaultMessage: 'Today' },
  more: { id: 'host.calendar.more', defaultMessage: '+{count} more' },
  blocked: { id: 'host.calendar.blocked', defaultMessage: 'Blocked' },
  dayLabel: {
    id: 'host.calendar.dayLabel',
    defaultMessage: '{date}: {count, plural, =0 {no stays} one {# stay} other {# stays}}',
  },
  upcoming: { id: 'host.calendar.upcoming', defaultMessage: 'Upcoming Bookings' },
  noUpcoming: { id: 'host.calendar.noUpcoming', defaultMessage: 'No upcoming bookings' },
  pending: { id: 'host.calendar.pending', defaultMessage: 'Pending Requests' },
  noPending: { id: 'host.calendar.noPending', defaultMessage: 'No pending requests' },
  stay: { id: 'host.calendar.stay', defaultMessage: '{checkIn} to {checkOut}' },
  guests: { id: 'host.calendar.guests', defaultMessage: '{count, plural, one {# guest} other {# guests}}' },
  approve: { id: 'host.calendar.approve', defaultMessage: 'Approve' },
  decline: { id: 'host.calendar.decline', defaultMessage: 'Decline' },
  approveNamed: { id: 'host.calendar.approveNamed', defaultMessage: 'Approve the request of {guest}' },
  declineNamed: { id: 'host.calendar.declineNamed', defaultMessage: 'Decline the request of {guest}' },
  approved: { id: 'host.calendar.approved', defaultMessage: 'Booking approved' },
  approvedText: { id: 'host.calendar.approvedText', defaultMessage: 'The guest has been told.' },
  declined: { id: 'host.calendar.declined', defaultMessage: 'Booking declined' },
  decideFailed: { id: 'host.calendar.decideFailed', defaultMessage: 'Could not update the booking' },
  overlap: {
    id: 'host.calendar.overlap',
    defaultMessage:
      'These dates overlap a stay you already approved at this property, so this request cannot be approved.',
  },
  blockedConflict: {
    id: 'host.calendar.blockedConflict',
    defaultMessage: 'You blocked some of these nights. Unblock them first to approve this request.',
  },
  alreadyDecided: {
    id: 'host.calendar.alreadyDecided',
    defaultMessage: 'This request was already decided. The list is up to date now.',
  },
  blockTitle: { id: 'host.calendar.blockTitle', defaultMessage: 'Block nights' },
  blockIntro: {
    id: 'host.calendar.blockIntro',
    defaultMessage: 'Close nights for maintenance or your own use: guests cannot find or request them.',
  },
  from: { id: 'host.calendar.from', defaultMessage: 'First night' },
  until: { id: 'host.calendar.until', defaultMessage: 'Open again on' },
  note: { id: 'host.calendar.note', defaultMessage: 'Note (only you see it)' },
  block: { id: 'host.calendar.block', defaultMessage: 'Block nights' },
  blockDone: { id: 'host.calendar.blockDone', defaultMessage: 'Nights blocked' },
  blockFailed: { id: 'host.calendar.blockFailed', defaultMessage: 'Could not block these nights' },
  chooseProperty: { id: 'host.calendar.chooseProperty', defaultMessage: 'Choose a property first.' },
  datesNeeded: {
    id: 'host.calendar.datesNeeded',
    defaultMessage: 'Choose the first night and the day it opens again.',
  },
  blockedList: { id: 'host.calendar.blockedList', defaultMessage: 'Blocked periods' },
  noBlocks: { id: 'host.calendar.noBlocks', defaultMessage: 'No blocked nights' },
  unblock: { id: 'host.calendar.unblock', defaultMessage: 'Unblock' },
  unblockNamed: { id: 'host.calendar.unblockNamed', defaultMessage: 'Unblock {dates}' },
  unblocked: { id: 'host.calendar.unblocked', defaultMessage: 'Nights open again' },
  feedTitle: { id: 'host.calendar.feedTitle', defaultMessage: 'Calendar feed (iCal)' },
  feedIntro: {
    id: 'host.calendar.feedIntro',
    defaultMessage:
      'Subscribe to this address in Google Calendar or another marketplace to avoid double bookings. It lists approved stays and blocked nights, without guest names. Keep it private.',
  },
  feedShow: { id: 'host.calendar.feedShow', defaultMessage: 'Show feed address' },
  feedUrl: { id: 'host.calendar.feedUrl', defaultMessage: 'Feed address' },
  copy: { id: 'host.calendar.copy', defaultMessage: 'Copy' },
  copied: { id: 'host.calendar.copied', defaultMessage: 'Address copied' },
  reset: { id: 'host.calendar.reset', defaultMessage: 'Reset address' },
  resetTitle: { id: 'host.calendar.resetTitle', defaultMessage: 'Reset the feed address?' },
  resetText: {
    id: 'host.calendar.resetText',
    defaultMessage:
      'The current address stops working at once; calendars subscribed to it must use the new one.',
  },
  resetDone: { id: 'host.calendar.resetDone', defaultMessage: 'New feed address ready' },
  cancel: { id: 'host.calendar.cancel', defaultMessage: 'Cancel' },
  feedFailed: { id: 'host.calendar.feedFailed', defaultMessage: 'Could not load the feed address' },
});

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.ink};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** A chevron that points the reading direction's way (previous is right-pointing in Arabic). */
const Arrow = styled.span`
  display: inline-block;
  html[dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

const Grid = styled.table`
  inline-size: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  margin-block-start: ${({ theme }) => theme.space.md};
  th {
    padding-block: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
  td {
    vertical-align: top;
    block-size: 5.5rem;
    padding: ${({ theme }) => theme.space.xxs};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  td[data-outside='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
  }
  td[data-blocked='true'] {
    background: repeating-linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.sandSoft},
      ${({ theme }) => theme.colors.sandSoft} 6px,
      ${({ theme }) => theme.colors.surface} 6px,
      ${({ theme }) => theme.colors.surface} 12px
    );
  }
  td[aria-current='date'] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const DayNumber = styled.span<{ $today: boolean }>`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.6rem;
  block-size: 1.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  background: ${({ theme, $today }) => ($today ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $today }) => ($today ? theme.colors.primaryInk : 'inherit')};
`;

const Chips = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  li {
    font-size: 0.6875rem;
    line-height: 1.3;
    padding: 1px ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  li[data-kind='more'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.muted};
  }
  li[data-kind='blocked'] {
    background: ${({ theme }) => theme.colors.sand};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const SideCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
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
    flex-direction: column;
    gap: 2px;
    padding-block-end: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-block-end: 0;
    padding-block-end: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Line = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: ${({ theme }) => theme.space.xxs};
`;

const BlockForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

/** The words for the server's refusal of a decision (SPEC 8: the conflict said plainly). */
function decisionProblem(error: unknown): 'overlap' | 'blockedConflict' | 'alreadyDecided' | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const message = error.errors[0]?.message ?? '';
  if (/overlap an approved stay/.test(message)) return 'overlap';
  if (/blocked some of these nights/.test(message)) return 'blockedConflict';
  if (/already (approved|rejected)/.test(message)) return 'alreadyDecided';
  return null;
}

const firstMessage = (error: unknown) =>
  CombinedGraphQLErrors.is(error)
    ? error.errors[0]?.message
    : error instanceof Error
      ? error.message
      : undefined;

function FeedCard({ propertyId }: { propertyId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { toast } = useToast();
  const [load, feed] = useLazyQuery(CalendarFeedDocument);
  const [reset, resetting] = useMutation(ResetCalendarFeedDocument);
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<{ propertyId: string; path: string } | null>(null);
  const shown =
    fresh?.propertyId === propertyId
      ? fresh.path
      : feed.data?.calendarFeed.propertyId === propertyId
        ? feed.data.calendarFeed.path
        : null;
  const url = shown ? `${window.location.origin}${shown}` : '';

  const doReset = async () => {
    try {
      const { data } = await reset({ variables: { propertyId } });
      if (data) setFresh(data.resetCalendarFeed);
      setConfirming(false);
      toast({ title: t(messages.resetDone) });
    } catch (error) {
      setConfirming(false);
      toast({ variant: 'destructive', title: t(messages.feedFailed), description: firstMessage(error) });
    }
  };

  return (
    <SideCard $padded as="section" aria-labelledby="feed-title">
      <CardTitle as="h2" id="feed-title">
        {t(messages.feedTitle)}
      </CardTitle>
      <p>{t(messages.feedIntro)}</p>
      {shown ? (
        <>
          <Field label={t(messages.feedUrl)} id="feed-url">
            <Input readOnly value={url} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <Row>
            <Button
              $size="sm"
              $variant="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(() => toast({ title: t(messages.copied) }));
              }}
            >
              {t(messages.copy)}
            </Button>
            <Button $size="sm" $variant="ghost" onClick={() => setConfirming(true)}>
              {t(messages.reset)}
            </Button>
          </Row>
        </>
      ) : (
        <Button
          $size="sm"
          $variant="outline"
          disabled={feed.loading}
          onClick={() => {
            void load({ variables: { propertyId } }).catch(() => undefined);
          }}
        >
          {t(messages.feedShow)}
        </Button>
      )}
      {feed.error ? <p role="alert">{t(messages.feedFailed)}</p> : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(messages.resetTitle)}
        description={t(messages.resetText)}
        size="sm"
      >
        <DialogActions>
          <Button $variant="outline" onClick={() => setConfirming(false)}>
            {t(messages.cancel)}
          </Button>
          <Button $variant="destructive" disabled={resetting.loading} onClick={() => void doReset()}>
            {t(messages.reset)}
          </Button>
        </DialogActions>
      </Dialog>
    </SideCard>
  );
}

function BookingCalendar({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { toast } = useToast();
  const { price, locale } = useFormatters();
  const dayText = useDayFormat();
  const today = useMemo(() => localToday(), []);
  // The month and the listing shown are in the address (`?month=2027-01&property=...`): a reload, or a link
  // to next month's calendar, shows the same view.
  const [monthInAddress, setMonthInAddress] = useAddressParam('month');
  const [propertyInAddress, setPropertyInAddress] = useAddressParam('property');
  const thisMonth = monthOfDay(today);
  const month = monthFromParam(monthInAddress) ?? thisMonth;
  const setMonth = (next: Month) =>
    setMonthInAddress(monthParam(next) === monthParam(thisMonth) ? null : monthParam(next));
  const [block, setBlock] = useState({ startDate: '', endDate: '', note: '' });
  const { data, loading, error, refetch } = useQuery(HostCalendarDocument, {
    variables: { hostId: user.id },
  });
  // A new request, an Instant Book, a guest's cancellation: the calendar shows it without a reload.
  useLiveEvent('booking', () => void refetch().catch(() => undefined));
  const [decide, deciding] = useMutation(DecideBookingDocument);
  const [addBlock, blocking] = useWriteThenRefresh(BlockNightsDocument, ['HostCalendar']);
  const [removeBlock] = useMutation(UnblockNightsDocument);

  const properties = data?.hostProperties ?? [];
  // A listing the host no longer has (deleted, moved) is no filter.
  const propertyId =
    propertyInAddress && properties.some((p) => p.id === propertyInAddress) ? propertyInAddress : '';
  const setPropertyId = (id: string) => setPropertyInAddress(id || null);
  const allBookings = data?.hostBookings ?? [];
  const bookings = propertyId ? allBookings.filter((b) => b.propertyId === propertyId) : allBookings;
  const blocks = (data?.blockedNights ?? []).filter((b) => !propertyId || b.propertyId === propertyId);
  const titleOf = (id: string) => properties.find((p) => p.id === id)?.title ?? '';
  const weeks = monthGrid(month);
  const weekdays = weeks[0].map(({ day }) =>
    intl.formatDate(`${day}T00:00:00.000Z`, { weekday: 'short', timeZone: 'UTC' }),
  );
  const caption = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month, 1)),
  );

  const onDecide = async (booking: HostBookingFieldsFragment, status: 'approved' | 'rejected') => {
    try {
      await decide({ variables: { id: booking.id, status } });
      toast(
        status === 'approved'
          ? { title: t(messages.approved), description: t(messages.approvedText) }
          : { title: t(messages.declined) },
      );
    } catch (failure) {
      const problem = decisionProblem(failure);
      toast({
        variant: 'destructive',
        title: t(messages.decideFailed),
        description: problem ? t(messages[problem]) : firstMessage(failure),
      });
    }
    // A failed refresh shows in the calendar's own error state (with Retry), not as a failed decision.
    await refetch().catch(() => undefined);
  };

  const onBlock = async (event: FormEvent) => {
    event.preventDefault();
    if (!propertyId) {
      toast({
        variant: 'destructive',
        title: t(messages.blockFailed),
        description: t(messages.chooseProperty),
      });
      return;
    }
    if (!block.startDate || !block.endDate) {
      toast({ variant: 'destructive', title: t(messages.blockFailed), description: t(messages.datesNeeded) });
      return;
    }
    try {
      await addBlock({ propertyId, ...block, note: block.note || null });
      setBlock({ startDate: '', endDate: '', note: '' });
      toast({ title: t(messages.blockDone) });
    } catch (failure) {
      const fields = CombinedGraphQLErrors.is(failure) ? failure.errors[0]?.extensions?.errors : undefined;
      const detail =
        fields && typeof fields === 'object'
          ? Object.values(fields as Record<string, string>).join(' ')
          : undefined;
      toast({
        variant: 'destructive',
        title: t(messages.blockFailed),
        description: detail || firstMessage(failure),
      });
    }
  };

  if (loading && !data) return <Spinner label={t(messages.loading)} />;
  if (error)
    return (
      <ErrorState
        title={t(messages.error)}
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );

  const upcoming = upcomingBookings(bookings, today);
  const pending = pendingRequests(bookings);

  return (
    <Layout>
      <Card $padded as="section" aria-labelledby="month-caption">
        <Field label={t(messages.property)} id="calendar-property">
          <NativeSelect value={propertyId} onChange={(event) => setPropertyId(event.currentTarget.value)}>
            <option value="">{t(messages.allProperties)}</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Toolbar>
          <h2 id="month-caption" aria-live="polite">
            {caption}
          </h2>
          <div>
            <Button
              $size="sm"
              $variant="outline"
              aria-label={t(messages.previous)}
              onClick={() => setMonth(addMonths(month, -1))}
            >
              <Arrow aria-hidden>‹</Arrow>
            </Button>
            <Button $size="sm" $variant="outline" onClick={() => setMonth(thisMonth)}>
              {t(messages.today)}
            </Button>
            <Button
              $size="sm"
              $variant="outline"
              aria-label={t(messages.next)}
              onClick={() => setMonth(addMonths(month, 1))}
            >
              <Arrow aria-hidden>›</Arrow>
            </Button>
          </div>
        </Toolbar>
        <Grid aria-labelledby="month-caption" data-testid="month-grid">
          <thead>
            <tr>
              {weekdays.map((weekday) => (
                <th key={weekday} scope="col">
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0].day}>
                {week.map(({ day, inMonth }) => {
                  const stays = staysOn(day, bookings);
                  const dayBlocks = blocksOn(day, blocks);
                  const { shown, more } = chipsFor(stays);
                  const isToday = day === today;
                  return (
                    <td
                      key={day}
                      data-day={day}
                      data-outside={!inMonth}
                      data-blocked={dayBlocks.length > 0}
                      aria-current={isToday ? 'date' : undefined}
                    >
                      <DayNumber $today={isToday} aria-hidden>
                        {intl.formatNumber(Number(day.slice(8)))}
                      </DayNumber>
                      <VisuallyHidden>
                        {t(messages.dayLabel, {
                          date: dayText(day, { dateStyle: 'full' }),
                          count: stays.length,
                        })}
                      </VisuallyHidden>
                      {shown.length > 0 || more > 0 || dayBlocks.length > 0 ? (
                        <Chips>
                          {shown.map((stay) => (
                            <li key={stay.id} data-kind="guest" title={stay.property?.title ?? ''} dir="auto">
                              {guestShortName(stay.guest)}
                            </li>
                          ))}
                          {more > 0 ? <li data-kind="more">{t(messages.more, { count: more })}</li> : null}
                          {dayBlocks.length > 0 ? <li data-kind="blocked">{t(messages.blocked)}</li> : null}
                        </Chips>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Card>
      <Side>
        <SideCard $padded as="section" aria-labelledby="upcoming-title" data-testid="upcoming">
          <CardTitle as="h2" id="upcoming-title">
            {t(messages.upcoming)}
          </CardTitle>
          {upcoming.length === 0 ? (
            <p>{t(messages.noUpcoming)}</p>
          ) : (
            <ul>
              {upcoming.map((booking) => (
                <li key={booking.id}>
                  <Line>
                    <strong dir="auto">{guestShortName(booking.guest)}</strong>
                    <span>{price(booking.totalPrice)}</span>
                  </Line>
                  <Line dir="auto">{booking.property?.title ?? titleOf(booking.propertyId)}</Line>
                  <Line>
                    {t(messages.stay, {
                      checkIn: dayText(booking.checkInDate),
                      checkOut: dayText(booking.checkOutDate),
                    })}
                  </Line>
                </li>
              ))}
            </ul>
          )}
        </SideCard>
        <SideCard $padded as="section" aria-labelledby="pending-title" data-testid="pending">
          <CardTitle as="h2" id="pending-title">
            {t(messages.pending)}
          </CardTitle>
          {pending.length === 0 ? (
            <p>{t(messages.noPending)}</p>
          ) : (
            <ul>
              {pending.map((booking) => {
                const guest = guestShortName(booking.guest);
                return (
                  <li key={booking.id} data-testid="pending-request">
                    <Line>
                      <strong dir="auto">{guest}</strong>
                      <Badge $variant="warning">{price(booking.totalPrice)}</Badge>
                    </Line>
                    <Line dir="auto">{booking.property?.title ?? titleOf(booking.propertyId)}</Line>
                    <Line>
                      {t(messages.stay, {
                        checkIn: dayText(booking.checkInDate),
                        checkOut: dayText(booking.checkOutDate),
                      })}{' '}
                      · {t(messages.guests, { count: booking.guests })}
                    </Line>
                    <Row>
                      <Button
                        $size="sm"
                        disabled={deciding.loading}
                        aria-label={t(messages.approveNamed, { guest })}
                        onClick={() => void onDecide(booking, 'approved')}
                      >
                        {t(messages.approve)}
                      </Button>
                      <Button
                        $size="sm"
                        $variant="outline"
                        disabled={deciding.loading}
                        aria-label={t(messages.declineNamed, { guest })}
                        onClick={() => void onDecide(booking, 'rejected')}
                      >
                        {t(messages.decline)}
                      </Button>
                    </Row>
                  </li>
                );
              })}
            </ul>
          )}
        </SideCard>
        <SideCard $padded as="section" aria-labelledby="block-title">
          <CardTitle as="h2" id="block-title">
            {t(messages.blockTitle)}
          </CardTitle>
          <p>{t(messages.blockIntro)}</p>
          <BlockForm onSubmit={(event) => void onBlock(event)} noValidate>
            {propertyId ? null : <p>{t(messages.chooseProperty)}</p>}
            <Field label={t(messages.from)} id="block-start">
              <Input
                type="date"
                min={today}
                value={block.startDate}
                onChange={(event) => setBlock({ ...block, startDate: event.currentTarget.value })}
              />
            </Field>
            <Field label={t(messages.until)} id="block-end">
              <Input
                type="date"
                min={block.startDate || today}
                value={block.endDate}
                onChange={(event) => setBlock({ ...block, endDate: event.currentTarget.value })}
              />
            </Field>
            <Field label={t(messages.note)} id="block-note">
              <Input
                maxLength={200}
                dir="auto"
                value={block.note}
                onChange={(event) => setBlock({ ...block, note: event.currentTarget.value })}
              />
            </Field>
            <Button type="submit" $variant="outline" disabled={blocking.busy || !propertyId}>
              {t(messages.block)}
            </Button>
          </BlockForm>
          <CardTitle as="h3">{t(messages.blockedList)}</CardTitle>
          {blocks.length === 0 ? (
            <p>{t(messages.noBlocks)}</p>
          ) : (
            <ul>
              {blocks.map((item) => {
                const dates = t(messages.stay, {
                  checkIn: dayText(item.startDate),
                  checkOut: dayText(item.endDate),
                });
                return (
                  <li key={item.id}>
                    <Line>
                      <strong>{dates}</strong>
                    </Line>
                    <Line dir="auto">
                      {titleOf(item.propertyId)}
                      {item.note ? ` · ${item.note}` : ''}
                    </Line>
                    <Row>
                      <Button
                        $size="sm"
                        $variant="ghost"
                        aria-label={t(messages.unblockNamed, { dates })}
                        onClick={() =>
                          void removeBlock({ variables: { propertyId: item.propertyId, id: item.id } })
                            .then(() => {
                              toast({ title: t(messages.unblocked) });
                              return refetch();
                            })
                            .catch((failure: unknown) =>
                              toast({
                                variant: 'destructive',
                                title: t(messages.blockFailed),
                                description: firstMessage(failure),
                              }),
                            )
                        }
                      >
                        {t(messages.unblock)}
                      </Button>
                    </Row>
                  </li>
                );
              })}
            </ul>
          )}
        </SideCard>
        {propertyId ? <FeedCard propertyId={propertyId} /> : null}
      </Side>
    </Layout>
  );
}

/** /host/calendar (SPEC 2 'Booking Calendar'), with blocked nights and each property's iCal feed. */
function CalendarPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(messages.title));
  return (
    <HostArea>
      {(user) => (
        <HostPageLayout title={t(messages.title)} subtitle={t(messages.subtitle)} section="calendar">
          <BookingCalendar user={user} />
        </HostPageLayout>
      )}
    </HostArea>
  );
}

export default withHostMessages(CalendarPage);
