import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import {
  Badge,
  type BadgeVariant,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  ErrorState,
  ImageWithFallback,
  Skeleton,
} from '@stays/ui';
import { useFormatters, useLiveEvent, useSession } from '@stays/platform';
import { MyTripsDocument, type TripFieldsFragment } from '../../__generated__/graphql';
import { withBookingMessages } from '../../i18n/withBookingMessages';
import { fromDay } from '../shared/dates';
import { tripsMessages as m } from '../shared/messages';
import { CancelDialog } from './CancelDialog';
import { groupTrips, TRIP_GROUPS, type TripGroup } from './groups';
import { SignedOutState } from '../shared/SignedOutState';
import { ReviewDialog } from './ReviewDialog';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  h1 {
    margin: 0;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Trip = styled(Card)`
  display: grid;
  grid-template-columns: 7rem 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  img {
    inline-size: 7rem;
    block-size: 7rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  align-content: start;
  min-inline-size: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: ${({ theme }) => theme.space.xs};
`;

const GROUP_TITLE: Record<TripGroup, MessageDescriptor> = {
  current: m.current,
  upcoming: m.upcoming,
  pending: m.pending,
  past: m.past,
  closed: m.closed,
};
/** A group's words when it is empty; none for the current stay, whose section shows only when there is one. */
const GROUP_EMPTY: Record<TripGroup, MessageDescriptor | null> = {
  current: null,
  upcoming: m.emptyUpcoming,
  pending: m.emptyPending,
  past: m.emptyPast,
  closed: m.emptyClosed,
};
const STATUS: Record<string, [MessageDescriptor, BadgeVariant]> = {
  approved: [m.statusApproved, 'success'],
  pending: [m.statusPending, 'warning'],
  rejected: [m.statusRejected, 'destructive'],
  cancelled: [m.statusCancelled, 'secondary'],
  // A request still pending on its check-in day expires (issue 30 #10): nothing was charged, nothing to cancel.
  expired: [m.statusExpired, 'outline'],
};
const STATUS_IN_PROGRESS: [MessageDescriptor, BadgeVariant] = [m.statusInProgress, 'success'];

/** /trips: the signed-in guest's bookings in four groups, with cancellation and reviews. */
export function TripsPage() {
  const t = useIntl().formatMessage;
  const { isAuthenticated } = useSession();
  return (
    <Page>
      <header>
        <h1>{t(m.title)}</h1>
        <Muted>{t(m.subtitle)}</Muted>
      </header>
      {isAuthenticated ? <Trips /> : <SignedOutState title={t(m.signInTitle)} message={t(m.signInText)} />}
    </Page>
  );
}

function Trips() {
  const t = useIntl().formatMessage;
  const { data, loading, error, refetch } = useQuery(MyTripsDocument, { fetchPolicy: 'cache-and-network' });
  // The host's decision (or an expiry) shows on the open page without a reload.
  useLiveEvent('booking', () => void refetch().catch(() => undefined));
  const [cancelling, setCancelling] = useState<TripFieldsFragment | null>(null);
  const [reviewing, setReviewing] = useState<TripFieldsFragment | null>(null);

  if (!data && loading)
    return (
      <div aria-busy="true">
        <Skeleton style={{ blockSize: '1.5rem', inlineSize: '10rem' }} />
        <List>
          {[0, 1, 2, 3].map((key) => (
            <li key={key}>
              <Skeleton style={{ blockSize: '9rem' }} />
            </li>
          ))}
        </List>
      </div>
    );
  if (!data)
    return (
      <ErrorState
        message={t(m.loadFailed, { message: error?.message ?? '' })}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );

  const reviews = new Map(
    data.myReviews.filter((review) => review.bookingId).map((review) => [review.bookingId!, review.rating]),
  );
  if (data.myBookings.length === 0)
    return (
      <EmptyState
        title={t(m.noTripsTitle)}
        message={t(m.noTripsText)}
        action={<ButtonLink to="/">{t(m.browse)}</ButtonLink>}
      />
    );
  const groups = groupTrips(data.myBookings);
  return (
    <>
      {TRIP_GROUPS.filter((group) => GROUP_EMPTY[group] || groups[group].length > 0).map((group) => (
        <Section key={group} aria-labelledby={`trips-${group}`}>
          <h2 id={`trips-${group}`}>
            {t(GROUP_TITLE[group])} ({groups[group].length})
          </h2>
          {groups[group].length === 0 ? (
            <Muted>{t(GROUP_EMPTY[group] ?? m.emptyUpcoming)}</Muted>
          ) : (
            <List>
              {groups[group].map((trip) => (
                <li key={trip.id}>
                  <TripCard
                    trip={trip}
                    group={group}
                    reviewRating={reviews.get(trip.id)}
                    onCancel={() => setCancelling(trip)}
                    onReview={() => setReviewing(trip)}
                  />
                </li>
              ))}
            </List>
          )}
        </Section>
      ))}
      <CancelDialog trip={cancelling} onClose={() => setCancelling(null)} />
      <ReviewDialog trip={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}

function TripCard({
  trip,
  group,
  reviewRating,
  onCancel,
  onReview,
}: {
  trip: TripFieldsFragment;
  group: TripGroup;
  reviewRating: number | undefined;
  onCancel: () => void;
  onReview: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { price } = useFormatters();
  const day = (value: string) => intl.formatDate(fromDay(value) ?? undefined, { dateStyle: 'medium' });
  // A stay under way says so (issue 46 #9), not merely 'Approved'.
  const [statusLabel, variant] =
    group === 'current' ? STATUS_IN_PROGRESS : (STATUS[trip.status] ?? [m.statusPending, 'outline']);
  const title = trip.property?.title ?? t(m.removedProperty);
  return (
    <Trip as="article" aria-label={title}>
      <ImageWithFallback src={trip.property?.images[0] ?? ''} alt="" />
      <Details>
        <h3 dir="auto">{title}</h3>
        {trip.property ? <Muted dir="auto">{trip.property.location}</Muted> : null}
        <p>{t(m.dates, { checkIn: day(trip.checkInDate), checkOut: day(trip.checkOutDate) })}</p>
        <Muted>
          {t(m.guests, { count: trip.guests })} · {t(m.total, { amount: price(trip.totalPrice) })}
        </Muted>
        {trip.cancellation ? (
          <Muted>
            {t(m.refunded, {
              amount: price(trip.cancellation.refundAmount),
              percent: trip.cancellation.refundPercent,
            })}
          </Muted>
        ) : null}
        <Row>
          <Badge $variant={variant}>{t(statusLabel)}</Badge>
          {trip.property ? (
            <ButtonLink to={`/property/${trip.property.id}`} $variant="ghost" $size="sm">
              {t(m.viewProperty)}
            </ButtonLink>
          ) : null}
          {group === 'current' || group === 'upcoming' || group === 'pending' ? (
            <Button type="button" $variant="outline" $size="sm" onClick={onCancel}>
              {t(m.cancelTrip)}
            </Button>
          ) : null}
          {group === 'past' && reviewRating === undefined ? (
            <Button type="button" $size="sm" onClick={onReview}>
              {t(m.writeReview)}
            </Button>
          ) : null}
          {group === 'past' && reviewRating !== undefined ? (
            <Muted>{t(m.reviewed, { rating: reviewRating })}</Muted>
          ) : null}
        </Row>
      </Details>
    </Trip>
  );
}

export default withBookingMessages(TripsPage);
