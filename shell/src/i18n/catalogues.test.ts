// Every message the shell, the kit and the platform show exists in French and Arabic, and is translated.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { platformCatalogue, type CatalogueLocale } from '@stays/platform';
import { shellCatalogues } from './catalogues';

const repo = path.resolve(__dirname, '../../..');
// The shell includes its features (static pages); the kit and the platform serve every front end.
const scanned = ['shell/src', 'packages/ui/src', 'packages/platform/src'];

interface Found {
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

function unescape(s: string): string {
  return s.replace(/\\(.)/g, '$1');
}

function scan(): Found[] {
  const found: Found[] = [];
  for (const dir of scanned) {
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

async function catalogue(locale: CatalogueLocale): Promise<Record<string, string>> {
  const parts = await Promise.all([platformCatalogue, ...shellCatalogues].map((load) => load(locale)));
  return Object.assign({}, ...parts) as Record<string, string>;
}

/** ICU argument names ('{name}', '{count, plural, ...}') a translation must keep. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort();
}

const messages = scan();

describe('message catalogues', () => {
  it('finds the messages it checks', () => {
    expect(messages.some((m) => m.id === 'auth.signIn')).toBe(true);
    expect(messages.some((m) => m.id === 'footer.tagline')).toBe(true);
  });

  it.each(['fr', 'ar'] as const)('%s has every message id used in the code', async (locale) => {
    const translated = await catalogue(locale);
    const missing = [
      ...new Set(messages.filter((m) => !(m.id in translated)).map((m) => `${m.id} (${m.file})`)),
    ];
    expect(missing).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)(
    '%s translates sentences rather than copying the English',
    async (locale) => {
      const translated = await catalogue(locale);
      const copied = messages
        .filter((m) => m.english && m.english.split(/\s+/).length >= 3 && m.english.length >= 16)
        .filter((m) => translated[m.id]?.trim() === m.english!.trim())
        .map((m) => m.id);
      expect([...new Set(copied)]).toEqual([]);
    },
  );

  it.each(['fr', 'ar'] as const)('%s keeps the placeholders of the English message', async (locale) => {
    const translated = await catalogue(locale);
    const broken = messages
      .filter((m) => m.english && translated[m.id] !== undefined)
      .filter((m) => argumentsOf(m.english!).join() !== argumentsOf(translated[m.id]).join())
      .map((m) => `${m.id}: ${JSON.stringify(m.english)} vs ${JSON.stringify(translated[m.id])}`);
    expect(broken).toEqual([]);
  });

  it('has no id that two places define with different English', () => {
    const english = new Map<string, Set<string>>();
    for (const m of messages)
      if (m.english) english.set(m.id, (english.get(m.id) ?? new Set()).add(m.english));
    expect(
      [...english]
        .filter(([, texts]) => texts.size > 1)
        .map(([id, texts]) => `${id}: ${[...texts].join(' | ')}`),
    ).toEqual([]);
  });
});
