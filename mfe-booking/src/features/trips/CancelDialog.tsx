import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Dialog, Spinner } from '@stays/ui';
import { CHECK_IN_HOUR_UTC } from '@stays/contracts';
import { useErrorText, useFormatters } from '@stays/platform';
import { useCancellationPolicyText } from '@stays/platform/bookings';
import { CancellationQuoteDocument, type TripFieldsFragment } from '../../__generated__/graphql';
import { fromDay } from '../shared/dates';
import { cancelMessages as m } from '../shared/messages';
import { useCancelTrip } from './useCancelTrip';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

const Refund = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Cancelling a trip: the refund the server computes now (the property's policy and the time left before
 * check-in, the service fee kept) is shown before the guest confirms; the same figure is stored.
 */
export function CancelDialog({ trip, onClose }: { trip: TripFieldsFragment | null; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { price } = useFormatters();
  const policyText = useCancellationPolicyText();
  const errorText = useErrorText();
  const quoted = useQuery(CancellationQuoteDocument, {
    variables: { bookingId: trip?.id ?? '' },
    skip: !trip,
    fetchPolicy: 'network-only',
  });
  const quote = quoted.data?.cancellationQuote;
  const day = (value: string) => intl.formatDate(fromDay(value) ?? undefined, { dateStyle: 'medium' });
  // A request the host has not approved was never charged (SPEC: 'You won't be charged until the host
  // approves'): there is nothing to refund, and the dialog says so instead of a refund figure.
  const charged = trip?.status === 'approved';

  const { confirm, cancelling } = useCancelTrip(trip, charged, onClose);

  return (
    <Dialog open={trip !== null} onOpenChange={(open) => !open && onClose()} title={t(m.title)}>
      {trip ? (
        <Body>
          <p dir="auto">
            {t(m.stay, {
              title: trip.property?.title ?? '',
              checkIn: day(trip.checkInDate),
              checkOut: day(trip.checkOutDate),
            })}
          </p>
          {quote ? (
            <>
              <p>
                <strong>{policyText.name(quote.policy)}</strong>
              </p>
              <Muted>{charged ? policyText.rule(quote.policy) : t(m.pendingRule)}</Muted>
              {charged ? <Muted>{t(m.checkInTime, { hour: String(CHECK_IN_HOUR_UTC) })}</Muted> : null}
              {quote.cancellable && charged ? (
                <div aria-live="polite">
                  <p>{t(m.refund)}</p>
                  <Refund data-testid="refund-amount">
                    {t(m.refundLine, { amount: price(quote.refundAmount), percent: quote.refundPercent })}
                  </Refund>
                  <Muted>{t(m.feeKept, { fee: price(quote.serviceFee) })}</Muted>
                </div>
              ) : quote.cancellable ? null : (
                <p role="alert">{t(m.notCancellable)}</p>
              )}
            </>
          ) : quoted.error ? (
            <p role="alert">{t(m.quoteFailed, { message: errorText(quoted.error) })}</p>
          ) : (
            <Spinner size="1.5rem" label={t(m.loading)} />
          )}
          <Actions>
            <Button type="button" $variant="outline" onClick={onClose}>
              {t(m.keep)}
            </Button>
            <Button
              type="button"
              $variant="destructive"
              disabled={!quote?.cancellable || cancelling}
              onClick={() => void confirm()}
            >
              {cancelling ? t(m.cancelling) : t(m.confirm)}
            </Button>
          </Actions>
        </Body>
      ) : null}
    </Dialog>
  );
}
