// Every message of every catalogue formats without an error, in every language, as the browser gets it: the
// French and Arabic texts compiled by the build (tooling/webpack/precompile-messages.js) and the English
// defaultMessages of the code. The browser ships no ICU parser, so a catalogue the build leaves as text fails
// there ('[@formatjs/intl Error FORMAT_ERROR]', then the English shows) while every jest test, which parses
// at run time, passes: this file is where that is caught.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { transformSync } from '@swc/core';
import { createIntl } from 'react-intl';
import { scanMessages } from '@stays/platform/testing';
import frontends from '@stays/contracts/frontends.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { precompileMessages } = require('@stays/tooling/webpack/precompile-messages') as {
  precompileMessages: (source: string, filename: string) => { code: string } | null;
};

const repo = path.resolve(__dirname, '../..');
// The front ends and the two libraries whose messages they show.
const folders = [...frontends.map((f) => `${f.folder}/src`), 'packages/ui/src', 'packages/platform/src'];
const LANGUAGES = ['fr', 'ar'] as const;

/** Every `messages/<language>.ts` under a folder: the files the front ends' lazy catalogues import. */
function catalogueFiles(dir: string, language: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === '__generated__') return [];
    if (statSync(full).isDirectory()) {
      if (name !== 'messages') return catalogueFiles(full, language);
      const file = path.join(full, `${language}.ts`);
      return readdirSync(full).includes(`${language}.ts`) ? [file] : [];
    }
    return [];
  });
}

/** A catalogue file as the browser gets it: compiled by the build's loader when the build compiles it. */
function loadAsBuilt(file: string): Record<string, unknown> {
  const source = readFileSync(file, 'utf8');
  const compiled = precompileMessages(source, file)?.code ?? source;
  const js = transformSync(compiled, {
    filename: file,
    jsc: { parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
  }).code;
  const module = { exports: {} as { default?: Record<string, unknown> } };
  new Function('module', 'exports', 'require', js)(module, module.exports, require);
  return module.exports.default ?? {};
}

/** Values for every argument a message names: a number for plurals and numbers, a date, a select's first case. */
type SampleValue = string | number | Date | ((chunks: string[]) => string);

function sampleValues(elements: MessageFormatElement[], values: Record<string, SampleValue> = {}) {
  for (const el of elements) {
    if (el.type === TYPE.argument) values[el.value] ??= 'Martil';
    if (el.type === TYPE.number || el.type === TYPE.plural) values[el.value] = 3;
    if (el.type === TYPE.date || el.type === TYPE.time) values[el.value] = new Date(Date.UTC(2027, 0, 15));
    if (el.type === TYPE.select)
      values[el.value] ??= Object.keys(el.options).find((key) => key !== 'other') ?? 'other';
    if (el.type === TYPE.tag) {
      values[el.value] = (chunks: string[]) => chunks.join('');
      sampleValues(el.children, values);
    }
    if ('options' in el) for (const option of Object.values(el.options)) sampleValues(option.value, values);
  }
  return values;
}

/** The errors react-intl reports while formatting each message of a catalogue in its language. */
function formatErrors(locale: string, catalogue: Record<string, unknown>): string[] {
  const errors: string[] = [];
  const messages: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(catalogue)) {
    // The browser has no parser: a text left uncompiled is not formatted there (react-intl reports FORMAT_ERROR).
    if (typeof message === 'string')
      errors.push(`${id}: not compiled by the build (${JSON.stringify(message)})`);
    else messages[id] = message as MessageFormatElement[];
  }
  const intl = createIntl({
    locale,
    defaultLocale: 'en',
    messages,
    onError: (error) => errors.push(error.message),
  });
  for (const [id, elements] of Object.entries(messages)) {
    const text = intl.formatMessage({ id }, sampleValues(elements));
    if (typeof text === 'string' && text.trim() === '') errors.push(`${id}: formats to nothing`);
  }
  return errors;
}

describe('every message formats in every language', () => {
  it('finds the catalogues of the shell, every remote and the libraries', () => {
    const files = catalogueFiles(repo, 'fr').map((file) => path.relative(repo, file));
    expect(files).toEqual(expect.arrayContaining(['shell/src/features/static-pages/messages/fr.ts']));
    for (const folder of folders.slice(0, frontends.length))
      expect(files.some((file) => file.startsWith(folder))).toBe(true);
  });

  it.each(folders.flatMap((folder) => LANGUAGES.map((language) => [folder, language] as const)))(
    '%s in %s',
    (folder, language) => {
      const files = catalogueFiles(path.join(repo, folder), language);
      const errors = files.flatMap((file) =>
        formatErrors(language, loadAsBuilt(file)).map((error) => `${path.relative(repo, file)}: ${error}`),
      );
      expect(errors).toEqual([]);
    },
  );

  it.each(folders)('%s in English (the code’s defaultMessages)', (folder) => {
    const english: Record<string, unknown> = {};
    for (const found of scanMessages(repo, [folder]))
      if (found.english !== undefined) english[found.id] = parse(found.english);
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(formatErrors('en', english)).toEqual([]);
  });
});
