import { useIntl } from 'react-intl';
import { stayPhase } from '@stays/contracts';
import { useFormatters } from '@stays/platform';
import { Badge } from '@stays/ui';
import type { HostBookingFieldsFragment } from '../../__generated__/graphql';
import { guestShortName, useBookingStatusBadge } from '../common/labels';
import { ListCard } from './ListCard';
import { messages } from './messages';
import { StayLines } from './StayLines';
import { Line } from './styles';

export interface UpcomingCardProps {
  upcoming: HostBookingFieldsFragment[];
  titleOf: (propertyId: string) => string;
}

/** The approved stays not yet over, those under way marked "In progress": guest, price, listing and dates. */
export function UpcomingCard({ upcoming, titleOf }: UpcomingCardProps) {
  const t = useIntl().formatMessage;
  const { price } = useFormatters();
  const statusBadge = useBookingStatusBadge();
  return (
    <ListCard name="upcoming" title={t(messages.upcoming)} empty={t(messages.noUpcoming)} items={upcoming}>
      {(booking) => (
        <li key={booking.id}>
          <Line>
            <strong dir="auto">{guestShortName(booking.guest)}</strong>
            <span>{price(booking.totalPrice)}</span>
          </Line>
          {stayPhase(booking) === 'inProgress' ? (
            <Badge $variant="success">{statusBadge(booking.status, booking).label}</Badge>
          ) : null}
          <StayLines booking={booking} titleOf={titleOf} />
        </li>
      )}
    </ListCard>
  );
}
