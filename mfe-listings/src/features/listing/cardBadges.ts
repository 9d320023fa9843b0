import { propertyBadges, type BadgeInfo, type BadgeSource } from '@stays/ui';
import { shownRating, type RatedStay } from './rating';

/**
 * A card's badges (SPEC 2 and 9): the featured grid's cards say 'Verified' and 'Featured' first; every card
 * then carries the kit's rule badges (Instant Book, New, Great value, Luxury, the server's Trending and
 * Superhost flags, a status badge for one that is not approved). English labels; badgeLabels.ts translates them.
 * A card without a rating already says 'New' where the rating goes (rating.ts): it carries no second 'New' badge.
 */
export function cardBadges(
  property: Omit<BadgeSource, 'superhost'> &
    RatedStay & { featured?: boolean | null; hostIsSuperhost?: boolean | null },
  now: Date,
  { featuredGrid = false } = {},
): BadgeInfo[] {
  const lead: BadgeInfo[] = featuredGrid
    ? [
        ...(property.status === 'approved' ? [{ label: 'Verified', variant: 'success' as const }] : []),
        ...(property.featured ? [{ label: 'Featured', variant: 'default' as const }] : []),
      ]
    : [];
  const rules = propertyBadges({ ...property, superhost: property.hostIsSuperhost }, now);
  const unrated = shownRating(property) === null;
  return [...lead, ...rules.filter((b) => !(unrated && b.label === 'New'))];
}
