import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Dialog } from '@stays/ui';
import { Checkbox } from '@stays/ui/forms';
import { useFormatters } from '@stays/platform';
import {
  AMENITY_FILTER_IDS,
  type FilterId,
  OPTION_FILTER_IDS,
  PROPERTY_TYPE_FILTER_IDS,
} from '@stays/contracts';
import {
  PRICE,
  activeFilterCount,
  clearFilters,
  toggleFilter,
  withPrice,
  type ListingFilters,
} from './filterState';
import { dialogLabels, filterLabels, filterMessages as m } from './messages';

const Section = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
    margin-block-end: ${({ theme }) => theme.space.xs};
  }
`;

const Checks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

const Range = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  output {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input[type='range'] {
    inline-size: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding-block-start: ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export interface FiltersDialogProps {
  value: ListingFilters;
  onApply: (next: ListingFilters) => void;
  onCancel: () => void;
}

/**
 * SPEC 2 'Filters dialog': property type (exclusive), the price range (two handles, 20 to 500 in steps of 10,
 * the upper one shown with '+' at the end), amenities and additional options. Edits stay in the dialog until
 * 'Show results'; 'Cancel' drops them; 'Clear all' goes back to entire homes and 50 to 300.
 */
export default function FiltersDialog({ value, onApply, onCancel }: FiltersDialogProps) {
  const t = useIntl().formatMessage;
  const { price } = useFormatters();
  const [draft, setDraft] = useState(value);
  const toggle = (id: FilterId) => setDraft({ ...draft, filters: toggleFilter(draft.filters, id) });
  const check = (id: FilterId, label: string) => (
    <Checkbox key={id} label={label} checked={draft.filters.includes(id)} onChange={() => toggle(id)} />
  );
  const upper = draft.maxPrice >= PRICE.max ? `${price(PRICE.max)}+` : price(draft.maxPrice);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t(m.dialogTitle)}
      description={t(m.dialogText)}
      size="lg"
    >
      <Section>
        <legend>{t(m.propertyType)}</legend>
        <Checks>{PROPERTY_TYPE_FILTER_IDS.map((id) => check(id, t(dialogLabels[id])))}</Checks>
      </Section>
      <Section>
        <legend>{t(m.priceRange)}</legend>
        <Range>
          <output aria-live="polite" data-testid="price-range">
            {t(m.priceValue, { min: price(draft.minPrice), max: upper })}
          </output>
          <label>
            {t(m.minPrice)}
            <input
              type="range"
              min={PRICE.min}
              max={PRICE.max}
              step={PRICE.step}
              value={draft.minPrice}
              aria-valuetext={price(draft.minPrice)}
              onChange={(e) => setDraft(withPrice(draft, 'min', Number(e.target.value)))}
            />
          </label>
          <label>
            {t(m.maxPrice)}
            <input
              type="range"
              min={PRICE.min}
              max={PRICE.max}
              step={PRICE.step}
              value={draft.maxPrice}
              aria-valuetext={upper}
              onChange={(e) => setDraft(withPrice(draft, 'max', Number(e.target.value)))}
            />
          </label>
        </Range>
      </Section>
      <Section>
        <legend>{t(m.amenities)}</legend>
        <Checks>
          {AMENITY_FILTER_IDS.map((id) =>
            check(id, t(id === 'parking' ? dialogLabels.parking : filterLabels[id])),
          )}
        </Checks>
      </Section>
      <Section>
        <legend>{t(m.options)}</legend>
        <Checks>{OPTION_FILTER_IDS.map((id) => check(id, t(filterLabels[id])))}</Checks>
      </Section>
      <Actions>
        <Button type="button" $variant="ghost" onClick={() => setDraft(clearFilters(draft))}>
          {t(m.clearAll)}
        </Button>
        <div>
          <Button type="button" $variant="outline" onClick={onCancel}>
            {t(m.cancel)}
          </Button>
          <Button type="button" $variant="primary" onClick={() => onApply(draft)}>
            {t(activeFilterCount(draft) > 0 ? m.showResults : m.showAll)}
          </Button>
        </div>
      </Actions>
    </Dialog>
  );
}
