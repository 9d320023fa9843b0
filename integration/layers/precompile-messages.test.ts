// The build's message compilation (tooling/webpack/precompile-messages.js): what the browser gets in place of each
// text is the parser's syntax tree, react-intl formats it to the same words, and a text the build cannot compile
// stops the build instead of reaching a browser that has no parser.
import { parse } from '@formatjs/icu-messageformat-parser';
import { transformSync } from '@swc/core';
import { createIntl, type MessageDescriptor } from 'react-intl';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { precompileMessages } = require('@stays/tooling/webpack/precompile-messages') as {
  precompileMessages: (source: string, filename: string) => { code: string } | null;
};

/** The module's default export once compiled and run, as the browser would get it. */
function load(source: string, filename: string): Record<string, unknown> {
  const compiled = precompileMessages(source, filename);
  if (!compiled) throw new Error('nothing was compiled');
  const js = transformSync(compiled.code, {
    filename,
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      transform: { react: { runtime: 'classic' } },
    },
    module: { type: 'commonjs' },
  }).code;
  const module = { exports: {} as { default?: Record<string, unknown> } };
  const jsx = (type: unknown, props: Record<string, unknown>) => ({ type, props });
  new Function('module', 'exports', 'React', js)(module, module.exports, { createElement: jsx });
  return module.exports.default ?? {};
}

const count = '{count, plural, one {# stay} other {# stays}} in {place}';

describe('messages compiled by the build', () => {
  it('replaces each defaultMessage written in code with its syntax tree, which formats to the same words', () => {
    const messages = load(
      `export default defineMessages({
         count: { id: 'listing.count', defaultMessage: '${count}' },
         plain: { id: 'listing.plain', defaultMessage: \`Load More Stays\`, description: 'kept' },
       });
       function defineMessages<T>(m: T): T { return m; }`,
      '/app/src/features/listing/messages.ts',
    ) as Record<string, MessageDescriptor & { description?: string }>;
    expect(messages.count.defaultMessage).toEqual(parse(count));
    expect(messages.plain.description).toBe('kept');

    const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
    const values = { count: 3, place: 'Martil' };
    expect(intl.formatMessage(messages.count, values)).toBe('3 stays in Martil');
    expect(intl.formatMessage(messages.count, values)).toBe(
      intl.formatMessage({ id: 'fresh', defaultMessage: count }, values),
    );
    expect(intl.formatMessage(messages.plain)).toBe('Load More Stays');
  });

  it('compiles a JSX defaultMessage attribute, written as a string or in braces', () => {
    const tree = load(
      `export default { a: <FormattedMessage id="a" defaultMessage="Hello {name}" />,
                        b: <FormattedMessage id="b" defaultMessage={'Bye'} /> };
       const FormattedMessage = 'FormattedMessage';`,
      '/app/src/Greeting.tsx',
    ) as Record<string, { props: { defaultMessage: unknown } }>;
    expect(tree.a.props.defaultMessage).toEqual(parse('Hello {name}'));
    expect(tree.b.props.defaultMessage).toEqual(parse('Bye'));
  });

  it('compiles every text of a French or Arabic catalogue, which then translates', () => {
    const catalogue = load(
      `const messages: Record<string, string> = {
         'listing.count': '{count, plural, one {# séjour} other {# séjours}}',
         'listing.title': 'Séjours',
       };
       export default messages;`,
      '/app/src/i18n/messages/fr.ts',
    );
    expect(catalogue['listing.title']).toEqual(parse('Séjours'));
    const intl = createIntl({ locale: 'fr', defaultLocale: 'en', messages: catalogue as never });
    expect(intl.formatMessage({ id: 'listing.count' }, { count: 2 })).toBe('2 séjours');
  });

  it('leaves a module without messages untouched, and a string that is not a message alone', () => {
    expect(precompileMessages('export const a = 1;', '/app/src/a.ts')).toBeNull();
    const settings = load(
      `const { defaultMessage: read } = { defaultMessage: 'Hi' }; export default { label: 'Where', read };`,
      '/app/src/settings.ts',
    );
    expect(settings.label).toBe('Where');
    expect(settings.read).toEqual(parse('Hi'));
  });

  it('fails the build on a defaultMessage that is not literal text, or not ICU MessageFormat', () => {
    expect(() =>
      precompileMessages(`const text = 'Hi'; export default { defaultMessage: text };`, '/app/src/b.ts'),
    ).toThrow(/defaultMessage must be literal text/);
    expect(() =>
      precompileMessages(
        `export default { id: 'x', defaultMessage: '{count, plural, one {#}}' };`,
        '/app/src/c.ts',
      ),
    ).toThrow(/is not ICU MessageFormat/);
    expect(() =>
      precompileMessages(`export default { 'x': '{broken' };`, '/app/src/i18n/messages/ar.ts'),
    ).toThrow(/is not ICU MessageFormat/);
  });
});
