import { defineMessages, type IntlShape } from 'react-intl';
import type { BadgeInfo } from '@stays/ui';

// The kit computes badges with their English labels (SPEC 9 rules); the listing screens translate them here.
const badgeMessages = defineMessages({
  'Instant Book': { id: 'badge.instantBook', defaultMessage: 'Instant Book' },
  New: { id: 'badge.new', defaultMessage: 'New' },
  'Great value': { id: 'badge.greatValue', defaultMessage: 'Great value' },
  Luxury: { id: 'badge.luxury', defaultMessage: 'Luxury' },
  Trending: { id: 'badge.trending', defaultMessage: 'Trending' },
  Superhost: { id: 'badge.superhost', defaultMessage: 'Superhost' },
  Verified: { id: 'badge.verified', defaultMessage: 'Verified' },
  Featured: { id: 'badge.featured', defaultMessage: 'Featured' },
  Pending: { id: 'badge.pending', defaultMessage: 'Pending' },
  Rejected: { id: 'badge.rejected', defaultMessage: 'Rejected' },
  Unknown: { id: 'badge.unknown', defaultMessage: 'Unknown' },
});

/** A badge's label in the chosen language; a label without a message (an odd status) stays as it is. */
export function translateBadge<B extends BadgeInfo>(intl: IntlShape, badge: B): B {
  const message = badgeMessages[badge.label as keyof typeof badgeMessages];
  return message ? { ...badge, label: intl.formatMessage(message) } : badge;
}
