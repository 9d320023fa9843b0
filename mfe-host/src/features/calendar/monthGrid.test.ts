/** @jest-environment node */
import {
  addMonths,
  blocksOn,
  chipsFor,
  localToday,
  monthFromParam,
  monthGrid,
  monthOfDay,
  monthParam,
  pendingRequests,
  staysOn,
  upcomingBookings,
} from './monthGrid';

const stay = (checkInDate: string, checkOutDate: string, status = 'approved', id = checkInDate) => ({
  id,
  status,
  checkInDate,
  checkOutDate,
});

describe('month grid (Sunday to Saturday)', () => {
  it('pads the first and last weeks with the neighbouring months', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday: 5 weeks, 4 April days at the end.
    const march = monthGrid({ year: 2026, month: 2 });
    expect(march).toHaveLength(5);
    expect(march[0][0]).toEqual({ day: '2026-03-01', inMonth: true });
    expect(march[4].map((d) => d.day)).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    expect(march[4].filter((d) => !d.inMonth)).toHaveLength(4);
    // August 2026 starts on a Saturday: 6 weeks, the first one all July but its last day.
    const august = monthGrid({ year: 2026, month: 7 });
    expect(august).toHaveLength(6);
    expect(august[0].map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(august[0][0].day).toBe('2026-07-26');
    // February 2026 starts on a Sunday and has exactly 4 weeks.
    expect(monthGrid({ year: 2026, month: 1 })).toHaveLength(4);
    // A leap February ends on the 29th.
    expect(
      monthGrid({ year: 2028, month: 1 })
        .flat()
        .filter((d) => d.inMonth)
        .pop()!.day,
    ).toBe('2028-02-29');
  });

  it('moves across year edges', () => {
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 5 }, -18)).toEqual({ year: 2024, month: 11 });
    expect(monthOfDay('2026-12-31')).toEqual({ year: 2026, month: 11 });
  });

  it('writes a month into the address as YYYY-MM and reads back only that', () => {
    expect(monthParam({ year: 2027, month: 0 })).toBe('2027-01');
    expect(monthFromParam('2027-01')).toEqual({ year: 2027, month: 0 });
    expect(monthFromParam('2026-12')).toEqual({ year: 2026, month: 11 });
    for (const text of [null, '', '2027-13', '2027-00', '2027-1', 'next', '2027-01-05'])
      expect(monthFromParam(text)).toBeNull();
  });
});

describe('time zones', () => {
  it("today is the host's own calendar day, not UTC's", () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(localToday(instant, 'UTC')).toBe('2026-03-01');
    expect(localToday(instant, 'Pacific/Honolulu')).toBe('2026-02-28'); // UTC-10: still the evening before
    expect(localToday(instant, 'Asia/Tokyo')).toBe('2026-03-01');
    expect(localToday(new Date('2026-12-31T23:30:00Z'), 'Africa/Casablanca')).toBe('2027-01-01');
  });

  it('a stay is on the same days in every time zone (calendar days are compared as text)', () => {
    const bookings = [stay('2026-03-01', '2026-03-03')];
    expect(staysOn('2026-02-28', bookings)).toHaveLength(0);
    expect(staysOn('2026-03-01', bookings)).toHaveLength(1);
    expect(staysOn('2026-03-02', bookings)).toHaveLength(1);
    // The check-out day is free for the next guest.
    expect(staysOn('2026-03-03', bookings)).toHaveLength(0);
  });
});

describe('chips', () => {
  it('counts approved stays only, shows 2 chips and "+N more"', () => {
    const bookings = [
      stay('2026-03-01', '2026-03-05', 'approved', 'a'),
      stay('2026-03-02', '2026-03-04', 'approved', 'b'),
      stay('2026-03-02', '2026-03-03', 'approved', 'c'),
      stay('2026-03-02', '2026-03-03', 'approved', 'd'),
      stay('2026-03-02', '2026-03-03', 'pending', 'e'),
      stay('2026-03-02', '2026-03-03', 'rejected', 'f'),
    ];
    const on = staysOn('2026-03-02', bookings);
    expect(on.map((b) => b.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(chipsFor(on)).toEqual({ shown: [on[0], on[1]], more: 2 });
    expect(chipsFor(staysOn('2026-03-04', bookings))).toEqual({ shown: [bookings[0]], more: 0 });
  });

  it('stays crossing a month edge show on both months', () => {
    const bookings = [stay('2026-01-30', '2026-02-02')];
    expect(staysOn('2026-01-31', bookings)).toHaveLength(1);
    expect(staysOn('2026-02-01', bookings)).toHaveLength(1);
    expect(staysOn('2026-02-02', bookings)).toHaveLength(0);
  });

  it('blocked nights hold their first night up to the night before they open again', () => {
    const blocks = [{ startDate: '2026-03-10', endDate: '2026-03-12' }];
    expect(blocksOn('2026-03-09', blocks)).toHaveLength(0);
    expect(blocksOn('2026-03-11', blocks)).toHaveLength(1);
    expect(blocksOn('2026-03-12', blocks)).toHaveLength(0);
  });
});

describe('side cards', () => {
  it('Upcoming: the next 5 approved stays not yet over, those under way first (issue 46 #9); Pending: the first 3 pending', () => {
    const bookings = [
      stay('2026-03-20', '2026-03-22', 'approved', 'later'),
      stay('2026-03-09', '2026-03-12', 'approved', 'started-yesterday'),
      stay('2026-03-10', '2026-03-11', 'approved', 'today'),
      stay('2026-03-15', '2026-03-16', 'pending', 'p1'),
      ...['x1', 'x2', 'x3', 'x4'].map((id, i) =>
        stay(`2026-04-0${i + 1}`, `2026-04-0${i + 2}`, 'approved', id),
      ),
      stay('2026-03-16', '2026-03-17', 'pending', 'p2'),
      stay('2026-03-17', '2026-03-18', 'pending', 'p3'),
      stay('2026-03-18', '2026-03-19', 'pending', 'p4'),
    ];
    // 16:00 UTC on the 10th: the stay that started yesterday and the one checked in today are under way.
    expect(upcomingBookings(bookings, new Date('2026-03-10T16:00:00Z')).map((b) => b.id)).toEqual([
      'started-yesterday',
      'today',
      'later',
      'x1',
      'x2',
    ]);
    // After check-out (11:00 UTC) a stay leaves the list.
    expect(upcomingBookings(bookings, new Date('2026-03-11T11:00:00Z')).map((b) => b.id)).toEqual([
      'started-yesterday',
      'later',
      'x1',
      'x2',
      'x3',
    ]);
    expect(pendingRequests(bookings).map((b) => b.id)).toEqual(['p1', 'p2', 'p3']);
  });
});
