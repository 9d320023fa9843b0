import { useIntl } from 'react-intl';
import { useFormatters } from '@stays/platform';
import { Badge, Button } from '@stays/ui';
import type { HostBookingFieldsFragment } from '../../__generated__/graphql';
import { guestShortName } from '../common/labels';
import { ListCard } from './ListCard';
import { messages } from './messages';
import { StayLines } from './StayLines';
import { Line, Row } from './styles';

export interface PendingCardProps {
  pending: HostBookingFieldsFragment[];
  titleOf: (propertyId: string) => string;
  onDecide: (booking: HostBookingFieldsFragment, status: 'approved' | 'rejected') => void;
  /** A decision is on its way: the buttons wait. */
  deciding: boolean;
}

/** The requests waiting for the host, each with Approve and Decline. */
export function PendingCard({ pending, titleOf, onDecide, deciding }: PendingCardProps) {
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
            <Row>
              <Button
                $size="sm"
                disabled={deciding}
                aria-label={t(messages.approveNamed, { guest })}
                onClick={() => onDecide(booking, 'approved')}
              >
                {t(messages.approve)}
              </Button>
              <Button
                $size="sm"
                $variant="outline"
                disabled={deciding}
                aria-label={t(messages.declineNamed, { guest })}
                onClick={() => onDecide(booking, 'rejected')}
              >
                {t(messages.decline)}
              </Button>
            </Row>
          </li>
        );
      }}
    </ListCard>
  );
}
