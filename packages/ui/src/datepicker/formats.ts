import { useContext, useMemo } from 'react';
import { IntlContext } from 'react-intl';
import { addDays } from './dates';

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

/** The locale given, else the surrounding react-intl one, else 'en-US'. */
export function useCalendarLocale(locale?: string): string {
  const intl = useContext(IntlContext);
  return locale ?? intl?.locale ?? 'en-US';
}

/** The names and numbers of the calendar in `locale`, built once a locale. */
export function useCalendarFormats(locale: string) {
  return useMemo(
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
}

export type CalendarFormats = ReturnType<typeof useCalendarFormats>;
