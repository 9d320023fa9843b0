import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { IconButton } from '@stays/ui';
import { MAX_GUESTS, MIN_GUESTS } from '@stays/contracts';
import { clampGuests } from './searchParams';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 2.75rem;
`;

const Count = styled.output`
  min-inline-size: 5.5rem;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

export interface GuestCounterProps {
  value: number;
  onChange: (value: number) => void;
  labelId: string;
  /** The property's maximum on the booking card; the search's 16 otherwise. */
  max?: number;
}

/** Guests 1 to 16 (or the property's maximum) with -/+ buttons; minus disabled at 1, plus at the top (SPEC 5). */
export function GuestCounter({ value, onChange, labelId, max = MAX_GUESTS }: GuestCounterProps) {
  const top = Math.min(max, MAX_GUESTS);
  const intl = useIntl();
  return (
    <Row role="group" aria-labelledby={labelId}>
      <IconButton
        $variant="outline"
        $size="sm"
        aria-label={intl.formatMessage({ id: 'search.decrease', defaultMessage: 'Fewer guests' })}
        disabled={value <= MIN_GUESTS}
        onClick={() => onChange(clampGuests(value - 1))}
      >
        −
      </IconButton>
      <Count aria-live="polite">
        {intl.formatMessage(
          { id: 'search.guestCount', defaultMessage: '{count, plural, one {# guest} other {# guests}}' },
          { count: value },
        )}
      </Count>
      <IconButton
        $variant="outline"
        $size="sm"
        aria-label={intl.formatMessage({ id: 'search.increase', defaultMessage: 'More guests' })}
        disabled={value >= top}
        onClick={() => onChange(Math.min(top, clampGuests(value + 1)))}
      >
        +
      </IconButton>
    </Row>
  );
}
