import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Select } from '@stays/ui';
import { SORT_KEYS, type SortKey } from './filterState';
import { filterMessages as m, sortLabels } from './messages';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 14rem;
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
`;

/** SPEC 2's Sort menu: Featured (newest first), Price: Low to High, Price: High to Low, Rating. */
export function SortMenu({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const t = useIntl().formatMessage;
  const id = useId();
  return (
    <Wrap>
      <label id={`${id}-label`}>{t(m.sortBy)}</label>
      <Select
        aria-labelledby={`${id}-label`}
        value={value}
        options={SORT_KEYS.map((key) => ({ value: key, label: t(sortLabels[key]) }))}
        onValueChange={(next) => onChange(next as SortKey)}
      />
    </Wrap>
  );
}
