import { timeZoneOfLocation } from './timeZones';

describe('timeZoneOfLocation (a listing is in its own time zone)', () => {
  it('puts Moroccan listings in Africa/Casablanca and College Station in America/Chicago', () => {
    for (const location of ['Cabo Negro, Morocco', 'Martil, Morocco', 'Tetouan Marina, Morocco', "M'diq"])
      expect(timeZoneOfLocation(location)).toBe('Africa/Casablanca');
    for (const location of ['College Station, TX', 'Bryan, Texas', 'college station'])
      expect(timeZoneOfLocation(location)).toBe('America/Chicago');
  });

  it('falls back to UTC for a location it does not know, and matches whole words only', () => {
    expect(timeZoneOfLocation('Lisbon, Portugal')).toBe('UTC');
    expect(timeZoneOfLocation('')).toBe('UTC');
    expect(timeZoneOfLocation(undefined)).toBe('UTC');
    expect(timeZoneOfLocation('Textile district')).toBe('UTC');
  });
});
