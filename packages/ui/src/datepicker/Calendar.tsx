import { useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { IntlContext } from 'react-intl';
import styled from 'styled-components';
import { horizontalStep } from '../a11y/direction';
import { ChevronIcon } from '../primitives/Icons';
import {
  addDays,
  addMonths,
  addToRange,
  endOfWeek,
  isInRange,
  isSameDay,
  isSameMonth,
  monthWeeks,
  monthsBetween,
  startOfDay,
  startOfMonth,
  startOfWeek,
  weekNumber,
  type DateRange,
  type WeekStart,
} from './dates';

// A calendar with react-day-picker's behaviour (SPEC 9: one month by default, week starting on Sunday,
// English US unless a locale is given or a react-intl provider names one): single, multiple and range
// selection; optional month/year dropdowns and week numbers; a grid with one tab stop and arrow-key
// movement (arrows follow the reading direction, PageUp/PageDown by month, Shift by year, Home/End to the
// week's ends); names and numbers come from Intl in the chosen locale.

export interface CalendarLabels {
  previousMonth: string;
  nextMonth: string;
  month: string;
  year: string;
  weekNumberHeader: string;
  today: string;
  selected: string;
}

export const defaultCalendarLabels: CalendarLabels = {
  previousMonth: 'Go to the Previous Month',
  nextMonth: 'Go to the Next Month',
  month: 'Choose the Month',
  year: 'Choose the Year',
  weekNumberHeader: 'Week Number',
  today: 'Today',
  selected: 'selected',
};

interface CommonProps {
  /** BCP 47 tag; defaults to the surrounding react-intl locale, else 'en-US'. */
  locale?: string;
  weekStartsOn?: WeekStart;
  numberOfMonths?: number;
  /** 'label' (default) shows the month as text; 'dropdown' shows month and year selects. */
  captionLayout?: 'label' | 'dropdown';
  showWeekNumber?: boolean;
  showOutsideDays?: boolean;
  /** The first and last months one can navigate to (the dropdowns' range). */
  startMonth?: Date;
  endMonth?: Date;
  month?: Date;
  defaultMonth?: Date;
  onMonthChange?: (month: Date) => void;
  disabled?: (date: Date) => boolean;
  /** Injected for tests; defaults to the current day. */
  today?: Date;
  labels?: Partial<CalendarLabels>;
  className?: string;
  'aria-label'?: string;
}

export type CalendarProps = CommonProps &
  (
    | { mode: 'single'; selected?: Date; onSelect?: (date: Date | undefined) => void; required?: boolean }
    | { mode: 'multiple'; selected?: Date[]; onSelect?: (dates: Date[]) => void; required?: boolean }
    | {
        mode: 'range';
        selected?: DateRange;
        onSelect?: (range: DateRange | undefined) => void;
        required?: boolean;
      }
  );

const Root = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const MonthBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Caption = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 2.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  select {
    padding-block: ${({ theme }) => theme.space.xxs};
    padding-inline: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Dropdowns = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const NavButton = styled.button`
  display: grid;
  place-items: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  /* The arrows point the way time runs in the reading direction. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

const Grid = styled.table`
  border-collapse: collapse;
  th {
    inline-size: 2.5rem;
    block-size: 2rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
  td {
    padding: 1px 0;
    text-align: center;
  }
  th[data-week] {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  td[data-range-middle] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  td[data-range-start]:not([data-range-end]) {
    background: linear-gradient(
      to var(--to-end),
      transparent 50%,
      ${({ theme }) => theme.colors.primarySoft} 50%
    );
  }
  td[data-range-end]:not([data-range-start]) {
    background: linear-gradient(
      to var(--to-end),
      ${({ theme }) => theme.colors.primarySoft} 50%,
      transparent 50%
    );
  }
  --to-end: right;
  [dir='rtl'] & {
    --to-end: left;
  }
`;

const Day = styled.button`
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  /* Only a real pointer hovers: a touch screen keeps :hover on the day last tapped, and the cream hover behind a
     chosen day's white text made the check-out day unreadable on phones (issue 30 #4). A chosen day keeps its
     own colours under any pointer. */
  @media (hover: hover) {
    &:hover:not(:disabled):not([data-selected]) {
      background: ${({ theme }) => theme.colors.sandSoft};
    }
    &[data-selected]:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
    td[data-range-middle] > &[data-selected]:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  }
  &[data-today] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.coralHover};
  }
  &[data-outside] {
    color: ${({ theme }) => theme.colors.muted};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryInk};
  }
  td[data-range-middle] > &[data-selected] {
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
    text-decoration: line-through;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/**
 * Column headings: the short weekday names, unless the language has none short enough for a 2.5rem column
 * (Arabic's "short" names are the full words), then the narrow ones. Indexed by getDay().
 */
function shortWeekdays(locale: string): string[] {
  const sunday = new Date(2024, 0, 7);
  const names = (weekday: 'short' | 'narrow') => {
    const f = new Intl.DateTimeFormat(locale, { weekday });
    return Array.from({ length: 7 }, (_, i) => f.format(addDays(sunday, i)));
  };
  const short = names('short');
  return short.some((n) => n.length > 4) ? names('narrow') : short;
}

function useLocale(locale?: string): string {
  const intl = useContext(IntlContext);
  return locale ?? intl?.locale ?? 'en-US';
}

function isSelected(props: CalendarProps, date: Date): boolean {
  if (props.mode === 'single') return isSameDay(props.selected, date);
  if (props.mode === 'multiple') return !!props.selected?.some((d) => isSameDay(d, date));
  return isInRange(date, props.selected);
}

export function Calendar(props: CalendarProps) {
  const {
    weekStartsOn = 0,
    numberOfMonths = 1,
    captionLayout = 'label',
    showWeekNumber = false,
    showOutsideDays = false,
    disabled,
    className,
  } = props;
  const locale = useLocale(props.locale);
  const labels = { ...defaultCalendarLabels, ...props.labels };
  const today = startOfDay(props.today ?? new Date());
  const startMonth = startOfMonth(props.startMonth ?? new Date(today.getFullYear() - 100, 0, 1));
  const endMonth = startOfMonth(props.endMonth ?? new Date(today.getFullYear() + 10, 11, 1));
  const firstSelected =
    props.mode === 'single'
      ? props.selected
      : props.mode === 'multiple'
        ? props.selected?.[0]
        : props.selected?.from;

  const [ownMonth, setOwnMonth] = useState(() => startOfMonth(props.defaultMonth ?? firstSelected ?? today));
  const month = startOfMonth(props.month ?? ownMonth);
  const [focused, setFocused] = useState<Date | undefined>(undefined);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef(false);
  const id = `cal${useId().replace(/:/g, '')}`;

  const clampMonth = (m: Date) => {
    if (monthsBetween(startMonth, m) < 0) return startMonth;
    if (monthsBetween(m, endMonth) < 0) return endMonth;
    return startOfMonth(m);
  };
  const goToMonth = (m: Date) => {
    const next = clampMonth(m);
    if (props.month === undefined) setOwnMonth(next);
    props.onMonthChange?.(next);
  };

  const fmt = useMemo(
    () => ({
      caption: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      monthName: new Intl.DateTimeFormat(locale, { month: 'long' }),
      year: new Intl.DateTimeFormat(locale, { year: 'numeric' }),
      weekdayShort: shortWeekdays(locale),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
      day: new Intl.DateTimeFormat(locale, { day: 'numeric' }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
      number: new Intl.NumberFormat(locale),
    }),
    [locale],
  );

  const months = Array.from({ length: numberOfMonths }, (_, i) => addMonths(month, i));
  const lastShown = months[months.length - 1];
  const isDisabled = (d: Date) =>
    !!disabled?.(d) || monthsBetween(startMonth, d) < 0 || monthsBetween(d, endMonth) < 0;

  // The one day in the tab order: the focused day, else the first selected, else today, else the 1st.
  const visible = (d: Date | undefined) => !!d && months.some((m) => isSameMonth(m, d));
  const tabStop = [focused, firstSelected, today].find((d) => visible(d) && !isDisabled(d!)) ?? month;

  useEffect(() => {
    if (!focusAfterRender.current || !focused) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused.toDateString()}"]`)?.focus();
  }, [focused, month]);

  const moveFocus = (to: Date) => {
    if (monthsBetween(startMonth, to) < 0 || monthsBetween(to, endMonth) < 0) return;
    focusAfterRender.current = true;
    setFocused(to);
    if (monthsBetween(month, to) < 0) goToMonth(to);
    else if (monthsBetween(lastShown, to) > 0) goToMonth(addMonths(to, -(numberOfMonths - 1)));
  };

  const onDayKeyDown = (e: KeyboardEvent<HTMLButtonElement>, date: Date) => {
    const step = horizontalStep(e.key, e.currentTarget);
    let to: Date | null = null;
    if (step) to = addDays(date, step);
    else if (e.key === 'ArrowUp') to = addDays(date, -7);
    else if (e.key === 'ArrowDown') to = addDays(date, 7);
    else if (e.key === 'PageUp') to = addMonths(date, e.shiftKey ? -12 : -1);
    else if (e.key === 'PageDown') to = addMonths(date, e.shiftKey ? 12 : 1);
    else if (e.key === 'Home') to = startOfWeek(date, weekStartsOn);
    else if (e.key === 'End') to = endOfWeek(date, weekStartsOn);
    if (!to) return;
    e.preventDefault();
    moveFocus(to);
  };

  const select = (date: Date) => {
    setFocused(date);
    if (props.mode === 'single') {
      const again = isSameDay(props.selected, date);
      props.onSelect?.(again && !props.required ? undefined : date);
    } else if (props.mode === 'multiple') {
      const current = props.selected ?? [];
      const has = current.some((d) => isSameDay(d, date));
      if (has && props.required && current.length === 1) return;
      props.onSelect?.(has ? current.filter((d) => !isSameDay(d, date)) : [...current, date]);
    } else {
      props.onSelect?.(addToRange(date, props.selected, props.required));
    }
  };

  const weekdays = Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(today, weekStartsOn), i));
  const years: number[] = [];
  for (let y = startMonth.getFullYear(); y <= endMonth.getFullYear(); y++) years.push(y);

  return (
    <Root
      className={className}
      ref={gridRef}
      aria-label={props['aria-label']}
      role={props['aria-label'] ? 'group' : undefined}
    >
      {months.map((m, index) => {
        const captionId = `${id}-caption-${index}`;
        const first = index === 0;
        const last = index === months.length - 1;
        return (
          <MonthBox key={m.toDateString()}>
            <Caption>
              {first ? (
                <NavButton
                  type="button"
                  aria-label={labels.previousMonth}
                  disabled={monthsBetween(startMonth, month) <= 0}
                  onClick={() => goToMonth(addMonths(month, -1))}
                >
                  <ChevronIcon direction="left" />
                </NavButton>
              ) : (
                <span />
              )}
              {captionLayout === 'dropdown' ? (
                <Dropdowns>
                  <span id={captionId} hidden>
                    {fmt.caption.format(m)}
                  </span>
                  <select
                    aria-label={labels.month}
                    value={m.getMonth()}
                    onChange={(e) =>
                      goToMonth(addMonths(new Date(m.getFullYear(), Number(e.target.value), 1), -index))
                    }
                  >
                    {Array.from({ length: 12 }, (_, mo) => {
                      const candidate = new Date(m.getFullYear(), mo, 1);
                      const out =
                        monthsBetween(startMonth, candidate) < 0 || monthsBetween(candidate, endMonth) < 0;
                      return (
                        <option key={mo} value={mo} disabled={out}>
                          {fmt.monthName.format(candidate)}
                        </option>
                      );
                    })}
                  </select>
                  <select
                    aria-label={labels.year}
                    value={m.getFullYear()}
                    onChange={(e) =>
                      goToMonth(addMonths(new Date(Number(e.target.value), m.getMonth(), 1), -index))
                    }
                  >
                    {years.map((y) => (
                      <option key={y} value={y}>
                        {fmt.year.format(new Date(y, 0, 1))}
                      </option>
                    ))}
                  </select>
                </Dropdowns>
              ) : (
                <span id={captionId} aria-live="polite" role="status">
                  {fmt.caption.format(m)}
                </span>
              )}
              {last ? (
                <NavButton
                  type="button"
                  aria-label={labels.nextMonth}
                  disabled={monthsBetween(lastShown, endMonth) <= 0}
                  onClick={() => goToMonth(addMonths(month, 1))}
                >
                  <ChevronIcon direction="right" />
                </NavButton>
              ) : (
                <span />
              )}
            </Caption>
            <Grid
              role="grid"
              aria-labelledby={captionId}
              aria-multiselectable={props.mode !== 'single' || undefined}
            >
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
                      if (outside && !showOutsideDays)
                        return <td key={date.toDateString()} role="gridcell" />;
                      const selected = isSelected(props, date);
                      const range = props.mode === 'range' && selected ? props.selected : undefined;
                      const start = !!range && isSameDay(range.from, date);
                      const end = !!range && isSameDay(range.to ?? range.from, date);
                      const isToday = isSameDay(date, today);
                      const off = isDisabled(date);
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
                            disabled={off}
                            tabIndex={isSameDay(date, tabStop) && !outside ? 0 : -1}
                            onClick={() => select(date)}
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
          </MonthBox>
        );
      })}
    </Root>
  );
}
