// Badge rules of SPEC sections 4 and 9, as pure functions so they are unit-tested and shared by every card.
import type { BadgeVariant } from '../primitives/Badge';

export interface BadgeInfo {
  label: string;
  variant: BadgeVariant;
}

export interface BadgeSource {
  id: string;
  status: string;
  pricePerNight: number | string;
  amenities?: readonly string[] | null;
  createdAt?: string | null;
  /** The server's flags (issue 30 #6, issue 29's Instant Book); absent means no badge. */
  trending?: boolean | null;
  superhost?: boolean | null;
  instantBook?: boolean | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** Public lists: approved carries no badge, pending the secondary style, anything else destructive. */
export function publicStatusBadge(status: string): BadgeInfo | null {
  if (status === 'approved') return null;
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  return { label, variant: status === 'pending' ? 'secondary' : 'destructive' };
}

/** Host cards: green approved, yellow pending, red rejected, grey (outline) anything else. */
export function hostStatusBadge(status: string): BadgeInfo {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  const variant: BadgeVariant =
    status === 'approved'
      ? 'success'
      : status === 'pending'
        ? 'warning'
        : status === 'rejected'
          ? 'destructive'
          : 'outline';
  return { label, variant };
}

export function isNewListing(createdAt: string | null | undefined, now: Date): boolean {
  if (!createdAt) return false;
  const t = Date.parse(createdAt);
  if (Number.isNaN(t)) return false;
  const age = now.getTime() - t;
  return age >= 0 && age <= 7 * DAY;
}

/**
 * Highlight badges in a fixed order: Instant Book, New, Great value, Luxury, Trending, Superhost, then a status
 * badge. Each is a rule on data: Trending and Superhost are the server's flags (its rules are in
 * docs/decisions.md, issue 30 #6), never a coin flip or a role; a card without the flag shows no such badge.
 */
export function propertyBadges(p: BadgeSource, now: Date = new Date()): BadgeInfo[] {
  const badges: BadgeInfo[] = [];
  const price = typeof p.pricePerNight === 'number' ? p.pricePerNight : Number(p.pricePerNight);
  if (p.instantBook === true) badges.push({ label: 'Instant Book', variant: 'default' });
  if (isNewListing(p.createdAt, now)) badges.push({ label: 'New', variant: 'success' });
  if (Number.isFinite(price) && price < 70) badges.push({ label: 'Great value', variant: 'secondary' });
  if (p.status === 'approved' && (p.amenities ?? []).some((a) => a.toLowerCase().includes('pool'))) {
    badges.push({ label: 'Luxury', variant: 'default' });
  }
  if (p.trending === true) badges.push({ label: 'Trending', variant: 'warning' });
  if (p.superhost === true) badges.push({ label: 'Superhost', variant: 'outline' });
  const status = publicStatusBadge(p.status);
  if (status) badges.push(status);
  return badges;
}

/**
 * A type's English words when no translation is at hand, written like the kit's label map: 'entire_home' ->
 * 'Entire home', 'room' -> 'Private room' (SPEC 3), any other text with its first letter raised.
 */
export function propertyTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  if (type === 'room') return 'Private room';
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
