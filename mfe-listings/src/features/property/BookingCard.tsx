import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Spinner } from '@stays/ui';
import { useFormatters, useSession, type StayChoice } from '@stays/platform';
import { BookingQuoteDocument } from '../../__generated__/graphql';
import { GuestCounter, fromISODate } from '../search';
import { bookingAction, bookingActionLabel } from './bookingAction';
import { propertyMessages as m } from './messages';

// The calendar is its own chunk, loaded when the guest opens the dates.
const DatesDialog = lazy(() => import(/* webpackChunkName: "dates-dialog" */ '../search/DatesDialog'));

const Sticky = styled.div`
  position: sticky;
  inset-block-start: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  margin-block: ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dd {
    margin: 0;
    text-align: end;
  }
  .total {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.ink};
    padding-block-start: ${({ theme }) => theme.space.xs};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Small = styled.p`
  margin-block-start: ${({ theme }) => theme.space.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const DateRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin-block-start: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  button {
    display: grid;
    gap: 0.125rem;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 0;
    background: transparent;
    text-align: start;
    font: inherit;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.ink};
  }
  button + button {
    border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  span.label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-transform: uppercase;
  }
`;

const GuestRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-block-start: ${({ theme }) => theme.space.sm};
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-transform: uppercase;
  }
`;

export interface BookingCardProps {
  propertyId: string;
  pricePerNight: number;
  maxGuests: number;
  /** null: nobody has reviewed it yet ('New'). */
  rating: number | null;
  reviewCount: number;
  hostId?: string | null;
  stay: StayChoice;
  onStayChange: (stay: StayChoice) => void;
  onBook: () => void;
  /** Injected in tests; the real clock otherwise. */
  today?: Date;
}

/**
 * The booking side card: dates (the kit's calendar) and guests (1 to the property's maximum), the server's
 * quote for them (nights x price, the 14% service fee, the total: SPEC 9, `bookingQuote`), and the button
 * that opens the booking dialog ('Book Now', 'Log in to Book', or 'Your Property' for its host).
 */
export function BookingCard({
  propertyId,
  pricePerNight,
  maxGuests,
  rating,
  reviewCount,
  hostId,
  stay,
  onStayChange,
  onBook,
  today: todayProp,
}: BookingCardProps) {
  const { price, date } = useFormatters();
  const t = useIntl().formatMessage;
  const ids = useId();
  const session = useSession();
  const today = useMemo(() => todayProp ?? new Date(), [todayProp]);
  const [picking, setPicking] = useState(false);
  const action = bookingAction(
    { isAuthenticated: session.isAuthenticated, userId: session.user?.id ?? null },
    hostId,
  );
  const guests = Math.min(Math.max(stay.guests ?? 1, 1), Math.max(maxGuests, 1));
  const hasDates = Boolean(stay.checkIn && stay.checkOut);
  const quote = useQuery(BookingQuoteDocument, {
    variables: { propertyId, checkIn: stay.checkIn ?? '', checkOut: stay.checkOut ?? '', guests },
    skip: !hasDates,
  });
  const q = quote.data?.bookingQuote;
  const shown = (value?: string) =>
    value ? date(fromISODate(value), { day: 'numeric', month: 'short' }) : t(m.addDate);

  let lines;
  if (!hasDates) lines = <Small style={{ textAlign: 'start' }}>{t(m.chooseDates)}</Small>;
  else if (quote.loading && !q) lines = <Spinner label={t(m.quoteLoading)} />;
  else if (!q) lines = <Small role="alert">{t(m.quoteFailed)}</Small>;
  else
    lines = (
      <Lines data-testid="booking-quote">
        <dt>{t(m.nights, { price: price(pricePerNight), count: q.nights })}</dt>
        <dd>{price(q.subtotal)}</dd>
        <dt>{t(m.serviceFee)}</dt>
        <dd>{price(q.serviceFee)}</dd>
        <dt className="total">{t(m.total)}</dt>
        <dd className="total">{price(q.total)}</dd>
      </Lines>
    );

  return (
    <Sticky id="booking">
      <Card aria-label={t(m.booking)}>
        <Price>
          <strong>{price(pricePerNight)}</strong> {t(m.perNight)}
        </Price>
        <Small style={{ textAlign: 'start', marginBlockStart: '0.25rem' }}>
          {rating !== null ? (
            <>
              <span aria-hidden="true">★</span> {rating.toFixed(1)} ·{' '}
              {t(m.reviewsCount, { count: reviewCount })}
            </>
          ) : (
            t(m.newStay)
          )}
        </Small>
        <DateRow role="group" aria-label={t(m.dates)}>
          <button type="button" aria-haspopup="dialog" onClick={() => setPicking(true)}>
            <span className="label">{t(m.checkIn)}</span>
            <span>{shown(stay.checkIn)}</span>
          </button>
          <button type="button" aria-haspopup="dialog" onClick={() => setPicking(true)}>
            <span className="label">{t(m.checkOut)}</span>
            <span>{shown(stay.checkOut)}</span>
          </button>
        </DateRow>
        <GuestRow>
          <span id={`${ids}-guests`}>{t(m.guestsLabel)}</span>
          <GuestCounter
            labelId={`${ids}-guests`}
            value={guests}
            max={maxGuests}
            onChange={(next) => onStayChange({ ...stay, guests: next })}
          />
        </GuestRow>
        {lines}
        <div style={{ marginBlockStart: '1rem' }}>
          <Button $variant="accent" $size="lg" $block disabled={action === 'own'} onClick={onBook}>
            {t(bookingActionLabel[action])}
          </Button>
        </div>
        <Small>{t(m.notCharged)}</Small>
      </Card>
      {picking ? (
        <Suspense fallback={null}>
          <DatesDialog
            checkIn={stay.checkIn ?? ''}
            checkOut={stay.checkOut ?? ''}
            today={today}
            onCancel={() => setPicking(false)}
            onApply={(dates) => {
              onStayChange({ ...stay, ...dates });
              setPicking(false);
            }}
          />
        </Suspense>
      ) : null}
    </Sticky>
  );
}

const Bar = styled.div`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 15;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgba(22, 40, 44, 0.08);
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/** Phones: the price and the booking button ('Book Now', 'Log in to Book', 'Your Property') at the bottom. */
export function MobileBookingBar({
  pricePerNight,
  hostId,
  onBook,
}: {
  pricePerNight: number;
  hostId?: string | null;
  onBook: () => void;
}) {
  const { price } = useFormatters();
  const t = useIntl().formatMessage;
  const session = useSession();
  const action = bookingAction(
    { isAuthenticated: session.isAuthenticated, userId: session.user?.id ?? null },
    hostId,
  );
  return (
    <Bar>
      <Price>
        <strong style={{ fontSize: '1.25rem' }}>{price(pricePerNight)}</strong> {t(m.perNight)}
      </Price>
      <Button $variant="accent" disabled={action === 'own'} onClick={onBook}>
        {t(bookingActionLabel[action])}
      </Button>
    </Bar>
  );
}
