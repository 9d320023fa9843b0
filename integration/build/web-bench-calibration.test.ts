import { cpuSlowdownFor } from '../../bench/web/calibration';

// bench:web's phone: the CPU slowdown for a machine's benchmark index, as Lighthouse's calculator gives it.
describe('cpuSlowdownFor', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])('slows a machine of index %d down %dx, as the calculator does', (index, slowdown) => {
    expect(cpuSlowdownFor(index)).toBeCloseTo(slowdown, 2);
  });

  it('slows a faster machine down more than the preset’s 4x, and a slower one less', () => {
    expect(cpuSlowdownFor(2260)).toBeGreaterThan(7);
    expect(cpuSlowdownFor(1150)).toBeCloseTo(2.7, 2);
  });

  it('never speeds a machine up, and refuses an index Lighthouse did not measure', () => {
    expect(cpuSlowdownFor(90)).toBe(1);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow('no CPU slowdown');
    expect(() => cpuSlowdownFor(0)).toThrow('no CPU slowdown');
  });
});
