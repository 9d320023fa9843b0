import { ChevronIcon } from '../primitives/Icons';
import { addMonths, monthsBetween } from './dates';
import type { CalendarFormats } from './formats';
import { Caption, Dropdowns, NavButton } from './styles';
import type { CalendarLabels } from './types';
import type { CalendarNavigation } from './useCalendarNavigation';

export interface MonthCaptionProps {
  /** The month this caption names, the `index`-th shown. */
  month: Date;
  index: number;
  captionId: string;
  layout: 'label' | 'dropdown';
  labels: CalendarLabels;
  fmt: CalendarFormats;
  nav: CalendarNavigation;
}

/**
 * A month's name (or its month and year selects), with the previous-month button on the first month shown and
 * the next-month one on the last.
 */
export function MonthCaption({ month: m, index, captionId, layout, labels, fmt, nav }: MonthCaptionProps) {
  const { month, months, startMonth, endMonth, lastShown, goToMonth } = nav;
  const first = index === 0;
  const last = index === months.length - 1;
  const years: number[] = [];
  for (let y = startMonth.getFullYear(); y <= endMonth.getFullYear(); y++) years.push(y);
  return (
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
      {layout === 'dropdown' ? (
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
              const out = monthsBetween(startMonth, candidate) < 0 || monthsBetween(candidate, endMonth) < 0;
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
            onChange={(e) => goToMonth(addMonths(new Date(Number(e.target.value), m.getMonth(), 1), -index))}
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
  );
}
