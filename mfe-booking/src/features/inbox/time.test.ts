/** @jest-environment node */
import { whenText } from './time';

describe('whenText', () => {
  const now = Date.parse('2026-03-20T12:00:00Z');

  it('says just now within the minute (and for a clock a little ahead)', () => {
    expect(whenText('2026-03-20T11:59:30Z', now)).toEqual({ kind: 'now' });
    expect(whenText('2026-03-20T12:00:05Z', now)).toEqual({ kind: 'now' });
  });

  it('counts whole minutes, hours and days back, then gives the date after a week', () => {
    expect(whenText('2026-03-20T11:58:59Z', now)).toEqual({ kind: 'relative', value: -1, unit: 'minute' });
    expect(whenText('2026-03-20T10:00:00Z', now)).toEqual({ kind: 'relative', value: -2, unit: 'hour' });
    expect(whenText('2026-03-17T11:00:00Z', now)).toEqual({ kind: 'relative', value: -3, unit: 'day' });
    expect(whenText('2026-03-13T11:00:00Z', now)).toEqual({
      kind: 'date',
      date: new Date('2026-03-13T11:00:00Z'),
    });
  });

  it('treats an unreadable time as now rather than failing the row', () => {
    expect(whenText('yesterday', now)).toEqual({ kind: 'now' });
  });
});
