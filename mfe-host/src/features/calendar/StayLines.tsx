import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { HostBookingFieldsFragment } from '../../__generated__/graphql';
import { useDayFormat } from '../common/labels';
import { messages } from './messages';
import { Line } from './styles';

export interface StayLinesProps {
  booking: Pick<HostBookingFieldsFragment, 'property' | 'propertyId' | 'checkInDate' | 'checkOutDate'>;
  titleOf: (propertyId: string) => string;
  /** Said after the dates, on their line. */
  children?: ReactNode;
}

/** A booking's listing and its dates, two lines of a side card's item. */
export function StayLines({ booking, titleOf, children }: StayLinesProps) {
  const t = useIntl().formatMessage;
  const dayText = useDayFormat();
  return (
    <>
      <Line dir="auto">{booking.property?.title ?? titleOf(booking.propertyId)}</Line>
      <Line>
        {t(messages.stay, {
          checkIn: dayText(booking.checkInDate),
          checkOut: dayText(booking.checkOutDate),
        })}
        {children}
      </Line>
    </>
  );
}
