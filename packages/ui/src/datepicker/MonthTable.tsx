import { addDays, isSameDay, isSameMonth, monthWeeks, startOfWeek, weekNumber } from './dates';
import type { CalendarFormats } from './formats';
import { isSelected, selectDay } from './selection';
import { Day, Grid } from './styles';
import type { CalendarLabels, CalendarProps } from './types';
import type { CalendarNavigation } from './useCalendarNavigation';

export interface MonthTableProps {
  calendar: CalendarProps;
  /** The month this grid shows. */
  month: Date;
  captionId: string;
  labels: CalendarLabels;
  fmt: CalendarFormats;
  nav: CalendarNavigation;
}

/** One month as an ARIA grid of day buttons, with the weekday headings and, if asked, the week numbers. */
export function MonthTable({ calendar: props, month: m, captionId, labels, fmt, nav }: MonthTableProps) {
  const { weekStartsOn = 0, showWeekNumber = false, showOutsideDays = false } = props;
  const { today, isDisabled, tabStop, setFocused, onDayKeyDown } = nav;
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(today, weekStartsOn), i));
  return (
    <Grid role="grid" aria-labelledby={captionId} aria-multiselectable={props.mode !== 'single' || undefined}>
      <thead>
        <tr>
          {showWeekNumber ? (
            <th scope="col" aria-label={labels.weekNumberHeader}>
              #
            </th>
          ) : null}
          {weekdays.map((d) => (
            <th key={d.getDay()} scope="col" abbr={fmt.weekdayLong.format(d)}>
              {fmt.weekdayShort[d.getDay()]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(m, weekStartsOn).map((week) => (
          <tr key={week[0].toDateString()}>
            {showWeekNumber ? (
              <th scope="row" data-week="">
                {fmt.number.format(weekNumber(week[0], weekStartsOn))}
              </th>
            ) : null}
            {week.map((date) => {
              const outside = !isSameMonth(date, m);
              if (outside && !showOutsideDays) return <td key={date.toDateString()} role="gridcell" />;
              const selected = isSelected(props, date);
              const range = props.mode === 'range' && selected ? props.selected : undefined;
              const start = !!range && isSameDay(range.from, date);
              const end = !!range && isSameDay(range.to ?? range.from, date);
              const isToday = isSameDay(date, today);
              const label = [
                isToday ? labels.today : null,
                fmt.full.format(date),
                selected ? labels.selected : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <td
                  key={date.toDateString()}
                  role="gridcell"
                  aria-selected={selected || undefined}
                  data-range-start={start || undefined}
                  data-range-end={end || undefined}
                  data-range-middle={(range && !start && !end) || undefined}
                >
                  <Day
                    type="button"
                    data-day={date.toDateString()}
                    data-today={isToday || undefined}
                    data-outside={outside || undefined}
                    data-selected={selected || undefined}
                    aria-label={label}
                    disabled={isDisabled(date)}
                    tabIndex={isSameDay(date, tabStop) && !outside ? 0 : -1}
                    onClick={() => {
                      setFocused(date);
                      selectDay(props, date);
                    }}
                    onFocus={() => setFocused(date)}
                    onKeyDown={(e) => onDayKeyDown(e, date)}
                  >
                    {fmt.day.format(date)}
                  </Day>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
