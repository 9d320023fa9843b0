import { isTile, landTile, TILE_SIZE } from './landTiles';
import { mapStyleFromEnv, mapTileOrigin } from './routes';

/** The tile of a point at a zoom, and the point's pixel inside it. */
function tileOf(lng: number, lat: number, z: number) {
  const world = TILE_SIZE * 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  const px = ((lng + 180) / 360) * world;
  const py = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
  const x = Math.floor(px / TILE_SIZE);
  const y = Math.floor(py / TILE_SIZE);
  return { x, y, pixel: [px - x * TILE_SIZE, py - y * TILE_SIZE] as [number, number] };
}

/** Even-odd point in polygon over every ring of a tile. */
function onLand(rings: number[][], [px, py]: [number, number]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const [xi, yi, xj, yj] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe('bundled land tiles', () => {
  it.each([
    ['Tetouan (land)', -5.3684, 35.5889, true],
    ['the Mediterranean off Martil (sea)', -5.2, 35.7, false],
    ['College Station (land)', -96.3344, 30.628, true],
    ['the Gulf of Mexico (sea)', -93.0, 27.5, false],
  ])('draws %s at zoom 9 and 12', (_name, lng, lat, land) => {
    for (const z of [9, 12]) {
      const { x, y, pixel } = tileOf(lng, lat, z);
      const tile = landTile(z, x, y);
      expect(onLand(tile.land, pixel)).toBe(land);
      for (const ring of tile.land) {
        for (const value of ring) {
          expect(value).toBeGreaterThanOrEqual(-4);
          expect(value).toBeLessThanOrEqual(TILE_SIZE + 4);
        }
      }
    }
  });

  it('has the coast between Martil and the sea in one zoom 12 tile', () => {
    const { x, y } = tileOf(-5.27, 35.62, 12);
    expect(landTile(12, x, y).land.length).toBeGreaterThan(0);
  });

  it('knows which tiles exist', () => {
    expect(isTile(0, 0, 0)).toBe(true);
    expect(isTile(2, 3, 3)).toBe(true);
    expect(isTile(2, 4, 0)).toBe(false);
    expect(isTile(17, 0, 0)).toBe(false);
    expect(isTile(1.5, 0, 0)).toBe(false);
  });
});

describe('map style', () => {
  it('is the bundled land unless MAP_STYLE_URL names a tile source', () => {
    expect(mapStyleFromEnv({}).kind).toBe('land');
    expect(mapStyleFromEnv({ MAP_STYLE_URL: 'not a url' }).kind).toBe('land');
    const style = mapStyleFromEnv({ MAP_STYLE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    expect(style).toMatchObject({ kind: 'raster', tiles: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    expect(mapTileOrigin(style)).toBe('https://tiles.example.org');
    expect(mapTileOrigin(mapStyleFromEnv({}))).toBeNull();
  });
});
