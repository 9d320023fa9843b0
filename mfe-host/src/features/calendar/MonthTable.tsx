import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@stays/ui';
import type { HostBookingFieldsFragment, HostCalendarQuery } from '../../__generated__/graphql';
import { guestShortName, useDayFormat } from '../common/labels';
import { importMessages } from './importMessages';
import { messages } from './messages';
import { blocksOn, chipsFor, monthGrid, staysOn, type Month } from './monthGrid';
import { Chips, DayNumber, Grid } from './styles';

export interface MonthTableProps {
  month: Month;
  today: string;
  bookings: HostBookingFieldsFragment[];
  blocks: HostCalendarQuery['blockedNights'];
  conflicts?: HostCalendarQuery['calendarConflicts'];
}

/** The month as a table of weeks: each day's guests (a few, then '+n more') and whether its night is blocked. */
export function MonthTable({ month, today, bookings, blocks, conflicts = [] }: MonthTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dayText = useDayFormat();
  const weeks = monthGrid(month);
  const weekdays = weeks[0].map(({ day }) =>
    intl.formatDate(`${day}T00:00:00.000Z`, { weekday: 'short', timeZone: 'UTC' }),
  );

  return (
    <Grid aria-labelledby="month-caption" data-testid="month-grid">
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday} scope="col">
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0].day}>
            {week.map(({ day, inMonth }) => {
              const stays = staysOn(day, bookings);
              const dayBlocks = blocksOn(day, blocks);
              const ownBlocks = dayBlocks.filter((block) => !block.importId);
              // the names of the calendars that block this night, once each
              const imported = [
                ...new Set(dayBlocks.filter((block) => block.importId).map((block) => block.note)),
              ];
              const dayConflicts = blocksOn(day, conflicts);
              const { shown, more } = chipsFor(stays);
              const isToday = day === today;
              return (
                <td
                  key={day}
                  data-day={day}
                  data-outside={!inMonth}
                  data-blocked={dayBlocks.length > 0}
                  data-conflict={dayConflicts.length > 0 || undefined}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <DayNumber $today={isToday} aria-hidden>
                    {intl.formatNumber(Number(day.slice(8)))}
                  </DayNumber>
                  <VisuallyHidden>
                    {t(messages.dayLabel, {
                      date: dayText(day, { dateStyle: 'full' }),
                      count: stays.length,
                    })}
                  </VisuallyHidden>
                  {shown.length > 0 || more > 0 || dayBlocks.length > 0 ? (
                    <Chips>
                      {shown.map((stay) => (
                        <li key={stay.id} data-kind="guest" title={stay.property?.title ?? ''} dir="auto">
                          {guestShortName(stay.guest)}
                        </li>
                      ))}
                      {more > 0 ? <li data-kind="more">{t(messages.more, { count: more })}</li> : null}
                      {ownBlocks.length > 0 ? <li data-kind="blocked">{t(messages.blocked)}</li> : null}
                      {imported.map((name) => (
                        <li
                          key={name}
                          data-kind="imported"
                          dir="auto"
                          title={t(importMessages.fromCalendar, { name })}
                        >
                          {name}
                        </li>
                      ))}
                      {dayConflicts.length > 0 ? (
                        <li data-kind="conflict">{t(importMessages.conflictChip)}</li>
                      ) : null}
                    </Chips>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
