import { useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, SearchIcon } from '@stays/ui';
import { GuestCounter } from './GuestCounter';
import {
  buildSearchUrl,
  emptySearch,
  minCheckIn,
  minCheckOut,
  withCheckIn,
  type SearchState,
} from './searchParams';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.5fr 1fr 1fr auto auto;
    align-items: end;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

const Field = styled.div<{ $wide?: boolean }>`
  display: grid;
  min-inline-size: 0;
  gap: 0.125rem;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  padding-inline: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
    &:last-of-type {
      border: 0;
    }
  }
  label,
  span.label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.ink};
  }
  input {
    min-block-size: 2.75rem;
    inline-size: 100%;
    min-inline-size: 0;
    padding-inline: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.sandSoft};
    color: ${({ theme }) => theme.colors.ink};
    ${({ theme }) => theme.media.lg} {
      border-color: transparent;
      background: transparent;
      padding-inline: 0;
    }
  }
`;

const Submit = styled(Button)`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
    border-radius: ${({ theme }) => theme.radii.pill};
    align-self: center;
  }
`;

export interface SearchBarProps {
  initial?: Partial<SearchState>;
  /** Injected in tests; the real clock otherwise. */
  today?: Date;
}

/** Destination, check-in, check-out and guests; submitting goes to /search with all four in the URL. */
export function SearchBar({ initial, today: todayProp }: SearchBarProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const ids = useId();
  const today = useMemo(() => todayProp ?? new Date(), [todayProp]);
  const [state, setState] = useState<SearchState>({ ...emptySearch, ...initial });
  const t = intl.formatMessage;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(buildSearchUrl(state));
  };

  return (
    <Form
      role="search"
      onSubmit={submit}
      aria-label={t({ id: 'search.label', defaultMessage: 'Search stays' })}
    >
      <Field $wide>
        <label htmlFor={`${ids}-location`}>{t({ id: 'search.destination', defaultMessage: 'Where' })}</label>
        <input
          id={`${ids}-location`}
          name="location"
          type="search"
          autoComplete="off"
          placeholder={t({ id: 'search.destinationPlaceholder', defaultMessage: 'Search destinations' })}
          value={state.location}
          onChange={(e) => setState({ ...state, location: e.target.value })}
        />
      </Field>
      <Field>
        <label htmlFor={`${ids}-checkin`}>{t({ id: 'search.checkIn', defaultMessage: 'Check-in' })}</label>
        <input
          id={`${ids}-checkin`}
          name="checkIn"
          type="date"
          min={minCheckIn(today)}
          value={state.checkIn}
          onChange={(e) => setState(withCheckIn(state, e.target.value, today))}
        />
      </Field>
      <Field>
        <label htmlFor={`${ids}-checkout`}>{t({ id: 'search.checkOut', defaultMessage: 'Check-out' })}</label>
        <input
          id={`${ids}-checkout`}
          name="checkOut"
          type="date"
          min={minCheckOut(state.checkIn, today)}
          value={state.checkOut}
          onChange={(e) => setState({ ...state, checkOut: e.target.value })}
        />
      </Field>
      <Field $wide>
        <span className="label" id={`${ids}-guests`}>
          {t({ id: 'search.guests', defaultMessage: 'Guests' })}
        </span>
        <GuestCounter
          labelId={`${ids}-guests`}
          value={state.guests}
          onChange={(guests) => setState({ ...state, guests })}
        />
      </Field>
      <Submit type="submit" $variant="accent" $size="lg">
        <SearchIcon size={18} strokeWidth={2.2} />
        {t({ id: 'search.submit', defaultMessage: 'Search' })}
      </Submit>
    </Form>
  );
}
