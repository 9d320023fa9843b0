import { Engine } from '../src/storage/engine';
import type { Collection } from '../src/storage/collection';

// An index key held by one document keeps its id alone and by several a set of ids: lookups, counts, order and
// removals read the same either way, as documents come and go.
let coll: Collection;
const doc = (id: number, colour: string) => ({ _id: id, colour, n: id });

const byColour = () => coll.indexes.get('colour_1')!;
/** The documents' own _id numbers, in the order the index gives their ids. */
const numbers = (found: Iterable<string>) => [...found].map((id) => coll.docs.get(id)!._id as number);
const ids = (colour: string, reverse = false) =>
  numbers(byColour().lookup([colour], undefined, undefined, reverse));
const range = (reverse = false) =>
  numbers(byColour().lookup([], { value: 'a', inclusive: true }, { value: 'z', inclusive: true }, reverse));

beforeEach(() => {
  coll = new Engine().database('i').ensureCollection('c');
  coll.createIndex({ key: { colour: 1 }, name: 'colour_1' });
  for (const [id, colour] of [
    [1, 'red'],
    [2, 'blue'],
    [3, 'red'],
    [4, 'green'],
    [5, 'red'],
  ] as const)
    coll.insert(doc(id, colour));
});

test('a key held by several documents gives them all, in insertion order, and counts them', () => {
  expect(ids('red')).toEqual([1, 3, 5]);
  expect(ids('blue')).toEqual([2]);
  expect(byColour().countPrefix(['red'])).toBe(3);
  expect(byColour().countPrefix(['blue'])).toBe(1);
  expect(byColour().countPrefix(['white'])).toBe(0);
  expect(range()).toEqual([2, 4, 1, 3, 5]);
  // Reversed walks keys from the top (red, green, blue); documents sharing a key keep their own order.
  expect(range(true)).toEqual([1, 3, 5, 4, 2]);
});

test('removing documents one by one shrinks a shared key to one id and then drops it', () => {
  coll.delete(doc(3, 'red'));
  expect(ids('red')).toEqual([1, 5]);
  coll.delete(doc(1, 'red'));
  expect(ids('red')).toEqual([5]);
  expect(byColour().countPrefix(['red'])).toBe(1);
  coll.delete(doc(5, 'red'));
  expect(ids('red')).toEqual([]);
  expect(byColour().countPrefix(['red'])).toBe(0);
  expect(byColour().entryCount).toBe(2);
  expect(range()).toEqual([2, 4]);
});

test('a key whose only document is replaced by another keeps the new one; a re-added id is not doubled', () => {
  range(); // the sorted entries now exist and must be kept in step
  coll.replace(doc(2, 'blue'), doc(2, 'red'));
  expect(ids('blue')).toEqual([]);
  expect(ids('red')).toEqual([1, 3, 5, 2]);
  coll.replace(doc(2, 'red'), doc(2, 'red'));
  expect(ids('red')).toEqual([1, 3, 5, 2]);
  coll.insert(doc(6, 'blue'));
  expect(ids('blue')).toEqual([6]);
  expect(range()).toEqual([6, 4, 1, 3, 5, 2]);
});

test('a unique index still refuses a second document for a key, and lets a document keep its own', () => {
  coll.createIndex({ key: { n: 1 }, name: 'n_1', unique: true });
  expect(() => coll.insert({ _id: 7, colour: 'red', n: 1 })).toThrow(/E11000/);
  expect(() => coll.replace(doc(1, 'red'), doc(1, 'pink'))).not.toThrow();
});
