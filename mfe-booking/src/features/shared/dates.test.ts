/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { crossesTaken, fromDay, isTaken, nightsBetween } from './dates';

// dates.ts as CommonJS, compiled once here: each zone's process is then a bare `node -e` (tsx's loaders cost each
// of them about a second).
const DATES = transformSync(readFileSync(path.join(__dirname, 'dates.ts'), 'utf8'), {
  filename: 'dates.ts',
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
}).code;

/**
 * Runs `code` (with this folder's dates.ts as `dates`) in a Node process whose local time zone is `zone`: a
 * jest worker's zone is fixed when it starts, so a guest elsewhere is simulated by a process of their own.
 */
function inZone(zone: string, code: string): unknown {
  const script = `const dates = ((module, exports) => { ${DATES}\n return module.exports; })(module, module.exports);
    console.log(JSON.stringify((() => { ${code} })()));`;
  const output = execFileSync(process.execPath, ['-e', script], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(output.trim()) as unknown;
}

describe('calendar dates', () => {
  it('keeps the day a guest in UTC-10 picks, late in their evening (already tomorrow in UTC)', () => {
    // 22:30 on the 23rd in Honolulu is 08:30 on the 24th in UTC.
    expect(
      inZone(
        'Pacific/Honolulu',
        `const now = new Date('2026-11-24T08:30:00Z');
         const picked = dates.fromDay('2026-11-23');
         return [dates.localToday(now), picked.getDate(), dates.toDay(picked), dates.toDay(new Date('2026-11-23'))];`,
      ),
    ).toEqual(['2026-11-23', 23, '2026-11-23', '2026-11-22']); // the last: what new Date('YYYY-MM-DD') shows there
  });

  it('round-trips days east of Greenwich and counts nights across daylight saving', () => {
    expect(inZone('Africa/Casablanca', `return dates.toDay(dates.fromDay('2026-03-29'));`)).toBe(
      '2026-03-29',
    );
    expect(
      inZone(
        'America/Chicago',
        `return [dates.nightsBetween('2026-03-07', '2026-03-09'), dates.nightsBetween('2026-10-31', '2026-11-02')];`,
      ),
    ).toEqual([2, 2]);
  });

  it('refuses days that do not exist and counts no nights for a backwards stay', () => {
    expect(fromDay('2026-02-30')).toBeNull();
    expect(fromDay('tomorrow')).toBeNull();
    expect(nightsBetween('2026-05-03', '2026-05-03')).toBe(0);
    expect(nightsBetween('2026-05-03', '2026-05-01')).toBe(0);
  });

  it('treats a taken range as nights, the last morning free', () => {
    const ranges = [{ start: '2026-05-10', end: '2026-05-12' }];
    expect(isTaken('2026-05-10', ranges)).toBe(true);
    expect(isTaken('2026-05-11', ranges)).toBe(true);
    expect(isTaken('2026-05-12', ranges)).toBe(false);
    expect(crossesTaken('2026-05-12', '2026-05-14', ranges)).toBe(false);
    expect(crossesTaken('2026-05-08', '2026-05-10', ranges)).toBe(false);
    expect(crossesTaken('2026-05-09', '2026-05-11', ranges)).toBe(true);
  });
});
