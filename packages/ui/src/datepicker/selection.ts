import { addToRange, isInRange, isSameDay } from './dates';
import type { CalendarProps } from './types';

/** Whether `date` is chosen, in any of the three modes. */
export function isSelected(props: CalendarProps, date: Date): boolean {
  if (props.mode === 'single') return isSameDay(props.selected, date);
  if (props.mode === 'multiple') return !!props.selected?.some((d) => isSameDay(d, date));
  return isInRange(date, props.selected);
}

/** The first chosen day (the range's start), where the calendar opens. */
export function firstSelected(props: CalendarProps): Date | undefined {
  if (props.mode === 'single') return props.selected;
  if (props.mode === 'multiple') return props.selected?.[0];
  return props.selected?.from;
}

/**
 * A click on `date`: a single day toggles (unless required), a multiple one is added or removed (the last
 * one stays when required), a range grows or starts again as react-day-picker's does.
 */
export function selectDay(props: CalendarProps, date: Date): void {
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
}
