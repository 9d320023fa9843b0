import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Select } from '@stays/ui';
import { PROPERTY_SORTS, type PropertySortKey } from '@stays/contracts';
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
export function SortMenu({
  value,
  onChange,
}: {
  value: PropertySortKey;
  onChange: (sort: PropertySortKey) => void;
}) {
  const t = useIntl().formatMessage;
  const id = useId();
  return (
    <Wrap>
      <label id={`${id}-label`}>{t(m.sortBy)}</label>
      <Select
        aria-labelledby={`${id}-label`}
        value={value}
        options={PROPERTY_SORTS.map((key) => ({ value: key, label: t(sortLabels[key]) }))}
        onValueChange={(next) => onChange(next as PropertySortKey)}
      />
    </Wrap>
  );
}
