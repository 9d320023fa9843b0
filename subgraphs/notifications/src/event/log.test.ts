import { GAP_SETTLE_MS, settledUpTo } from './log';

const now = 1_000_000;
const at = (seq: number, age: number) => ({ seq, createdAt: new Date(now - age) });

it('reads up to the end when the sequence has no gap', () => {
  expect(settledUpTo([at(6, 10), at(7, 5)], 5, now)).toBe(7);
});

it('stops before a gap that may still be filled (an append in flight)', () => {
  expect(settledUpTo([at(6, 10), at(8, 5)], 5, now)).toBe(6);
  expect(settledUpTo([at(7, 5)], 5, now)).toBe(5);
});

it('steps over a gap older than the settle time (a failed append)', () => {
  expect(settledUpTo([at(6, GAP_SETTLE_MS + 10), at(8, GAP_SETTLE_MS + 5)], 5, now)).toBe(8);
});
