// The checks behind every front end's catalogue test: find the message ids a code base uses and compare them
// with its French and Arabic catalogues. Test-only (node:fs); never imported by application code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CatalogueLoader, CatalogueLocale } from '../i18n/catalogues';

export interface FoundMessage {
  id: string;
  english?: string;
  file: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'messages' || name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const quoted = String.raw`(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|\x60((?:[^\x60\\]|\\.)*)\x60)`;
// `{ id: 'x', defaultMessage: '...' }` (formatMessage, defineMessages) and `<FormattedMessage id="x" defaultMessage="..." />`.
const objectMessage = new RegExp(String.raw`\bid:\s*${quoted}(?:\s*,\s*defaultMessage:\s*${quoted})?`, 'g');
const jsxMessage = new RegExp(
  String.raw`<FormattedMessage\s+id=${quoted}(?:\s+defaultMessage=(?:\{\s*)?${quoted})?`,
  'g',
);
// Message ids are dotted ('auth.signIn'); other `id:` keys in the code (records, routes) are not messages.
const messageId = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;

const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/** Every message id (with its English, when written next to it) in the source folders under `repo`. */
export function scanMessages(repo: string, folders: readonly string[]): FoundMessage[] {
  const found: FoundMessage[] = [];
  for (const dir of folders) {
    for (const file of sourceFiles(path.join(repo, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const re of [objectMessage, jsxMessage]) {
        for (const m of text.matchAll(re)) {
          const id = m[1] ?? m[2] ?? m[3];
          const english = m[4] ?? m[5] ?? m[6];
          if (id && messageId.test(id))
            found.push({
              id,
              english: english === undefined ? undefined : unescape(english),
              file: path.relative(repo, file),
            });
        }
      }
    }
  }
  return found;
}

export async function mergedCatalogue(
  locale: CatalogueLocale,
  loaders: readonly CatalogueLoader[],
): Promise<Record<string, string>> {
  const parts = await Promise.all(loaders.map((load) => load(locale)));
  return Object.assign({}, ...parts) as Record<string, string>;
}

/** ICU argument names ('{name}', '{count, plural, ...}') a translation must keep, read by the ICU parser. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type !== TYPE.literal && 'value' in el && typeof el.value === 'string') names.add(el.value);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
      if ('children' in el) walk(el.children);
    }
  };
  try {
    walk(parse(message));
  } catch {
    return [`unparsable: ${message}`];
  }
  return [...names].sort();
}

/** The words a reader sees, without the ICU placeholders. */
const words = (message: string) =>
  message
    .replace(/\{[^{}]*\}/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));

export function missingIds(messages: FoundMessage[], catalogue: Record<string, string>): string[] {
  return [...new Set(messages.filter((m) => !(m.id in catalogue)).map((m) => `${m.id} (${m.file})`))];
}

/** Sentences (three words or more) left in English: copied, not translated. */
export function copiedSentences(messages: FoundMessage[], catalogue: Record<string, string>): string[] {
  const copied = messages
    .filter((m) => m.english && words(m.english).length >= 3 && m.english.length >= 16)
    .filter((m) => catalogue[m.id]?.trim() === m.english!.trim())
    .map((m) => m.id);
  return [...new Set(copied)];
}

export function brokenPlaceholders(messages: FoundMessage[], catalogue: Record<string, string>): string[] {
  return messages
    .filter((m) => m.english && catalogue[m.id] !== undefined)
    .filter((m) => argumentsOf(m.english!).join() !== argumentsOf(catalogue[m.id]).join())
    .map((m) => `${m.id}: ${JSON.stringify(m.english)} vs ${JSON.stringify(catalogue[m.id])}`);
}

/**
 * Arabic counts with six forms (CLDR: zero, one, two, few for 3-10, many for 11-99, other for 100 and up), so
 * '{count, plural, one {…} other {…}}' says '30 إقامات' where Arabic says '30 إقامة'. Every cardinal plural of an
 * Arabic message names one (or =1), two (or =2), few, many and other; zero may fall to other.
 */
export function incompleteArabicPlurals(catalogue: Record<string, string>): string[] {
  const forms = [['one', '=1'], ['two', '=2'], ['few'], ['many'], ['other']];
  const found: string[] = [];
  for (const [id, message] of Object.entries(catalogue)) {
    const walk = (elements: MessageFormatElement[]) => {
      for (const el of elements) {
        if (el.type === TYPE.plural && el.pluralType !== 'ordinal') {
          const keys = Object.keys(el.options);
          const missing = forms
            .filter((alts) => !alts.some((key) => keys.includes(key)))
            .map(([name]) => name);
          if (missing.length) found.push(`${id} {${el.value}}: no ${missing.join(', ')}`);
        }
        if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
        if ('children' in el) walk(el.children);
      }
    };
    try {
      walk(parse(message));
    } catch {
      found.push(`${id}: unparsable`);
    }
  }
  return found;
}

/** Ids written with two different English texts (one id, one meaning). */
export function conflictingEnglish(messages: FoundMessage[]): string[] {
  const english = new Map<string, Set<string>>();
  for (const m of messages) if (m.english) english.set(m.id, (english.get(m.id) ?? new Set()).add(m.english));
  return [...english]
    .filter(([, texts]) => texts.size > 1)
    .map(([id, texts]) => `${id}: ${[...texts].join(' | ')}`);
}

/** The whole check as jest tests, for a front end's catalogue test file. */
export function describeCatalogues(options: {
  repo: string;
  folders: readonly string[];
  loaders: readonly CatalogueLoader[];
  expectIds: readonly string[];
}) {
  const messages = scanMessages(options.repo, options.folders);
  describe('message catalogues', () => {
    it('finds the messages it checks', () => {
      for (const id of options.expectIds) expect(messages.map((m) => m.id)).toContain(id);
    });
    it.each(['fr', 'ar'] as const)('%s has every message id used in the code', async (locale) => {
      expect(missingIds(messages, await mergedCatalogue(locale, options.loaders))).toEqual([]);
    });
    it.each(['fr', 'ar'] as const)(
      '%s translates sentences rather than copying the English',
      async (locale) => {
        expect(copiedSentences(messages, await mergedCatalogue(locale, options.loaders))).toEqual([]);
      },
    );
    it.each(['fr', 'ar'] as const)('%s keeps the placeholders of the English message', async (locale) => {
      expect(brokenPlaceholders(messages, await mergedCatalogue(locale, options.loaders))).toEqual([]);
    });
    it('ar gives every plural the forms Arabic counts with (zero, one, two, few, many, other)', async () => {
      expect(incompleteArabicPlurals(await mergedCatalogue('ar', options.loaders))).toEqual([]);
    });
    it('has no id that two places define with different English', () => {
      expect(conflictingEnglish(messages)).toEqual([]);
    });
  });
}
