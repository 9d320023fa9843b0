// The geo field of a `2dsphere` or `2d` index: which field, how its values are read and checked, and the tree
// that answers box and nearest-first lookups for it.
import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { formatDocument } from './format';
import { flatPointsAt, GeoError, sphereGeometriesAt, type Geo } from './geometry';
import { WORLD, type Rect } from './sphere';
import { GeoTree } from './tree';

export type GeoKind = '2dsphere' | '2d';

export const GEO_INDEX_TYPES = new Set<string>(['2dsphere', '2d']);

/** The geo field of an index key pattern, or null when the index has none. */
export function geoFieldOf(key: Document): { field: string; kind: GeoKind } | null {
  for (const [field, type] of Object.entries(key))
    if (type === '2dsphere' || type === '2d') return { field, kind: type };
  return null;
}

export class GeoIndexPart {
  readonly path: string[];
  readonly tree: GeoTree;
  /** The square a 2d index covers ([min, max) on both axes); the whole longitude/latitude plane for 2dsphere. */
  readonly world: Rect;

  constructor(
    readonly field: string,
    readonly kind: GeoKind,
    spec: Document,
  ) {
    this.path = field.split('.');
    if (kind === '2d') {
      const min = typeof spec.min === 'number' ? spec.min : -180;
      const max = typeof spec.max === 'number' ? spec.max : 180;
      this.world = { minX: min, minY: min, maxX: max, maxY: max };
    } else this.world = WORLD;
    this.tree = new GeoTree(this.world);
  }

  get sphere(): boolean {
    return this.kind === '2dsphere';
  }

  /**
   * The geometries a document contributes, checked: mongod refuses a write whose geo field it cannot index
   * (16755 for 2dsphere, 13026 / 13027 for 2d), naming the document.
   */
  geometriesOf(doc: Document): Geo[] {
    try {
      if (this.sphere) return sphereGeometriesAt(doc, this.path);
      const points = flatPointsAt(doc, this.path);
      const { minX: min, maxX: max } = this.world;
      for (const g of points) {
        const [x, y] = g.points[0];
        if (!(x >= min && x < max && y >= min && y < max))
          throw new MongoCommandError(
            'Location13027',
            `point not in interval of [ ${min}, ${max} ) :: caused by :: { 0: ${x}, 1: ${y} }`,
          );
      }
      return points;
    } catch (err) {
      if (!(err instanceof GeoError)) throw err;
      if (this.sphere)
        throw new MongoCommandError(
          'Location16755',
          `Can't extract geo keys: ${formatDocument(doc)}  ${err.message}`,
        );
      throw new MongoCommandError('Location13026', err.message);
    }
  }

  add(id: string, doc: Document): void {
    for (const geo of this.geometriesOf(doc)) this.tree.insert(id, geo);
  }

  remove(id: string): void {
    this.tree.remove(id);
  }

  clear(): void {
    this.tree.clear();
  }
}
