import { useIntl } from 'react-intl';
import { useFormatters } from '@stays/platform';
import { Button, Card } from '@stays/ui';
import { Field, NativeSelect } from '@stays/ui/forms';
import type { HostBookingFieldsFragment, HostCalendarQuery } from '../../__generated__/graphql';
import { MonthTable } from './MonthTable';
import { messages } from './messages';
import { addMonths, type Month } from './monthGrid';
import { Arrow, Toolbar } from './styles';

export interface MonthViewProps {
  properties: HostCalendarQuery['hostProperties'];
  /** The listing shown, '' for all of them. */
  propertyId: string;
  onPropertyChange: (id: string) => void;
  month: Month;
  thisMonth: Month;
  onMonthChange: (month: Month) => void;
  today: string;
  bookings: HostBookingFieldsFragment[];
  blocks: HostCalendarQuery['blockedNights'];
  /** Imported nights over confirmed stays (shown on their days). */
  conflicts: HostCalendarQuery['calendarConflicts'];
}

/** The listing picker, the month's name with its arrows, and the month's grid. */
export function MonthView({
  properties,
  propertyId,
  onPropertyChange,
  month,
  thisMonth,
  onMonthChange,
  today,
  bookings,
  blocks,
  conflicts,
}: MonthViewProps) {
  const t = useIntl().formatMessage;
  const { locale } = useFormatters();
  const caption = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month, 1)),
  );

  return (
    <Card $padded as="section" aria-labelledby="month-caption">
      <Field label={t(messages.property)} id="calendar-property">
        <NativeSelect value={propertyId} onChange={(event) => onPropertyChange(event.currentTarget.value)}>
          <option value="">{t(messages.allProperties)}</option>
          {properties.map((property) => (
            <option key={property.id} value={property.id}>
              {property.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Toolbar>
        <h2 id="month-caption" aria-live="polite">
          {caption}
        </h2>
        <div>
          <Button
            $size="sm"
            $variant="outline"
            aria-label={t(messages.previous)}
            onClick={() => onMonthChange(addMonths(month, -1))}
          >
            <Arrow aria-hidden>‹</Arrow>
          </Button>
          <Button $size="sm" $variant="outline" onClick={() => onMonthChange(thisMonth)}>
            {t(messages.today)}
          </Button>
          <Button
            $size="sm"
            $variant="outline"
            aria-label={t(messages.next)}
            onClick={() => onMonthChange(addMonths(month, 1))}
          >
            <Arrow aria-hidden>›</Arrow>
          </Button>
        </div>
      </Toolbar>
      <MonthTable month={month} today={today} bookings={bookings} blocks={blocks} conflicts={conflicts} />
    </Card>
  );
}
