// The date picker is its own entry point (`@stays/ui/datepicker`), so pages without a calendar do not carry it.
export { Calendar, defaultCalendarLabels } from './Calendar';
export type { CalendarProps, CalendarLabels } from './Calendar';
export { addToRange, isInRange, weekNumber, monthWeeks } from './dates';
export type { DateRange, WeekStart } from './dates';
