import { useIntl } from 'react-intl';
import { useFormatters } from '@stays/platform';
import type { HostBookingFieldsFragment } from '../../__generated__/graphql';
import { guestShortName } from '../common/labels';
import { ListCard } from './ListCard';
import { messages } from './messages';
import { StayLines } from './StayLines';
import { Line } from './styles';

export interface UpcomingCardProps {
  upcoming: HostBookingFieldsFragment[];
  titleOf: (propertyId: string) => string;
}

/** The next approved stays: guest, price, listing and dates. */
export function UpcomingCard({ upcoming, titleOf }: UpcomingCardProps) {
  const t = useIntl().formatMessage;
  const { price } = useFormatters();
  return (
    <ListCard name="upcoming" title={t(messages.upcoming)} empty={t(messages.noUpcoming)} items={upcoming}>
      {(booking) => (
        <li key={booking.id}>
          <Line>
            <strong dir="auto">{guestShortName(booking.guest)}</strong>
            <span>{price(booking.totalPrice)}</span>
          </Line>
          <StayLines booking={booking} titleOf={titleOf} />
        </li>
      )}
    </ListCard>
  );
}
