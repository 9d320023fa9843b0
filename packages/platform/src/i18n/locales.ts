// The three interface languages (SPEC 9): English (US) is the default and the fallback.

export type Locale = 'en' | 'fr' | 'ar';

export const LANGUAGE_STORAGE_KEY = 'language';
/** The same choice as a cookie, so the server can render a first view in it (the gateway cannot read storage). */
export const LANGUAGE_COOKIE = 'language';
export const DEFAULT_LOCALE: Locale = 'en';

export const LANGUAGES: ReadonlyArray<{ code: Locale; label: string; dir: 'ltr' | 'rtl' }> = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

/** 'fr-CA' -> 'fr'; anything unknown -> null. */
export function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/** The stored preference first, then the browser's languages in order, then English. */
export function detectLocale(
  stored: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Locale {
  const fromStore = toLocale(stored);
  if (fromStore) return fromStore;
  for (const tag of browserLanguages) {
    const l = toLocale(tag);
    if (l) return l;
  }
  return DEFAULT_LOCALE;
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === locale)?.dir ?? 'ltr';
}

/** BCP 47 tag handed to react-intl and Intl formatters (English is US English). */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-US' : locale;
}
