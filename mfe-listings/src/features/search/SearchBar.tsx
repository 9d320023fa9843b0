import { lazy, Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, SearchIcon } from '@stays/ui';
import { useFormatters } from '@stays/platform';
import { DestinationField } from './DestinationField';
import { destinationLabel, knownDestination, searchedDestination } from './destinations';
import { GuestCounter } from './GuestCounter';
import { searchMessages as sm } from './messages';
import { ModeSwitch, MonthsExtras, MonthsSelect } from './MonthsFields';
import {
  buildSearchUrl,
  emptySearch,
  SEARCH_PATH,
  fromISODate,
  type SearchState,
  toISODate,
} from './searchParams';

// The calendar is its own chunk: the landing does not carry it until a guest opens the dates.
const DatesDialog = lazy(() => import(/* webpackChunkName: "dates-dialog" */ './DatesDialog'));

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
    /* With the semesters and the place under the bar, a pill's round ends would cut into them. */
    &[data-mode='months'] {
      border-radius: ${({ theme }) => theme.radii.xl};
    }
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
  input,
  select,
  .date {
    min-block-size: 2.75rem;
    font: inherit;
    text-align: start;
    cursor: pointer;
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
    /* The end of the bar's row (under the mode switch), also when the Months extras follow it in the grid. */
    grid-column: -2 / -1;
    grid-row: 2;
    border-radius: ${({ theme }) => theme.radii.pill};
    align-self: center;
  }
`;

export interface SearchBarProps {
  initial?: Partial<SearchState>;
  /** Injected in tests; the real clock otherwise. */
  today?: Date;
}

/**
 * Destination (with suggestions), check-in, check-out (the kit's calendar in a dialog) and guests; submitting
 * goes to /search with all four in the URL. The "Months" mode (issue 43) asks a move-in day and 1 to 12 months
 * instead of the dates, offers the semesters as presets and a place to be near (moveIn, months, near).
 */
export function SearchBar({ initial, today: todayProp }: SearchBarProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { date } = useFormatters();
  const ids = useId();
  const today = useMemo(() => todayProp ?? new Date(), [todayProp]);
  const [state, setState] = useState<SearchState>({ ...emptySearch, ...initial });
  const patch = (change: Partial<SearchState>) => setState((s) => ({ ...s, ...change }));
  const todayText = toISODate(today);
  const byMonths = state.mode === 'months';
  // A chosen (or searched) place is kept as the server's name: the box shows it in the page's language, also
  // after a language switch, and the search sends the name. Typed text is sent as a name when it is one.
  const [chosen, setChosen] = useState(() => knownDestination(initial?.location ?? ''));
  const [picking, setPicking] = useState(false);
  const t = intl.formatMessage;
  const shown = (value: string) =>
    value ? date(fromISODate(value), { day: 'numeric', month: 'short', year: 'numeric' }) : t(sm.addDate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(buildSearchUrl({ ...state, location: chosen ?? searchedDestination(intl, state.location) }));
  };

  return (
    <Form
      role="search"
      // Before React has hydrated a drawn page, a tap on Search submits natively: to the search page, which the
      // server draws from the place typed (the dates and guests are picked with the script).
      action={SEARCH_PATH}
      onSubmit={submit}
      data-mode={state.mode}
      aria-label={t({ id: 'search.label', defaultMessage: 'Search stays' })}
    >
      <ModeSwitch mode={state.mode} onChange={(mode) => patch({ mode })} />
      <Field $wide>
        <label htmlFor={`${ids}-location`}>{t({ id: 'search.destination', defaultMessage: 'Where' })}</label>
        <DestinationField
          id={`${ids}-location`}
          value={chosen ? destinationLabel(intl, chosen) : state.location}
          placeholder={t({ id: 'search.destinationPlaceholder', defaultMessage: 'Search destinations' })}
          onChange={(location) => {
            setChosen(undefined);
            setState((s) => ({ ...s, location }));
          }}
          onChoose={setChosen}
        />
      </Field>
      {byMonths ? (
        <>
          <Field>
            <label htmlFor={`${ids}-movein`}>{t(sm.moveIn)}</label>
            <input
              id={`${ids}-movein`}
              type="date"
              min={todayText}
              value={state.moveIn}
              onChange={(event) => patch({ moveIn: event.currentTarget.value })}
            />
          </Field>
          <Field>
            <label htmlFor={`${ids}-months`}>{t(sm.months)}</label>
            <MonthsSelect
              id={`${ids}-months`}
              value={state.months}
              onChange={(months) => patch({ months })}
            />
          </Field>
        </>
      ) : (
        <>
          <Field>
            <span className="label" id={`${ids}-checkin`}>
              {t({ id: 'search.checkIn', defaultMessage: 'Check-in' })}
            </span>
            <button
              type="button"
              className="date"
              aria-labelledby={`${ids}-checkin ${ids}-checkin-value`}
              aria-haspopup="dialog"
              onClick={() => setPicking(true)}
            >
              <span id={`${ids}-checkin-value`}>{shown(state.checkIn)}</span>
            </button>
          </Field>
          <Field>
            <span className="label" id={`${ids}-checkout`}>
              {t({ id: 'search.checkOut', defaultMessage: 'Check-out' })}
            </span>
            <button
              type="button"
              className="date"
              aria-labelledby={`${ids}-checkout ${ids}-checkout-value`}
              aria-haspopup="dialog"
              onClick={() => setPicking(true)}
            >
              <span id={`${ids}-checkout-value`}>{shown(state.checkOut)}</span>
            </button>
          </Field>
        </>
      )}
      <Field $wide>
        <span className="label" id={`${ids}-guests`}>
          {t({ id: 'search.guests', defaultMessage: 'Guests' })}
        </span>
        <GuestCounter
          labelId={`${ids}-guests`}
          value={state.guests}
          onChange={(guests) => setState((s) => ({ ...s, guests }))}
        />
      </Field>
      {/* The semesters and the place come before the button: on a phone they are chosen before searching. */}
      {byMonths ? <MonthsExtras state={state} today={todayText} onChange={patch} idPrefix={ids} /> : null}
      <Submit type="submit" $variant="accent" $size="lg">
        <SearchIcon size={18} strokeWidth={2.2} />
        {t({ id: 'search.submit', defaultMessage: 'Search' })}
      </Submit>
      {picking ? (
        <Suspense fallback={null}>
          <DatesDialog
            checkIn={state.checkIn}
            checkOut={state.checkOut}
            today={today}
            onCancel={() => setPicking(false)}
            onApply={(dates) => {
              setState((s) => ({ ...s, ...dates }));
              setPicking(false);
            }}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
