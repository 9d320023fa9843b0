import { useIntl } from 'react-intl';
import type { CalendarConflictFieldsFragment } from '../../__generated__/graphql';
import { useDayFormat } from '../common/labels';
import { importMessages as messages } from './importMessages';
import { messages as calendarMessages } from './messages';
import { ListCard } from './ListCard';
import { Line } from './styles';

export interface ConflictsCardProps {
  conflicts: readonly CalendarConflictFieldsFragment[];
  titleOf: (propertyId: string) => string;
}

/** Nights another calendar blocks over a stay confirmed here: shown until the host settles it (none: no card). */
export function ConflictsCard({ conflicts, titleOf }: ConflictsCardProps) {
  const t = useIntl().formatMessage;
  const dayText = useDayFormat();
  if (conflicts.length === 0) return null;
  const span = (from: string, to: string) =>
    t(calendarMessages.stay, { checkIn: dayText(from), checkOut: dayText(to) });
  return (
    <ListCard name="conflicts" title={t(messages.conflictsTitle)} empty="" items={conflicts}>
      {(conflict) => (
        <li key={`${conflict.importId}-${conflict.bookingId}-${conflict.startDate}`}>
          <Line>
            <strong>
              {t(messages.conflict, {
                name: conflict.calendarName,
                nights: span(conflict.startDate, conflict.endDate),
                stay: span(conflict.checkInDate, conflict.checkOutDate),
              })}
            </strong>
          </Line>
          <Line dir="auto">{titleOf(conflict.propertyId)}</Line>
          <Line>{t(messages.conflictsIntro)}</Line>
        </li>
      )}
    </ListCard>
  );
}
