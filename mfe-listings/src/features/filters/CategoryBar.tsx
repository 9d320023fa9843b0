import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@stays/ui';
import type { FilterId } from '@stays/contracts';
import { useSession } from '@stays/platform';
import {
  activeFilterCount,
  clearFilters,
  isFiltered,
  toggleFilter,
  type ListingFilters,
} from './filterState';
import { filterLabels, filterMessages as m } from './messages';

// Formik-free, but still only for those who open it: the dialog is its own chunk, off the landing path.
const FiltersDialog = lazy(() => import(/* webpackChunkName: "filters-dialog" */ './FiltersDialog'));

/**
 * The chips of the bar (SPEC 2 'Browse': the three types, then Parking, Wi-Fi and Pool), and Instant Book
 * (issue 29): stays confirmed at once.
 */
export const CHIPS: readonly FilterId[] = [
  'entire_homes',
  'private_room',
  'shared_room',
  'parking',
  'wifi',
  'pool',
  'instant_book',
];

/* Every chip shows whole, on as many lines as the language needs (issue 46 #10b: a scrolling row hid the last ones
   behind Filters). On a phone those lines would stay over the results: the bar is sticky from the tablet width. */
const Bar = styled.div`
  position: static;
  ${({ theme }) => theme.media.md} {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.layout.headerHeight};
  }
  z-index: 5;
  background: ${({ theme }) => theme.colors.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 20rem;
  min-inline-size: 0;
  padding-block: 0.25rem;
  padding-inline: 0.25rem;
`;

const Chip = styled.button<{ $on: boolean }>`
  flex-shrink: 0;
  min-block-size: 2.5rem;
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.border)};
  background: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $on, theme }) => ($on ? theme.colors.primaryInk : theme.colors.ink)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.4rem;
  block-size: 1.4rem;
  padding-inline: 0.3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.coral};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface CategoryBarProps {
  value: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

/**
 * The sticky category bar (SPEC 2 and 4): toggling chips (types exclusive, amenities independent), 'Saved'
 * for the guest's favourites, 'Clear filters' when more than one filter is active, and 'Filters' with the
 * count, which opens the filters dialog.
 */
export function CategoryBar({ value, onChange }: CategoryBarProps) {
  const t = useIntl().formatMessage;
  const signedIn = useSession().isAuthenticated;
  const [dialogOpen, setDialogOpen] = useState(false);
  const count = activeFilterCount(value);
  return (
    <Bar>
      <Row>
        <Chips role="group" aria-label={t(m.categories)}>
          {CHIPS.map((id) => (
            <Chip
              key={id}
              type="button"
              $on={value.filters.includes(id)}
              aria-pressed={value.filters.includes(id)}
              onClick={() => onChange({ ...value, filters: toggleFilter(value.filters, id) })}
            >
              {t(filterLabels[id])}
            </Chip>
          ))}
          {signedIn || value.saved ? (
            <Chip
              type="button"
              $on={value.saved}
              aria-pressed={value.saved}
              onClick={() => onChange({ ...value, saved: !value.saved })}
            >
              ♥ {t(m.saved)}
            </Chip>
          ) : null}
        </Chips>
        {isFiltered(value) ? (
          <Button type="button" $variant="ghost" $size="sm" onClick={() => onChange(clearFilters(value))}>
            {t(m.clear)}
          </Button>
        ) : null}
        <Button type="button" $variant="outline" $size="sm" onClick={() => setDialogOpen(true)}>
          {t(m.open)}
          {count > 0 ? <Count aria-label={t(m.activeCount, { count })}>{count}</Count> : null}
        </Button>
      </Row>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <FiltersDialog
            value={value}
            onApply={(next) => {
              onChange(next);
              setDialogOpen(false);
            }}
            onCancel={() => setDialogOpen(false)}
          />
        </Suspense>
      ) : null}
    </Bar>
  );
}
