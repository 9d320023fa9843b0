import { fallSearchPath, localDay, semesterPresets } from './semesters';

describe('semesters (issue 43)', () => {
  it('the presets are the next fall, spring and academic year, from today', () => {
    expect(semesterPresets('2026-12-02').map((preset) => preset.moveIn)).toEqual([
      '2027-08-20',
      '2027-01-10',
      '2027-08-20',
    ]);
    expect(semesterPresets('2027-01-10')[1].moveIn).toBe('2027-01-10');
  });

  it('the student links open a Months search for the next fall near a place', () => {
    expect(fallSearchPath('2026-12-02', 'texas-am')).toBe('/search?moveIn=2027-08-20&months=4&near=texas-am');
    expect(localDay(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });
});
