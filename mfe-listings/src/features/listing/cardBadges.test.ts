/** @jest-environment node */
import { cardBadges } from './cardBadges';

const now = new Date(2025, 6, 24, 12);
const base = {
  id: 'p1',
  status: 'approved',
  pricePerNight: 120,
  amenities: ['Wi-Fi'],
  createdAt: '2024-01-01T00:00:00.000Z',
  featured: true,
  rating: 4.6,
  reviewCount: 5,
};
const labels = (p: Parameters<typeof cardBadges>[0], featuredGrid = false) =>
  cardBadges(p, now, { featuredGrid }).map((b) => b.label);

describe('card badges (SPEC 2 and 9, issue 30 #6)', () => {
  it("puts 'Verified' and 'Featured' first on the featured grid only", () => {
    expect(labels(base, true)).toEqual(['Verified', 'Featured']);
    expect(labels(base)).toEqual([]);
    expect(labels({ ...base, featured: false }, true)).toEqual(['Verified']);
  });

  it("gives 'New' within 7 days, 'Great value' under $70, 'Luxury' with a pool, 'Superhost' from the server's flag", () => {
    const all = labels({
      ...base,
      createdAt: new Date(2025, 6, 20).toISOString(),
      pricePerNight: 65,
      amenities: ['Shared Pool'],
      hostIsSuperhost: true,
    });
    expect(all).toEqual(['New', 'Great value', 'Luxury', 'Superhost']);
    expect(labels({ ...base, createdAt: new Date(2025, 6, 10).toISOString() })).not.toContain('New');
    expect(labels({ ...base, pricePerNight: 70 })).not.toContain('Great value');
    expect(labels({ ...base, status: 'pending', amenities: ['Pool'] })).toEqual(['Pending']);
  });

  it("gives no 'New' badge to a card whose rating already says 'New' (no reviews yet)", () => {
    const fresh = { ...base, createdAt: new Date(2025, 6, 20).toISOString() };
    expect(labels({ ...fresh, rating: null, reviewCount: 0 })).not.toContain('New');
    expect(labels(fresh)).toContain('New');
  });

  it("shows 'Trending' only where the server says so, on no card at random", () => {
    const ids = Array.from({ length: 50 }, (_, i) => `prop-${i}`);
    expect(ids.filter((id) => labels({ ...base, id }).includes('Trending'))).toEqual([]);
    expect(labels({ ...base, trending: true })).toEqual(['Trending']);
  });

  it("shows 'Instant Book' on a stay the host confirms at once", () => {
    expect(labels({ ...base, instantBook: true }, true)).toEqual(['Verified', 'Featured', 'Instant Book']);
  });
});
