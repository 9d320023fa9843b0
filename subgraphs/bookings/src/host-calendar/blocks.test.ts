import { checkBlock, MAX_BLOCK_NOTE } from './blocks';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('blocked nights: the request', () => {
  it('takes today (as of UTC-12) or later, end after start, a trimmed note', () => {
    expect(checkBlock({ startDate: '2026-03-10', endDate: '2026-03-12', note: '  Paint  ' }, NOW)).toEqual({
      ok: true,
      value: { startDate: '2026-03-10', endDate: '2026-03-12', note: 'Paint' },
    });
    // At 12:00 UTC it is still March 10 at UTC-12, so that day may be blocked; the 9th is past everywhere.
    expect(checkBlock({ startDate: '2026-03-09', endDate: '2026-03-12' }, NOW)).toEqual({
      ok: false,
      errors: { startDate: 'Start date must be today or later' },
    });
  });

  it('refuses malformed days, no nights, over a year and a long note, by field', () => {
    expect(checkBlock({ startDate: '2026-02-30', endDate: 'soon' }, NOW)).toEqual({
      ok: false,
      errors: {
        startDate: 'Start date must be a date (YYYY-MM-DD)',
        endDate: 'End date must be a date (YYYY-MM-DD)',
      },
    });
    expect(checkBlock({ startDate: '2026-04-01', endDate: '2026-04-01' }, NOW)).toMatchObject({
      errors: { endDate: 'End date must be after start date' },
    });
    expect(checkBlock({ startDate: '2026-04-01', endDate: '2027-04-02' }, NOW)).toMatchObject({
      errors: { endDate: 'At most 365 nights at a time' },
    });
    expect(
      checkBlock(
        { startDate: '2026-04-01', endDate: '2026-04-02', note: 'x'.repeat(MAX_BLOCK_NOTE + 1) },
        NOW,
      ),
    ).toMatchObject({ errors: { note: `At most ${MAX_BLOCK_NOTE} characters` } });
  });
});
