import { useIntl } from 'react-intl';
import { useFormatters } from '@stays/platform';
import { DecideRequestButtons } from '@stays/platform/apollo';
import { Badge } from '@stays/ui';
import type { HostBookingFieldsFragment } from '../../__generated__/graphql';
import { guestShortName } from '../common/labels';
import { PriceLines } from '../common/PriceLines';
import { ListCard } from './ListCard';
import { messages } from './messages';
import { StayLines } from './StayLines';
import { Line } from './styles';

export interface PendingCardProps {
  pending: HostBookingFieldsFragment[];
  titleOf: (propertyId: string) => string;
  /** Reads the calendar again after a decision. */
  refresh: () => Promise<unknown>;
}

/** The requests waiting for the host, each with Approve and Decline. */
export function PendingCard({ pending, titleOf, refresh }: PendingCardProps) {
  const t = useIntl().formatMessage;
  const { price } = useFormatters();
  return (
    <ListCard name="pending" title={t(messages.pending)} empty={t(messages.noPending)} items={pending}>
      {(booking) => {
        const guest = guestShortName(booking.guest);
        return (
          <li key={booking.id} data-testid="pending-request">
            <Line>
              <strong dir="auto">{guest}</strong>
              <Badge $variant="warning">{price(booking.totalPrice)}</Badge>
            </Line>
            <StayLines booking={booking} titleOf={titleOf}>
              {' '}
              · {t(messages.guests, { count: booking.guests })}
            </StayLines>
            <PriceLines booking={booking} />
            <DecideRequestButtons bookingId={booking.id} guest={guest} refresh={refresh} />
          </li>
        );
      }}
    </ListCard>
  );
}
