import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Spinner } from '@stays/ui';
import {
  DEFAULT_MAX_NIGHTS,
  DEFAULT_MIN_NIGHTS,
  maxNightsOf,
  minNightsOf,
  nightsBetween,
  stayLengthProblem,
} from '@stays/contracts';
import { useFormatters, useSession, useGraphRead, type StayChoice } from '@stays/platform';
import { BookingQuoteDocument } from '../../__generated__/graphql';
import { GuestCounter, fromISODate } from '../search';
import { bookingAction, bookingActionLabel } from './bookingAction';
import { propertyMessages as m } from './messages';

// The calendar is its own chunk, loaded when the guest opens the dates.
const DatesDialog = lazy(() => import(/* webpackChunkName: "dates-dialog" */ '../search/DatesDialog'));

/**
 * The card's anchor (#booking). It does not stick on its own: the side column holds it and "Contact Host" together
 * and sticks as one on wide screens (styles.ts, Side), so the card never slides over the contact card; on a phone
 * nothing sticks but the booking bar at the bottom (issue 46 #2).
 */
const Sticky = styled.div``;

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
  /* No gap between a label and its amount, so the total's rule runs unbroken across both. */
  gap: ${({ theme }) => theme.space.xs} 0;
  margin-block: ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dd {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.sm};
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
  /** The long-stay terms: the monthly price (null: none) and the shortest and longest stay in nights. */
  pricePerMonth?: number | null;
  minNights?: number | null;
  maxNights?: number | null;
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
  pricePerMonth = null,
  minNights = null,
  maxNights = null,
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
  // The spec's stay limits (the server's rule, which still refuses a stay outside them): shown before the guest
  // asks, and a chosen stay outside them is named instead of quoted.
  const limits = { minNights, maxNights };
  const min = minNightsOf(limits);
  const max = maxNightsOf(limits);
  const nights = hasDates ? nightsBetween(stay.checkIn ?? '', stay.checkOut ?? '') : 0;
  const outside = hasDates && stayLengthProblem(nights, limits) !== null;
  const limitHint =
    min !== DEFAULT_MIN_NIGHTS || max !== DEFAULT_MAX_NIGHTS ? (
      <Small style={{ textAlign: 'start' }} data-testid="stay-limits">
        {t(m.stayLimits, { min, max })}
      </Small>
    ) : null;
  const quote = useGraphRead(BookingQuoteDocument, {
    variables: { propertyId, checkIn: stay.checkIn ?? '', checkOut: stay.checkOut ?? '', guests },
    skip: !hasDates || outside,
  });
  const q = quote.data?.bookingQuote;
  const shown = (value?: string) =>
    value ? date(fromISODate(value), { day: 'numeric', month: 'short' }) : t(m.addDate);
  const discountLabel = (kind: string | null | undefined, months: number, extra: number) =>
    kind === 'monthly_price' && pricePerMonth != null
      ? t(m.discountMonthlyPrice, { months, extra, price: price(pricePerMonth) })
      : kind === 'weekly'
        ? t(m.discountWeekly)
        : t(m.discountMonthly);

  let lines;
  if (!hasDates) lines = <Small style={{ textAlign: 'start' }}>{t(m.chooseDates)}</Small>;
  else if (outside)
    lines = (
      <Small role="alert" style={{ textAlign: 'start' }} data-testid="stay-length-problem">
        {nights < min ? t(m.tooShort, { min }) : t(m.tooLong, { max })}
      </Small>
    );
  else if (quote.loading && !q) lines = <Spinner label={t(m.quoteLoading)} />;
  else if (!q) lines = <Small role="alert">{t(m.quoteFailed)}</Small>;
  else
    // Every figure is the server's quote (GET /api/bookings/quote answers the same): nights at the nightly
    // price, the long-stay discount as its own line, the service fee and the total.
    lines = (
      <Lines data-testid="booking-quote">
        <dt>{t(m.nights, { price: price(q.pricePerNight), count: q.nights })}</dt>
        <dd>{price(q.subtotal)}</dd>
        {q.discount > 0 ? (
          <>
            <dt data-testid="quote-discount-label">
              {discountLabel(q.discountKind, q.months, q.extraNights)}
            </dt>
            <dd data-testid="quote-discount">{price(-q.discount)}</dd>
          </>
        ) : null}
        <dt>{t(m.serviceFee)}</dt>
        <dd>{price(q.serviceFee)}</dd>
        <dt className="total">{t(m.total)}</dt>
        <dd className="total">{price(q.total)}</dd>
      </Lines>
    );

  return (
    <Sticky id="booking">
      <Card as="section" aria-label={t(m.booking)}>
        <Price>
          <strong>{price(pricePerNight)}</strong> {t(m.perNight)}
        </Price>
        {pricePerMonth != null ? (
          <Small style={{ textAlign: 'start', marginBlockStart: '0.25rem' }} data-testid="monthly-price">
            {t(m.orPerMonth, { price: price(pricePerMonth) })}
          </Small>
        ) : null}
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
        {limitHint}
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
            hint={limitHint}
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
