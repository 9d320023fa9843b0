import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFormatters } from '@stays/platform';
import type { HostBookingFieldsFragment } from '../../__generated__/graphql';

const m = defineMessages({
  terms: { id: 'host.priceLines.terms', defaultMessage: 'Price of the stay' },
  months: {
    id: 'host.priceLines.months',
    defaultMessage:
      '{months, plural, one {# month} other {# months}}{extra, plural, =0 {} one { and # night} other { and # nights}}',
  },
  nights: { id: 'host.priceLines.nights', defaultMessage: '{count, plural, one {# night} other {# nights}}' },
  monthlyPrice: { id: 'host.priceLines.monthlyPrice', defaultMessage: 'Monthly price' },
  monthlyDiscount: { id: 'host.priceLines.monthlyDiscount', defaultMessage: 'Monthly stay discount' },
  weeklyDiscount: { id: 'host.priceLines.weeklyDiscount', defaultMessage: 'Weekly stay discount' },
  serviceFee: { id: 'host.priceLines.serviceFee', defaultMessage: 'Service fee' },
  total: { id: 'host.priceLines.total', defaultMessage: 'Total' },
});

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.125rem ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  dd {
    margin: 0;
    text-align: end;
  }
  .total {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/**
 * A request's terms as the server priced them when the guest asked (issue 43, the booking's `priceLines`): the
 * months of a long stay, the nights at the nightly price, the long-stay discount as its own line, the service fee
 * and the stored total. Nothing for a booking stored before the lines were kept (its total is shown beside it).
 */
export function PriceLines({
  booking,
}: {
  booking: Pick<HostBookingFieldsFragment, 'nights' | 'priceLines' | 'totalPrice'>;
}) {
  const t = useIntl().formatMessage;
  const { price } = useFormatters();
  const lines = booking.priceLines;
  if (!lines) return null;
  const discountLabel =
    lines.discountKind === 'monthly_price'
      ? m.monthlyPrice
      : lines.discountKind === 'weekly'
        ? m.weeklyDiscount
        : m.monthlyDiscount;
  return (
    <Lines aria-label={t(m.terms)} data-testid="request-price-lines">
      <dt>
        {lines.months > 0 ? `${t(m.months, { months: lines.months, extra: lines.extraNights })} · ` : ''}
        {t(m.nights, { count: booking.nights })}
      </dt>
      <dd>{price(lines.subtotal)}</dd>
      {lines.discount > 0 ? (
        <>
          <dt>{t(discountLabel)}</dt>
          <dd>{price(-lines.discount)}</dd>
        </>
      ) : null}
      <dt>{t(m.serviceFee)}</dt>
      <dd>{price(lines.serviceFee)}</dd>
      <dt className="total">{t(m.total)}</dt>
      <dd className="total">{price(booking.totalPrice)}</dd>
    </Lines>
  );
}
