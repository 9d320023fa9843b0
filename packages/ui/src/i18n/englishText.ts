import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';

type Values = Record<string, string | number>;

let english: IntlShape | undefined;

/**
 * A message's English words whatever the page's language: for text that is stored or sent on (a report's
 * title, the department a contact message goes to) and for the kit outside any provider. The build compiles
 * every defaultMessage to a syntax tree (tooling/webpack/precompile-messages.js), so code never reads
 * `defaultMessage` as a string: it formats it.
 */
export function englishText(message: MessageDescriptor, values?: Values): string {
  english ??= createIntl({ locale: 'en', defaultLocale: 'en', messages: {} }, createIntlCache());
  return english.formatMessage(message, values);
}
