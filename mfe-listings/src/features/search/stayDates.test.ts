/** @jest-environment node */
import { checkStayDates } from './stayDates';

const today = '2030-06-10';

describe('dates in the address (issue 30 #12)', () => {
  it('keeps a good stay and an address without dates as they are', () => {
    expect(checkStayDates('2030-06-10', '2030-06-12', today)).toEqual({
      checkIn: '2030-06-10',
      checkOut: '2030-06-12',
      correction: null,
    });
    expect(checkStayDates('', '', today).correction).toBeNull();
    expect(checkStayDates('2030-06-11', '', today).correction).toBeNull();
  });

  it('drops a stay in the past', () => {
    expect(checkStayDates('2030-06-01', '2030-06-04', today)).toEqual({
      checkIn: '',
      checkOut: '',
      correction: 'past',
    });
    expect(checkStayDates('', '2030-06-09', today).correction).toBe('past');
  });

  it('swaps a check-out typed before its check-in', () => {
    expect(checkStayDates('2030-06-20', '2030-06-15', today)).toEqual({
      checkIn: '2030-06-15',
      checkOut: '2030-06-20',
      correction: 'reversed',
    });
    // Reversed and in the past: the past wins, nothing is kept.
    expect(checkStayDates('2030-06-05', '2030-06-01', today).correction).toBe('past');
  });

  it('drops the check-out of a zero-night stay and any day that is not a date', () => {
    expect(checkStayDates('2030-06-15', '2030-06-15', today)).toEqual({
      checkIn: '2030-06-15',
      checkOut: '',
      correction: 'sameDay',
    });
    expect(checkStayDates('2030-02-30', '2030-03-02', today).correction).toBe('invalid');
    expect(checkStayDates('tomorrow', '', today).correction).toBe('invalid');
  });
});
