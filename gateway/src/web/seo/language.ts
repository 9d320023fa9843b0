/** The interface languages (SPEC 9), in the order alternates are listed; English is the default. */
export const PAGE_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The query parameter that addresses a page in one language (`/property/1?lang=fr`); none is English. */
export const LANGUAGE_PARAMETER = 'lang';

const toLanguage = (tag: unknown): PageLanguage | null => {
  if (typeof tag !== 'string') return null;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return (PAGE_LANGUAGES as readonly string[]).includes(base) ? (base as PageLanguage) : null;
};

/** The language a page is drawn in: the address's `?lang=`, then the app's `language` cookie, then Accept-Language. */
export function readerLanguage(reader: {
  parameter?: unknown;
  cookie?: unknown;
  accepted?: readonly string[];
}): PageLanguage {
  return (
    toLanguage(reader.parameter) ??
    toLanguage(reader.cookie) ??
    (reader.accepted ?? []).map(toLanguage).find((language) => language !== null) ??
    'en'
  );
}

/** A `?lang=` value the app knows, or null. */
export const languageParameter = (value: unknown): PageLanguage | null => toLanguage(value);

export const directionOf = (language: PageLanguage) => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The address of a page in one language: its path and query without `lang`, plus `lang` for French and Arabic.
 * Old links (no parameter) keep working: they are the English address, and a reader's cookie or browser still
 * chooses the language they are drawn in.
 */
export function addressIn(language: PageLanguage, pathname: string, query: URLSearchParams): string {
  const params = new URLSearchParams(query);
  params.delete(LANGUAGE_PARAMETER);
  if (language !== 'en') params.set(LANGUAGE_PARAMETER, language);
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}`;
}
