import { isTrending } from '@stays/ui';
import { cardBadges } from './cardBadges';

const now = new Date(2025, 6, 24, 12);
const base = {
  id: 'p1',
  status: 'approved',
  pricePerNight: 120,
  amenities: ['Wi-Fi'],
  createdAt: '2024-01-01T00:00:00.000Z',
  host: { role: 'visitor' },
  featured: true,
};
const labels = (p: Parameters<typeof cardBadges>[0], featuredGrid = false) =>
  cardBadges(p, now, { featuredGrid }).map((b) => b.label);
const trending = (id: string) => isTrending(id, '2025-07-24');

describe('card badges (SPEC 2 and 9)', () => {
  it("puts 'Verified' and 'Featured' first on the featured grid only", () => {
    const id = ['a', 'b', 'c', 'd', 'e'].find((x) => !trending(x))!;
    expect(labels({ ...base, id }, true)).toEqual(['Verified', 'Featured']);
    expect(labels({ ...base, id })).toEqual([]);
    expect(labels({ ...base, id, featured: false }, true)).toEqual(['Verified']);
  });

  it("gives 'New' within 7 days, 'Great value' under $70, 'Luxury' with a pool, 'Superhost' for a host", () => {
    const id = ['a', 'b', 'c', 'd', 'e'].find((x) => !trending(x))!;
    const all = labels({
      ...base,
      id,
      createdAt: new Date(2025, 6, 20).toISOString(),
      pricePerNight: 65,
      amenities: ['Shared Pool'],
      host: { role: 'host' },
    });
    expect(all).toEqual(['New', 'Great value', 'Luxury', 'Superhost']);
    expect(labels({ ...base, id, createdAt: new Date(2025, 6, 10).toISOString() })).not.toContain('New');
    expect(labels({ ...base, id, pricePerNight: 70 })).not.toContain('Great value');
    expect(labels({ ...base, id, status: 'pending', amenities: ['Pool'] })).toEqual(['Pending']);
  });

  it("keeps 'Trending' the same for a property all day and across renders", () => {
    const ids = Array.from({ length: 50 }, (_, i) => `prop-${i}`);
    for (const id of ids) {
      const morning = cardBadges({ ...base, id }, new Date(2025, 6, 24, 1)).some(
        (b) => b.label === 'Trending',
      );
      const evening = cardBadges({ ...base, id }, new Date(2025, 6, 24, 23)).some(
        (b) => b.label === 'Trending',
      );
      expect(evening).toBe(morning);
      expect(morning).toBe(trending(id));
    }
    expect(ids.filter(trending).length).toBeGreaterThan(10);
    expect(ids.filter(trending).length).toBeLessThan(40);
  });
});
