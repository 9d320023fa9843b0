/** @jest-environment node */
import {
  hostStatusBadge,
  isNewListing,
  propertyBadges,
  propertyTypeLabel,
  publicStatusBadge,
} from './badges';

const now = new Date('2025-07-24T12:00:00Z');
const base = {
  id: 'p1',
  status: 'approved',
  pricePerNight: 120,
  amenities: [],
  createdAt: '2025-01-01T00:00:00Z',
};
const labels = (p: Parameters<typeof propertyBadges>[0]) => propertyBadges(p, now).map((b) => b.label);

describe('status badges', () => {
  it('gives approved properties no public badge, pending the secondary and others the destructive style', () => {
    expect(publicStatusBadge('approved')).toBeNull();
    expect(publicStatusBadge('pending')).toEqual({ label: 'Pending', variant: 'secondary' });
    expect(publicStatusBadge('rejected')).toEqual({ label: 'Rejected', variant: 'destructive' });
    expect(publicStatusBadge('archived')?.variant).toBe('destructive');
  });

  it('colours host cards green, yellow, red and grey', () => {
    expect(hostStatusBadge('approved').variant).toBe('success');
    expect(hostStatusBadge('pending').variant).toBe('warning');
    expect(hostStatusBadge('rejected').variant).toBe('destructive');
    expect(hostStatusBadge('draft').variant).toBe('outline');
  });
});

describe('highlight badges', () => {
  it("marks 'New' within 7 days of creation only", () => {
    expect(isNewListing('2025-07-20T12:00:00Z', now)).toBe(true);
    expect(isNewListing('2025-07-17T11:59:00Z', now)).toBe(false);
    expect(isNewListing(undefined, now)).toBe(false);
    expect(isNewListing('not a date', now)).toBe(false);
  });

  it("marks 'Great value' below $70 a night, numeric strings included", () => {
    expect(labels({ ...base, pricePerNight: 69.99 })).toContain('Great value');
    expect(labels({ ...base, pricePerNight: '65' })).toContain('Great value');
    expect(labels({ ...base, pricePerNight: 70 })).not.toContain('Great value');
  });

  it("marks 'Luxury' only for approved properties with a pool", () => {
    expect(labels({ ...base, amenities: ['Wi-Fi', 'Pool'] })).toContain('Luxury');
    expect(labels({ ...base, status: 'pending', amenities: ['Pool'] })).not.toContain('Luxury');
    expect(labels({ ...base, amenities: ['Kitchen'] })).not.toContain('Luxury');
  });

  it("marks 'Superhost' and 'Trending' only from the server's flags, never from a role or a coin", () => {
    expect(labels({ ...base, host: { role: 'host' } } as typeof base)).toEqual([]);
    expect(labels({ ...base, superhost: true })).toEqual(['Superhost']);
    expect(labels({ ...base, trending: true, superhost: false })).toEqual(['Trending']);
    const ids = Array.from({ length: 40 }, (_, i) => `property-${i}`);
    expect(ids.filter((id) => labels({ ...base, id }).includes('Trending'))).toEqual([]);
    const result = labels({ ...base, status: 'pending', superhost: true });
    expect(result[result.length - 1]).toBe('Pending');
  });

  it("puts 'Instant Book' first when the host takes instant bookings", () => {
    expect(labels({ ...base, instantBook: true, pricePerNight: 60 })).toEqual([
      'Instant Book',
      'Great value',
    ]);
    expect(labels({ ...base, instantBook: false })).toEqual([]);
  });

  it("keeps a card's badges the same all day, whatever the hour", () => {
    const morning = propertyBadges(base, new Date(2025, 6, 24, 0, 5));
    for (const hour of [6, 12, 23])
      expect(propertyBadges(base, new Date(2025, 6, 24, hour, 59))).toEqual(morning);
  });
});

describe('propertyTypeLabel', () => {
  it('replaces underscores, raises the first letter and names rooms Private room', () => {
    expect(propertyTypeLabel('entire_home')).toBe('Entire home');
    expect(propertyTypeLabel('room')).toBe('Private room');
    expect(propertyTypeLabel('yurt')).toBe('Yurt');
    expect(propertyTypeLabel('')).toBe('');
  });
});
