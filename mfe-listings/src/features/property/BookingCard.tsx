import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, ButtonLink, Card } from '@stays/ui';
import { useFormatters, useSession } from '@stays/platform';
import { EXAMPLE_FEES, bookingAction, bookingActionLabel } from './bookingAction';
import { propertyMessages as m } from './messages';

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

const Note = styled.p`
  margin-block-start: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Small = styled.p`
  margin-block-start: ${({ theme }) => theme.space.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface BookingCardProps {
  pricePerNight: number;
  rating: number;
  hostId?: string | null;
}

/** The booking side card with the spec's static example of fees. The booking dialog ships separately. */
export function BookingCard({ pricePerNight, rating, hostId }: BookingCardProps) {
  const { price } = useFormatters();
  const t = useIntl().formatMessage;
  const session = useSession();
  const [asked, setAsked] = useState(false);
  const action = bookingAction(
    { isAuthenticated: session.isAuthenticated, userId: session.user?.id ?? null },
    hostId,
  );
  const total = pricePerNight + EXAMPLE_FEES.cleaning + EXAMPLE_FEES.service;
  return (
    <Sticky id="booking">
      <Card aria-label={t(m.booking)}>
        <Price>
          <strong>{price(pricePerNight)}</strong> {t(m.perNight)}
        </Price>
        <Small style={{ textAlign: 'start', marginBlockStart: '0.25rem' }}>
          <span aria-hidden="true">★</span> {rating.toFixed(1)} · {t(m.fixedReviews)}
        </Small>
        <Lines>
          <dt>{t(m.oneNight, { price: price(pricePerNight) })}</dt>
          <dd>{price(pricePerNight)}</dd>
          <dt>{t(m.cleaningFee)}</dt>
          <dd>{price(EXAMPLE_FEES.cleaning)}</dd>
          <dt>{t(m.serviceFee)}</dt>
          <dd>{price(EXAMPLE_FEES.service)}</dd>
          <dt className="total">{t(m.total)}</dt>
          <dd className="total">{price(total)}</dd>
        </Lines>
        <div style={{ marginBlockStart: '1rem' }}>
          {action === 'login' ? (
            <ButtonLink to="/login" $variant="accent" $size="lg" $block>
              {t(bookingActionLabel.login)}
            </ButtonLink>
          ) : (
            <Button
              $variant="accent"
              $size="lg"
              $block
              disabled={action === 'own'}
              onClick={() => setAsked(true)}
            >
              {t(bookingActionLabel[action])}
            </Button>
          )}
        </div>
        {asked ? <Note role="status">{t(m.bookingSoon)}</Note> : null}
        <Small>{t(m.notCharged)}</Small>
      </Card>
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

/** Phones: the price and the booking button stay at the bottom of the screen. */
export function MobileBookingBar({
  pricePerNight,
  hostId,
}: {
  pricePerNight: number;
  hostId?: string | null;
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
      {action === 'login' ? (
        <ButtonLink to="/login" $variant="accent">
          {t(bookingActionLabel.login)}
        </ButtonLink>
      ) : (
        <Button
          $variant="accent"
          disabled={action === 'own'}
          onClick={() =>
            document.getElementById('booking')?.scrollIntoView({ behavior: 'smooth', block: 'center' })
          }
        >
          {t(bookingActionLabel[action])}
        </Button>
      )}
    </Bar>
  );
}
