import { ObjectId } from 'bson';
import { plan, regexPrefix } from '../src/query/planner';
import { Engine } from '../src/storage/engine';
import type { Collection } from '../src/storage/collection';

// Index use is checked below the wire: the plan names the index and hands over only the matching entries.
let coll: Collection;
const ids: ObjectId[] = [];

beforeAll(() => {
  coll = new Engine().database('p').ensureCollection('c');
  for (let i = 0; i < 10_000; i++) {
    const _id = new ObjectId();
    ids.push(_id);
    coll.insert({
      _id,
      n: i,
      s: `user${String(i).padStart(5, '0')}`,
      tags: [`t${i % 10}`],
      at: new Date(1_700_000_000_000 + i * 1000),
      opt: i % 2 ? i : undefined,
    });
  }
  coll.createIndex({ key: { n: 1 }, name: 'n_1' });
  coll.createIndex({ key: { s: 1, n: 1 }, name: 's_1_n_1', unique: true });
  coll.createIndex({ key: { tags: 1 }, name: 'tags_1' });
  coll.createIndex({ key: { at: 1 }, name: 'at_1' });
  coll.createIndex({ key: { opt: 1 }, name: 'opt_1', sparse: true });
});

const candidates = (filter: object) => {
  const p = plan(coll, filter);
  return { index: p.index, count: [...p.docs].length };
};

test('equality on _id uses the _id index', () => {
  expect(candidates({ _id: ids[1234] })).toEqual({ index: '_id_', count: 1 });
  expect(candidates({ _id: { $in: [ids[1], ids[2], new ObjectId()] } })).toEqual({ index: '_id_', count: 2 });
});

test('equality, $in and ranges on an indexed field', () => {
  expect(candidates({ n: 42 })).toEqual({ index: 'n_1', count: 1 });
  expect(candidates({ n: { $eq: 42 } })).toEqual({ index: 'n_1', count: 1 });
  expect(candidates({ n: { $in: [1, 2, 3] } })).toEqual({ index: 'n_1', count: 3 });
  expect(candidates({ n: { $gte: 100, $lt: 200 } })).toEqual({ index: 'n_1', count: 100 });
  expect(candidates({ n: { $gt: 9990 } })).toEqual({ index: 'n_1', count: 9 });
  expect(candidates({ at: { $lt: new Date(1_700_000_000_000 + 5000) } })).toEqual({
    index: 'at_1',
    count: 5,
  });
});

test('a range never crosses into another type (type bracketing)', () => {
  expect(candidates({ n: { $gt: 'a' } })).toEqual({ index: 'n_1', count: 0 });
});

test('the leading field of a compound index, and a multikey index', () => {
  expect(candidates({ s: 'user00042' })).toEqual({ index: 's_1_n_1', count: 1 });
  expect(candidates({ tags: 't3' })).toEqual({ index: 'tags_1', count: 1000 });
  expect(candidates({ $and: [{ s: 'user00042' }, { x: 1 }] }).index).toBe('s_1_n_1');
});

test('an anchored case-sensitive regex uses the index as a prefix range', () => {
  expect(candidates({ s: /^user0004/ })).toEqual({ index: 's_1_n_1', count: 10 });
  expect(candidates({ s: { $regex: '^user0004' } })).toEqual({ index: 's_1_n_1', count: 10 });
  expect(candidates({ s: /^user0004/i }).index).toBe('COLLSCAN');
  expect(candidates({ s: /user0004/ }).index).toBe('COLLSCAN');
});

test('equality on leading fields of a compound index, then a range or $in on the next', () => {
  expect(candidates({ s: 'user00042', n: 42 })).toEqual({ index: 's_1_n_1', count: 1 });
  expect(candidates({ s: 'user00042', n: 43 })).toEqual({ index: 's_1_n_1', count: 0 });
  expect(candidates({ s: 'user00042', n: { $gte: 40, $lt: 50 } })).toEqual({ index: 's_1_n_1', count: 1 });
  expect(candidates({ s: 'user00042', n: { $in: [1, 42] } })).toEqual({ index: 's_1_n_1', count: 1 });
  expect(candidates({ s: { $in: ['user00001', 'user00002'] } })).toEqual({ index: 's_1_n_1', count: 2 });
});

test('the most selective kind of lookup wins', () => {
  expect(candidates({ n: { $gt: 5 }, s: 'user00042' }).index).toBe('s_1_n_1');
  expect(candidates({ n: 7, tags: 't7' }).index).toBe('n_1');
});

test('unusable filters fall back to a scan', () => {
  expect(candidates({ n: { $ne: 5 } }).index).toBe('COLLSCAN');
  expect(candidates({ $or: [{ n: 1 }, { n: 2 }] }).index).toBe('COLLSCAN');
  expect(candidates({ other: 1 }).index).toBe('COLLSCAN');
  // A sparse index does not hold documents without the field, so it cannot answer { opt: null }.
  expect(candidates({ opt: null }).index).toBe('COLLSCAN');
  expect(candidates({ opt: 3 }).index).toBe('opt_1');
});

test('an index can give the sort order, after an equality prefix, in either direction', () => {
  const sorted = (filter: object, sort: object) => {
    const p = plan(coll, filter, false, sort);
    return { index: p.index, sorted: p.sorted };
  };
  expect(sorted({}, { _id: -1 })).toEqual({ index: '_id_', sorted: true });
  expect(sorted({}, { n: 1 })).toEqual({ index: 'n_1', sorted: true });
  expect(sorted({ s: 'user00042' }, { n: -1 })).toEqual({ index: 's_1_n_1', sorted: true });
  expect(sorted({}, { s: -1, n: -1 })).toEqual({ index: 's_1_n_1', sorted: true });
  // Mixed directions against the index, a multikey index and a sparse one cannot give the order.
  expect(sorted({}, { s: 1, n: -1 }).sorted).toBe(false);
  expect(sorted({}, { tags: 1 }).sorted).toBe(false);
  expect(sorted({}, { opt: 1 }).sorted).toBe(false);
  // A range that is read in the sort order counts as sorted.
  expect(sorted({ s: 'user00042', n: { $gt: 1 } }, { n: -1 })).toEqual({ index: 's_1_n_1', sorted: true });
  expect(sorted({ n: { $lt: 100 } }, { n: -1 })).toEqual({ index: 'n_1', sorted: true });
  // An equality lookup that narrows more wins over the order.
  expect(sorted({ n: 5 }, { at: 1 })).toEqual({ index: 'n_1', sorted: false });
  const p = plan(coll, {}, false, { n: -1 });
  const first = [...p.docs].slice(0, 3).map((d) => d.n);
  expect(first).toEqual([9999, 9998, 9997]);
});

test('regexPrefix keeps only the fixed part', () => {
  expect(regexPrefix('^abc', '')).toBe('abc');
  expect(regexPrefix('^ab\\.c+', '')).toBe('ab.');
  expect(regexPrefix('^abc?', '')).toBe('ab');
  expect(regexPrefix('^a|b', '')).toBeNull();
  expect(regexPrefix('abc', '')).toBeNull();
});
