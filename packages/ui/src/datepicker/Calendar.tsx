import { useId } from 'react';
import { useCalendarFormats, useCalendarLocale } from './formats';
import { MonthCaption } from './MonthCaption';
import { MonthTable } from './MonthTable';
import { MonthBox, Root } from './styles';
import { defaultCalendarLabels, type CalendarProps } from './types';
import { useCalendarNavigation } from './useCalendarNavigation';

export { defaultCalendarLabels } from './types';
export type { CalendarLabels, CalendarProps } from './types';

// A calendar with react-day-picker's behaviour (SPEC 9: one month by default, week starting on Sunday,
// English US unless a locale is given or a react-intl provider names one): single, multiple and range
// selection; optional month/year dropdowns and week numbers; a grid with one tab stop and arrow-key
// movement (useCalendarNavigation); names and numbers come from Intl in the chosen locale.
export function Calendar(props: CalendarProps) {
  const { captionLayout = 'label', className } = props;
  const fmt = useCalendarFormats(useCalendarLocale(props.locale));
  const labels = { ...defaultCalendarLabels, ...props.labels };
  const nav = useCalendarNavigation(props);
  const id = `cal${useId().replace(/:/g, '')}`;

  return (
    <Root
      className={className}
      ref={nav.gridRef}
      aria-label={props['aria-label']}
      role={props['aria-label'] ? 'group' : undefined}
    >
      {nav.months.map((m, index) => {
        const captionId = `${id}-caption-${index}`;
        return (
          <MonthBox key={m.toDateString()}>
            <MonthCaption
              month={m}
              index={index}
              captionId={captionId}
              layout={captionLayout}
              labels={labels}
              fmt={fmt}
              nav={nav}
            />
            <MonthTable
              calendar={props}
              month={m}
              captionId={captionId}
              labels={labels}
              fmt={fmt}
              nav={nav}
            />
          </MonthBox>
        );
      })}
    </Root>
  );
}
