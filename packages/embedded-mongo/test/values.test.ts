import { deserialize, Double, Int32, Long, serialize } from 'bson';
import { Query } from 'mingo';
import { cloneDoc, fromWire } from '../src/values';

const raw = { promoteValues: false } as const;
const roundTrip = (doc: object) => deserialize(serialize(fromWire(deserialize(serialize(doc), raw))), raw);

test('Int32, Double and Long become plain numbers for mingo', () => {
  const doc = fromWire(
    deserialize(
      serialize({ i: new Int32(5), d: new Double(5), l: Long.fromNumber(5), f: new Double(5.5) }),
      raw,
    ),
  );
  expect(doc).toEqual({ i: 5, d: 5, l: 5, f: 5.5 });
  expect(new Query({ i: 5, d: 5, l: 5 }).test(doc)).toBe(true);
  expect(new Query({ l: { $gt: 4 }, d: { $lt: 6 } }).test(doc)).toBe(true);
});

test('and are written back with their original types', () => {
  const back = roundTrip({
    i: new Int32(5),
    d: new Double(5),
    l: Long.fromNumber(5),
    a: [new Double(1), { x: Long.fromNumber(2) }],
  });
  expect(back.i).toBeInstanceOf(Int32);
  expect(back.d).toBeInstanceOf(Double);
  expect(back.l).toBeInstanceOf(Long);
  expect(back.a[0]).toBeInstanceOf(Double);
  expect(back.a[1].x).toBeInstanceOf(Long);
});

test('a Long beyond 2^53 keeps every digit', () => {
  const back = roundTrip({ big: Long.fromString('9223372036854775807') });
  expect(back.big.toString()).toBe('9223372036854775807');
});

test('cloneDoc copies containers and keeps number types; the note is invisible to mingo', () => {
  const doc = fromWire(deserialize(serialize({ n: { d: new Double(1) } }), raw));
  const copy = cloneDoc(doc);
  expect(copy).not.toBe(doc);
  expect(copy.n).not.toBe(doc.n);
  expect(Object.keys(copy.n)).toEqual(['d']);
  expect(deserialize(serialize(copy), raw).n.d).toBeInstanceOf(Double);
});

test('a note on a field that later holds a string is ignored', () => {
  const doc = fromWire(deserialize(serialize({ d: new Double(1) }), raw)) as Record<string, unknown>;
  doc.d = 'text';
  expect(deserialize(serialize(doc)).d).toBe('text');
});
