import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseFeed, NotACalendarError, distinctNights, EXPAND_MONTHS } from './parse';
import {
  airbnbFeed,
  bookingComFeed,
  MALFORMED_FEED,
  recurringFeed,
  timedFeed,
  TRUNCATED_FEED,
} from './testFeeds';

const NOW = new Date('2026-12-02T12:00:00Z');
const CHICAGO = 'America/Chicago';
const CASABLANCA = 'Africa/Casablanca';
const AIRBNB = airbnbFeed([
  { uid: 'a1', start: '2027-01-02', end: '2027-01-05' },
  { uid: 'a2', start: '2027-01-10', end: '2027-01-12', blocked: true },
  { uid: 'past', start: '2026-11-20', end: '2026-11-25' },
]);
const TIMED = timedFeed([
  // 16:00 in New York to 12:00 two days later: 15:00 to 11:00 in Chicago, 22:00 to 18:00 in Casablanca
  { uid: 't1', start: '2027-02-01T16:00:00', end: '2027-02-03T12:00:00' },
  // 15:00 to 20:00 UTC: the morning in Chicago (the night before), the evening in Casablanca
  { uid: 't2', start: '2027-02-10T15:00:00', end: '2027-02-10T20:00:00', utc: true },
]);
const RECURRING = recurringFeed({ uid: 'r1', start: '2027-01-04', count: 4, exdates: ['2027-01-11'] });
const feedsByName = { airbnb: AIRBNB, timed: TIMED, recurring: RECURRING };
const spans = (text: string, zone: string, now = NOW) =>
  parseFeed(text, zone, now).blocks.map((block) => [block.startDate, block.endDate]);

/**
 * What the parser makes of every feed here for both listing zones, computed in a child process whose TZ is
 * `zone` (the process's own zone must not matter; Jest's sandbox cannot change it in place).
 */
async function spansInProcessZone(
  zone: string,
): Promise<{ offset: number; results: Record<string, unknown> }> {
  const code = `
    const { parseFeed } = require(${JSON.stringify(require.resolve('./parse'))});
    const feeds = require(${JSON.stringify(require.resolve('./testFeeds'))});
    const run = ${JSON.stringify(feedsByName)};
    const now = new Date(${JSON.stringify(NOW.toISOString())});
    const results = {};
    for (const [name, text] of Object.entries(run))
      for (const listing of ['America/Chicago', 'Africa/Casablanca'])
        results[name + ' ' + listing] = parseFeed(text, listing, now).blocks.map((b) => [b.startDate, b.endDate]);
    process.stdout.write(JSON.stringify({ offset: new Date('2027-02-01T12:00:00Z').getTimezoneOffset(), results }));
  `;
  const { stdout: output } = await promisify(execFile)(process.execPath, ['-r', 'tsx/cjs', '-e', code], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(output) as { offset: number; results: Record<string, unknown> };
}

describe('parseFeed: the nights a followed calendar blocks', () => {
  const airbnb = AIRBNB;

  it('reads an Airbnb-style feed: all-day events, DTEND exclusive, past events ignored', () => {
    expect(spans(airbnb, CASABLANCA)).toEqual([
      ['2027-01-02', '2027-01-05'],
      ['2027-01-10', '2027-01-12'],
    ]);
    const parsed = parseFeed(airbnb, CASABLANCA, NOW);
    expect(parsed.blocks.map((block) => block.key)).toEqual(['a1@airbnb.com', 'a2@airbnb.com']);
    expect(distinctNights(parsed.blocks)).toBe(5);
    expect(parsed.skipped).toEqual([]);
  });

  it('reads a Booking.com-style feed', () => {
    expect(spans(bookingComFeed([{ uid: 'b1', start: '2027-01-20', end: '2027-01-23' }]), CHICAGO)).toEqual([
      ['2027-01-20', '2027-01-23'],
    ]);
  });

  it('puts timed events (VTIMEZONE and UTC) on every night they touch in the listing zone', () => {
    expect(spans(TIMED, CHICAGO)).toEqual([
      ['2027-02-01', '2027-02-03'],
      ['2027-02-09', '2027-02-10'],
    ]);
    expect(spans(TIMED, CASABLANCA)).toEqual([
      ['2027-02-01', '2027-02-04'],
      ['2027-02-10', '2027-02-11'],
    ]);
  });

  it('blocks the same nights under TZ=America/Chicago and TZ=Africa/Casablanca', async () => {
    const expected = Object.fromEntries(
      Object.entries(feedsByName).flatMap(([name, text]) =>
        [CHICAGO, CASABLANCA].map((listing) => [`${name} ${listing}`, spans(text, listing)]),
      ),
    );
    expect(expected['airbnb America/Chicago']).toEqual(expected['airbnb Africa/Casablanca']);
    const [chicago, casablanca] = await Promise.all([
      spansInProcessZone(CHICAGO),
      spansInProcessZone(CASABLANCA),
    ]);
    expect([chicago.offset, casablanca.offset]).toEqual([360, -60]);
    expect(chicago.results).toEqual(expected);
    expect(casablanca.results).toEqual(expected);
  });

  it('expands RRULE without the EXDATE weeks, and an endless rule for 18 months only', () => {
    expect(
      spans(recurringFeed({ uid: 'r1', start: '2027-01-04', count: 4, exdates: ['2027-01-11'] }), CHICAGO),
    ).toEqual([
      ['2027-01-04', '2027-01-05'],
      ['2027-01-18', '2027-01-19'],
      ['2027-01-25', '2027-01-26'],
    ]);
    const endless = parseFeed(recurringFeed({ uid: 'r2', start: '2020-01-06', exdates: [] }), CHICAGO, NOW);
    const first = endless.blocks[0];
    const last = endless.blocks[endless.blocks.length - 1];
    expect(first.startDate >= '2026-11-25' && first.startDate <= '2026-12-08').toBe(true);
    expect(last.startDate <= `2028-06-02`).toBe(true);
    expect(last.startDate > `2028-05-25`).toBe(true);
    expect(endless.blocks.length).toBeGreaterThan(EXPAND_MONTHS * 4);
    expect(new Set(endless.blocks.map((block) => block.key)).size).toBe(endless.blocks.length);
  });

  it('skips and reports a span over 366 days and one that ends before it starts', () => {
    const parsed = parseFeed(
      airbnbFeed([
        { uid: 'long', start: '2027-01-01', end: '2028-03-01' },
        { uid: 'backwards', start: '2027-02-10', end: '2027-02-05' },
        { uid: 'fine', start: '2027-03-01', end: '2027-03-02' },
      ]),
      CHICAGO,
      NOW,
    );
    expect(parsed.blocks.map((block) => block.key)).toEqual(['fine@airbnb.com']);
    expect(parsed.skipped).toEqual([
      { uid: 'long@airbnb.com', reason: 'too-long', startDate: '2027-01-01' },
      { uid: 'backwards@airbnb.com', reason: 'ends-before-start', startDate: '2027-02-10' },
    ]);
  });

  it('refuses text that is not a calendar', () => {
    expect(() => parseFeed(MALFORMED_FEED, CHICAGO, NOW)).toThrow(NotACalendarError);
    expect(() => parseFeed(TRUNCATED_FEED, CHICAGO, NOW)).toThrow(NotACalendarError);
    expect(() => parseFeed('', CHICAGO, NOW)).toThrow(NotACalendarError);
  });
});
