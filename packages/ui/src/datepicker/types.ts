// The calendar's props and the words it shows (English defaults; a remote passes its translations).
import type { DateRange, WeekStart } from './dates';

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
