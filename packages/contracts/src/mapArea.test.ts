import {
  approximatePoint,
  BBOX_RULE,
  boxContains,
  distanceMeters,
  formatBoundingBox,
  parseBoundingBox,
} from './mapArea';

const MARTIL = { latitude: 35.6167, longitude: -5.275 };

function idOf(index: number): string {
  return index.toString(16).padStart(24, '0');
}

describe('approximatePoint', () => {
  it('is never the exact point, stays within 400 m, and is stable for a listing', () => {
    const places = [MARTIL, { latitude: 30.6187, longitude: -96.3365 }, { latitude: 0, longitude: 179.999 }];
    for (const exact of places) {
      for (let index = 0; index < 500; index += 1) {
        const id = idOf(index * 7919 + 13);
        const approximate = approximatePoint(id, exact);
        expect(approximate).not.toEqual(exact);
        // Neither coordinate alone is the true one.
        expect(Math.abs(approximate.latitude - exact.latitude)).toBeGreaterThan(0.0002);
        expect(Math.abs(approximate.longitude - exact.longitude)).toBeGreaterThan(0.0002);
        const distance = distanceMeters(exact, approximate);
        expect(distance).toBeGreaterThan(100);
        expect(distance).toBeLessThan(400);
        expect(approximatePoint(id, exact)).toEqual(approximate);
      }
    }
  });

  it('moves different listings in different directions', () => {
    const points = new Set(
      Array.from({ length: 50 }, (_, index) => JSON.stringify(approximatePoint(idOf(index), MARTIL))),
    );
    expect(points.size).toBe(50);
  });
});

describe('parseBoundingBox', () => {
  it('reads west,south,east,north', () => {
    expect(parseBoundingBox('-5.3,35.6,-5.2,35.7')).toEqual({
      box: { west: -5.3, south: 35.6, east: -5.2, north: 35.7 },
    });
    expect(parseBoundingBox('-5.3, 35.6, -5.3, 35.6')).toEqual({
      box: { west: -5.3, south: 35.6, east: -5.3, north: 35.6 },
    });
  });

  it.each([
    '',
    '1,2,3',
    '1,2,3,4,5',
    'a,b,c,d',
    '1e3,2,3,4',
    '-181,0,0,1',
    '0,-91,1,1',
    '2,0,1,1',
    '0,2,1,1',
    'NaN,0,1,1',
  ])('refuses %j with the rule', (text) => {
    expect(parseBoundingBox(text)).toEqual({ error: BBOX_RULE });
  });

  it('writes back what it reads and contains its edges', () => {
    const box = { west: -5.312345678, south: 35.6, east: -5.2, north: 35.7 };
    expect(formatBoundingBox(box)).toBe('-5.31235,35.6,-5.2,35.7');
    expect(boxContains(box, { latitude: 35.6, longitude: -5.2 })).toBe(true);
    expect(boxContains(box, { latitude: 35.59999, longitude: -5.25 })).toBe(false);
  });
});
