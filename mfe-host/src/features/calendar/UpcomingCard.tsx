import { useIntl } from 'react-intl';
import { useFormatters } from '@stays/platform';
import { CardTitle } from '@stays/ui';
import type { HostBookingFieldsFragment } from '../../__generated__/graphql';
import { guestShortName, useDayFormat } from '../common/labels';
import { messages } from './messages';
import { Line, SideCard } from './styles';

export interface UpcomingCardProps {
  upcoming: HostBookingFieldsFragment[];
  titleOf: (propertyId: string) => string;
}

/** The next approved stays: guest, price, listing and dates. */
export function UpcomingCard({ upcoming, titleOf }: UpcomingCardProps) {
  const t = useIntl().formatMessage;
  const { price } = useFormatters();
  const dayText = useDayFormat();
  return (
    <SideCard $padded as="section" aria-labelledby="upcoming-title" data-testid="upcoming">
      <CardTitle as="h2" id="upcoming-title">
        {t(messages.upcoming)}
      </CardTitle>
      {upcoming.length === 0 ? (
        <p>{t(messages.noUpcoming)}</p>
      ) : (
        <ul>
          {upcoming.map((booking) => (
            <li key={booking.id}>
              <Line>
                <strong dir="auto">{guestShortName(booking.guest)}</strong>
                <span>{price(booking.totalPrice)}</span>
              </Line>
              <Line dir="auto">{booking.property?.title ?? titleOf(booking.propertyId)}</Line>
              <Line>
                {t(messages.stay, {
                  checkIn: dayText(booking.checkInDate),
                  checkOut: dayText(booking.checkOutDate),
                })}
              </Line>
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  );
}
