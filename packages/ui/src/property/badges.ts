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
  host?: { role?: string | null } | null;
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

/** The local calendar day of a moment as YYYY-MM-DD. */
function calendarDay(now: Date): string {
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${m}-${d}`;
}

/**
 * 'Trending' is a coin flip in the spec (50%). A per-render Math.random would make cards flicker between
 * renders and shift layout, so the coin is a hash of the property id and the day: stable for a property all
 * day (every render, every page), flipped again the next day, for about half of them.
 */
export function isTrending(id: string, day = ''): boolean {
  const key = `${id}|${day}`;
  let h = 2166136261;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  // The low bit alone of FNV-1a follows the last character; mix the high bits in.
  h ^= h >>> 16;
  return ((h >>> 0) & 1) === 1;
}

/** Highlight badges in a fixed order: New, Great value, Luxury, Trending, Superhost, then a status badge. */
export function propertyBadges(p: BadgeSource, now: Date = new Date()): BadgeInfo[] {
  const badges: BadgeInfo[] = [];
  const price = typeof p.pricePerNight === 'number' ? p.pricePerNight : Number(p.pricePerNight);
  if (isNewListing(p.createdAt, now)) badges.push({ label: 'New', variant: 'success' });
  if (Number.isFinite(price) && price < 70) badges.push({ label: 'Great value', variant: 'secondary' });
  if (p.status === 'approved' && (p.amenities ?? []).some((a) => a.toLowerCase().includes('pool'))) {
    badges.push({ label: 'Luxury', variant: 'default' });
  }
  if (isTrending(p.id, calendarDay(now))) badges.push({ label: 'Trending', variant: 'warning' });
  if (p.host?.role === 'host') badges.push({ label: 'Superhost', variant: 'outline' });
  const status = publicStatusBadge(p.status);
  if (status) badges.push(status);
  return badges;
}

/** 'entire_home' -> 'entire home'; 'room' is shown as 'Private Room' (SPEC 3). */
export function propertyTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  if (type === 'room') return 'Private Room';
  return type.replace(/_/g, ' ');
}
