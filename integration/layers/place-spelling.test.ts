/** @jest-environment node */
// One place, one spelling (issue 46 #10h): Tamuda Bay is 'خليج تمودة' in every Arabic text a visitor reads, the
// catalogues of every front end and the seed alike, so a search, a page and the footer never name it two ways.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', '__generated__', '.git', 'artifacts']);

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (SKIP.has(name)) return [];
    if (statSync(full).isDirectory()) return files(full, keep);
    return keep(full) ? [full] : [];
  });
}

const arabicCatalogues = [
  'shell',
  'mfe-listings',
  'mfe-booking',
  'mfe-host',
  'mfe-staff',
  'mfe-admin',
  'packages',
]
  .flatMap((folder) =>
    files(path.join(repo, folder), (file) => /\/messages\/(?:[\w-]+\.)?ar\.ts$/.test(file)),
  )
  .concat(files(path.join(repo, 'scripts/seed'), (file) => file.endsWith('.ts')));

// Tamuda: تمودة (ت م و د ة). Other spellings: a long first vowel (تامودا, تامودة) or a final alif (تمودا).
const OTHER_SPELLINGS = /تامود|تمودا/g;

describe('Tamuda in Arabic', () => {
  it('reads the catalogues and the seed', () => {
    expect(arabicCatalogues.map((file) => path.relative(repo, file))).toEqual(
      expect.arrayContaining(['shell/src/i18n/messages/ar.ts', 'mfe-listings/src/i18n/messages/ar.ts']),
    );
    expect(arabicCatalogues.some((file) => readFileSync(file, 'utf8').includes('خليج تمودة'))).toBe(true);
  });

  it('is spelled تمودة everywhere', () => {
    const found = arabicCatalogues.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(OTHER_SPELLINGS)].map(
        (match) => `${path.relative(repo, file)}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
