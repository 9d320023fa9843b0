import { propertyBadges, type BadgeInfo, type BadgeSource } from '@stays/ui';

/**
 * A card's badges (SPEC 2 and 9): the featured grid's cards say 'Verified' and 'Featured' first; every card
 * then carries the kit's rule badges (Instant Book, New, Great value, Luxury, the server's Trending and
 * Superhost flags, a status badge for one that is not approved). English labels; badgeLabels.ts translates them.
 */
export function cardBadges(
  property: Omit<BadgeSource, 'superhost'> & { featured?: boolean | null; hostIsSuperhost?: boolean | null },
  now: Date,
  { featuredGrid = false } = {},
): BadgeInfo[] {
  const lead: BadgeInfo[] = featuredGrid
    ? [
        ...(property.status === 'approved' ? [{ label: 'Verified', variant: 'success' as const }] : []),
        ...(property.featured ? [{ label: 'Featured', variant: 'default' as const }] : []),
      ]
    : [];
  return [...lead, ...propertyBadges({ ...property, superhost: property.hostIsSuperhost }, now)];
}
