import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { horizontalStep } from '../a11y/direction';
import {
  addDays,
  addMonths,
  endOfWeek,
  isSameMonth,
  monthsBetween,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from './dates';
import { firstSelected } from './selection';
import type { CalendarProps } from './types';

/**
 * Which months show (controlled through `month` or the calendar's own), the bounds one can move within, and the
 * grid's one tab stop with its arrow-key movement (arrows follow the reading direction, PageUp/PageDown by
 * month, Shift by year, Home/End to the week's ends).
 */
export function useCalendarNavigation(props: CalendarProps) {
  const { weekStartsOn = 0, numberOfMonths = 1, disabled } = props;
  const today = startOfDay(props.today ?? new Date());
  const startMonth = startOfMonth(props.startMonth ?? new Date(today.getFullYear() - 100, 0, 1));
  const endMonth = startOfMonth(props.endMonth ?? new Date(today.getFullYear() + 10, 11, 1));
  const chosen = firstSelected(props);

  const [ownMonth, setOwnMonth] = useState(() => startOfMonth(props.defaultMonth ?? chosen ?? today));
  const month = startOfMonth(props.month ?? ownMonth);
  const [focused, setFocused] = useState<Date | undefined>(undefined);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef(false);

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

  const months = Array.from({ length: numberOfMonths }, (_, i) => addMonths(month, i));
  const lastShown = months[months.length - 1];
  const isDisabled = (d: Date) =>
    !!disabled?.(d) || monthsBetween(startMonth, d) < 0 || monthsBetween(d, endMonth) < 0;

  // The one day in the tab order: the focused day, else the first selected, else today, else the 1st.
  const visible = (d: Date | undefined) => !!d && months.some((m) => isSameMonth(m, d));
  const tabStop = [focused, chosen, today].find((d) => visible(d) && !isDisabled(d!)) ?? month;

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

  return {
    today,
    startMonth,
    endMonth,
    month,
    months,
    lastShown,
    isDisabled,
    tabStop,
    goToMonth,
    setFocused,
    onDayKeyDown,
    gridRef,
  };
}

export type CalendarNavigation = ReturnType<typeof useCalendarNavigation>;
