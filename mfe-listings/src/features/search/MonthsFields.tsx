import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MAX_MONTHS, MIN_MONTHS, PLACES, type PlaceName } from '@stays/contracts';
import { useLanguage } from '@stays/platform';
import { searchMessages as sm } from './messages';
import { type SearchMode, type SearchState, semesterPresets } from './searchParams';

const Switch = styled.div`
  grid-column: 1 / -1;
  display: inline-flex;
  justify-self: start;
  gap: 2px;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sandSoft};
  button {
    min-block-size: 2.25rem;
    padding-inline: ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Row = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* The form's own ink: the landing's hero around it writes in light text. */
  color: ${({ theme }) => theme.colors.ink};
  button {
    min-block-size: 2.25rem;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  select {
    min-block-size: 2.25rem;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    padding-inline: ${({ theme }) => theme.space.xs};
  }
`;

/** "Nights" / "Months": how the stay is given, by dates or by a move-in day and a number of months. */
export function ModeSwitch({ mode, onChange }: { mode: SearchMode; onChange(mode: SearchMode): void }) {
  const t = useIntl().formatMessage;
  return (
    <Switch role="group" aria-label={t(sm.mode)}>
      {(['nights', 'months'] as const).map((choice) => (
        <button key={choice} type="button" aria-pressed={mode === choice} onClick={() => onChange(choice)}>
          {t(sm[choice])}
        </button>
      ))}
    </Switch>
  );
}

/** The semester presets (computed from today) and the place to be near; shown in Months mode. */
export function MonthsExtras({
  state,
  today,
  onChange,
  idPrefix,
}: {
  state: SearchState;
  today: string;
  onChange(patch: Partial<SearchState>): void;
  idPrefix: string;
}) {
  const t = useIntl().formatMessage;
  const { locale } = useLanguage();
  return (
    <>
      <Row role="group" aria-label={t(sm.presets)}>
        {semesterPresets(today).map((preset) => {
          const year = Number(preset.moveIn.slice(0, 4));
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={state.moveIn === preset.moveIn && state.months === preset.months}
              onClick={() => onChange({ moveIn: preset.moveIn, months: preset.months })}
            >
              {t(sm[preset.id], { year, next: year + 1 })}
            </button>
          );
        })}
      </Row>
      <Row>
        <label htmlFor={`${idPrefix}-near`}>{t(sm.near)}</label>
        <select
          id={`${idPrefix}-near`}
          value={state.near}
          onChange={(event) => onChange({ near: event.currentTarget.value })}
        >
          <option value="">{t(sm.anywhere)}</option>
          {PLACES.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name[locale satisfies keyof PlaceName]}
            </option>
          ))}
        </select>
      </Row>
    </>
  );
}

/** The number of months of a Months search, 1 to 12. */
export function MonthsSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange(months: number): void;
}) {
  const t = useIntl().formatMessage;
  const counts = Array.from({ length: MAX_MONTHS - MIN_MONTHS + 1 }, (_, i) => MIN_MONTHS + i);
  return (
    <select id={id} value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
      {counts.map((count) => (
        <option key={count} value={count}>
          {t(sm.monthsCount, { count })}
        </option>
      ))}
    </select>
  );
}
