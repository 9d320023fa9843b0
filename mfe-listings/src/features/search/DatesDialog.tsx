import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Dialog } from '@stays/ui';
import { Calendar, type DateRange } from '@stays/ui/datepicker';
import { fromISODate, toISODate } from './searchParams';
import { searchMessages as m } from './messages';

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  overflow-x: auto;
`;

export interface DatesDialogProps {
  checkIn: string;
  checkOut: string;
  today: Date;
  onApply: (dates: { checkIn: string; checkOut: string }) => void;
  onCancel: () => void;
  /** A line under the calendar (the property page: the listing's shortest and longest stay). */
  hint?: ReactNode;
}

/**
 * The kit's calendar in range mode (its own chunk, loaded when the guest opens it): days before today are
 * disabled (check-in cannot be in the past) and a one-day range counts as a check-in only, so check-out is
 * always after check-in. Dates stay calendar dates in the guest's own day (YYYY-MM-DD).
 */
export default function DatesDialog({ checkIn, checkOut, today, onApply, onCancel, hint }: DatesDialogProps) {
  const t = useIntl().formatMessage;
  const [range, setRange] = useState<DateRange | undefined>(
    checkIn ? { from: fromISODate(checkIn), to: checkOut ? fromISODate(checkOut) : undefined } : undefined,
  );
  const start = useMemo(() => new Date(today.getFullYear(), today.getMonth(), today.getDate()), [today]);
  const wide = typeof matchMedia === 'function' && matchMedia('(min-width: 768px)').matches;
  const from = range?.from ? toISODate(range.from) : '';
  const to = range?.to ? toISODate(range.to) : '';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t(m.datesTitle)}
      description={t(m.datesText)}
      // Two months side by side need 44rem: in 40rem the second wraps under the first.
      size={wide ? 'xl' : 'lg'}
    >
      <Center>
        <Calendar
          mode="range"
          selected={range}
          onSelect={setRange}
          today={today}
          defaultMonth={range?.from ?? start}
          startMonth={start}
          numberOfMonths={wide ? 2 : 1}
          disabled={(date) => date < start}
          labels={{
            previousMonth: t(m.previousMonth),
            nextMonth: t(m.nextMonth),
            today: t(m.today),
            selected: t(m.selected),
          }}
        />
      </Center>
      {hint}
      <Actions>
        <Button type="button" $variant="ghost" onClick={() => setRange(undefined)}>
          {t(m.clearDates)}
        </Button>
        <Button
          type="button"
          $variant="primary"
          onClick={() => onApply({ checkIn: from, checkOut: to && to > from ? to : '' })}
        >
          {t(m.done)}
        </Button>
      </Actions>
    </Dialog>
  );
}
