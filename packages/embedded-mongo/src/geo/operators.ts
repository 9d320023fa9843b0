// $geoWithin (and its old name $within) and $geoIntersects as query operators, tested on each document: they
// match without an index, as in mongod; an index only narrows the candidates (plan.ts).
import { MongoCommandError } from '../errors';
import type { Predicate } from '../query/paths';
import { NEAR_NOT_ALLOWED } from './plan';
import { GeoError, geometriesForMatch } from './geometry';
import { geoIntersects, geoWithin, parseIntersects, parseWithin } from './regions';

function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof GeoError) throw new MongoCommandError('BadValue', err.message);
    throw err;
  }
}

export const $geoWithin = (selector: string, value: unknown): Predicate => {
  const region = parsed(() => parseWithin(value));
  const parts = selector.split('.');
  return (doc) => geometriesForMatch(doc, parts).some((g) => geoWithin(g, region));
};

export const $geoIntersects = (selector: string, value: unknown): Predicate => {
  const query = parsed(() => parseIntersects(value));
  const parts = selector.split('.');
  return (doc) => geometriesForMatch(doc, parts).some((g) => geoIntersects(g, query));
};

/** $near and $nearSphere order a find (src/geo/plan.ts); anywhere else ($match, count, $or) mongod refuses them. */
export const nearNotAllowed = (): Predicate => {
  throw new MongoCommandError('BadValue', NEAR_NOT_ALLOWED);
};
