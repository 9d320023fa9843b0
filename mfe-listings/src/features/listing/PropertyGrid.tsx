import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Grid, HydrateWhenSeen, PropertyCard, PropertyCardSkeleton } from '@stays/ui';
import { useLanguage } from '@stays/platform';
import type { ListingPropertyFieldsFragment } from '../../__generated__/graphql';
import { HeartButton, useFavorites } from '../favorites';
import { translateBadge } from './badgeLabels';
import { cardBadges } from './cardBadges';
import { shownRating } from './rating';
import { useCardLabels } from './useCardLabels';
import { useStayLines } from './stayLines';

export const SKELETON_COUNT = 8;

/**
 * Cards for a list of properties, 1 to `columns` per row. The first row's photos load eagerly. On a page the
 * server drew, each card hydrates when it comes near the screen. Memoized: Apollo
 * hands each answer over as an urgent update, and a page that re-renders with the same list (the same array)
 * should not build its cards again in one long task.
 */
export const PropertyGrid = memo(function PropertyGrid({
  properties,
  columns = 4,
  featuredGrid = false,
  stayMode = 'nights',
  near,
  linkQuery,
}: {
  properties: ListingPropertyFieldsFragment[];
  columns?: 3 | 4;
  /** The landing's featured grid: 'Verified' and 'Featured' badges. */
  featuredGrid?: boolean;
  /** A Months search: monthly prices where the listing has one. */
  stayMode?: 'nights' | 'months';
  /** The place id of a search near it: each card says how far it is. */
  near?: string;
  /** What each card's link carries to the property page (the search's stay and place). */
  linkQuery?: string;
}) {
  const stayLines = useStayLines(near);
  // The page each card opens keeps this address as its way back (a search, with its stay, filters and page).
  const { pathname, search } = useLocation();
  const labels = useCardLabels();
  const intl = useIntl();
  const { intlLocale } = useLanguage();
  const favorites = useFavorites();
  // One clock per grid: badges do not change while the page is open.
  const now = useMemo(() => new Date(), []);
  const defaultDescription = intl.formatMessage({
    id: 'card.defaultDescription',
    defaultMessage: 'A comfortable place to stay near campus.',
  });
  return (
    <Grid $max={columns}>
      {properties.map((p, i) => (
        <HydrateWhenSeen key={p.id}>
          <PropertyCard
            property={{
              ...p,
              // The server's rating from the stay's reviews, the same as its page; none ('New') without reviews.
              rating: shownRating(p),
              description: p.description?.trim() || defaultDescription,
            }}
            badges={cardBadges(p, now, { featuredGrid }).map((b) => translateBadge(intl, b))}
            labels={labels}
            locale={intlLocale}
            eager={i < columns}
            corner={<HeartButton favorites={favorites} propertyId={p.id} title={p.title} />}
            byMonth={stayMode === 'months'}
            details={stayLines(p)}
            linkQuery={linkQuery}
            from={`${pathname}${search}`}
          />
        </HydrateWhenSeen>
      ))}
    </Grid>
  );
});

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
