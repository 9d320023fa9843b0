import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Grid, PropertyCard, PropertyCardSkeleton, propertyBadges } from '@stays/ui';
import { useLanguage } from '@stays/platform';
import type { ListingPropertyFieldsFragment } from '../../__generated__/graphql';
import { translateBadge } from './badgeLabels';
import { useCardLabels } from './useCardLabels';

export const SKELETON_COUNT = 8;

/** Cards for a list of properties, 1 to `columns` per row. The first row's photos load eagerly. */
export function PropertyGrid({
  properties,
  columns = 4,
}: {
  properties: ListingPropertyFieldsFragment[];
  columns?: 3 | 4;
}) {
  const labels = useCardLabels();
  const intl = useIntl();
  const { intlLocale } = useLanguage();
  const now = useMemo(() => new Date(), []);
  return (
    <Grid $max={columns}>
      {properties.map((p, i) => (
        <PropertyCard
          key={p.id}
          property={p}
          badges={propertyBadges(p, now).map((b) => translateBadge(intl, b))}
          labels={labels}
          locale={intlLocale}
          eager={i < columns}
        />
      ))}
    </Grid>
  );
}

/** The spec's 8 skeleton cards, in the same grid so nothing moves when the cards arrive. */
export function PropertyGridSkeleton({
  columns = 4,
  count = SKELETON_COUNT,
}: {
  columns?: 3 | 4;
  count?: number;
}) {
  return (
    <Grid $max={columns} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </Grid>
  );
}
