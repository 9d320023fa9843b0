import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAddressUpdate } from '@stays/platform';
import { checkStayDates, type DateCorrection } from './stayDates';
import { toISODate } from './searchParams';

const m = defineMessages({
  invalid: {
    id: 'dates.corrected.invalid',
    defaultMessage: 'The dates in this link are not real dates, so they were removed. Choose your dates.',
  },
  past: {
    id: 'dates.corrected.past',
    defaultMessage: 'The dates in this link are in the past, so they were removed. Choose new dates.',
  },
  reversed: {
    id: 'dates.corrected.reversed',
    defaultMessage: 'The check-out in this link came before the check-in, so the two dates were swapped.',
  },
  sameDay: {
    id: 'dates.corrected.sameDay',
    defaultMessage:
      'The check-out in this link was the check-in day, so it was removed. Choose a check-out day.',
  },
});

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Corrects the stay dates of the address (past, reversed, not dates) once, replacing the entry so Back does not
 * return to the wrong dates, and answers what it changed so the page can say so.
 */
export function useCorrectedStayDates(): DateCorrection | null {
  const [params, update] = useAddressUpdate();
  const [correction, setCorrection] = useState<DateCorrection | null>(null);
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  useEffect(() => {
    const checked = checkStayDates(checkIn, checkOut, toISODate(new Date()));
    if (!checked.correction) return;
    setCorrection(checked.correction);
    update((next) => {
      for (const [key, value] of [
        ['checkIn', checked.checkIn],
        ['checkOut', checked.checkOut],
      ] as const) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
    });
  }, [checkIn, checkOut, update]);
  return correction;
}

/** What was corrected in the address's dates, in words; nothing when nothing was. */
export function DatesCorrected({ correction }: { correction: DateCorrection | null }) {
  const t = useIntl().formatMessage;
  if (!correction) return null;
  return (
    <Notice role="status" data-testid="dates-corrected">
      {t(m[correction])}
    </Notice>
  );
}
