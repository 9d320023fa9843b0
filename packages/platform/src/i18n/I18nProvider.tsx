import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { readPromise } from '@stays/ui';
import { cachedCatalogues, loadCatalogues, type CatalogueLoader } from './catalogues';
import { loadMessages, type Messages } from './loadMessages';
import {
  DEFAULT_LOCALE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  detectLocale,
  directionOf,
  intlTag,
  type Locale,
} from './locales';

interface LanguageContextValue {
  locale: Locale;
  /** The Intl tag for formatters ('en-US', 'fr', 'ar'). */
  intlLocale: string;
  dir: 'ltr' | 'rtl';
  languages: typeof LANGUAGES;
  setLocale: (locale: Locale) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);
const NO_CATALOGUES: readonly CatalogueLoader[] = [];

function ignoreMissing(err: { code: string }) {
  // English strings are defaultMessages by design, and a catalogue may lag behind the code.
  if (err.code === 'MISSING_TRANSLATION') return;
  console.error(err);
}

/** The stored choice: storage first, then the cookie the gateway reads (the same choice, kept where it can be). */
function readStored(): string | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // storage blocked (privacy mode): the cookie, else the browser language
  }
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return cookie ? cookie.slice(LANGUAGE_COOKIE.length + 1) : null;
}

function sameCatalogue(
  current: { locale: Locale; messages: Messages } | null,
  next: { locale: Locale; messages: Messages },
): boolean {
  if (current?.locale !== next.locale) return false;
  const keys = Object.keys(next.messages);
  return (
    keys.length === Object.keys(current.messages).length &&
    keys.every((key) => current.messages[key] === next.messages[key])
  );
}

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? [...navigator.languages] : [navigator.language].filter(Boolean);
}

export interface I18nProviderProps {
  children: ReactNode;
  /** Fixes the language (tests, previews); otherwise it is detected. */
  initialLocale?: Locale;
  /** Feature catalogues merged over the platform's own. Pass a module-level constant (a new array reloads). */
  catalogues?: readonly CatalogueLoader[];
  /** initialLocale's catalogue, already loaded (a server render cannot wait for an effect). */
  initialMessages?: Messages;
}

/**
 * react-intl with English built in and French/Arabic loaded on demand. The choice is kept in localStorage
 * ('language') and mirrored on <html lang dir>, which is what flips the logical-property layout to RTL.
 */
export function I18nProvider({
  children,
  initialLocale,
  catalogues = NO_CATALOGUES,
  initialMessages,
}: I18nProviderProps) {
  const [wanted, setWanted] = useState<Locale>(
    () => initialLocale ?? detectLocale(readStored(), browserLanguages()),
  );
  // The locale on screen only changes once its catalogue is here, so text never flashes half-translated.
  const [active, setActive] = useState<{ locale: Locale; messages: Messages } | null>(() => {
    if (wanted === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, messages: {} };
    return initialMessages ? { locale: wanted, messages: initialMessages } : null;
  });

  useEffect(() => {
    let cancelled = false;
    const show = (next: { locale: Locale; messages: Messages }) => {
      if (cancelled) return;
      // A transition: the whole app re-renders in the new language in slices, and an urgent render here would
      // also pull a page still loading into one long task. The same catalogue again (English at start, or the
      // one the first view handed over) keeps the state, so nothing re-renders.
      startTransition(() => setActive((current) => (sameCatalogue(current, next) ? current : next)));
    };
    loadMessages(wanted, catalogues)
      .then((messages) => show({ locale: wanted, messages }))
      .catch(() => show({ locale: DEFAULT_LOCALE, messages: {} }));
    return () => {
      cancelled = true;
    };
  }, [wanted, catalogues]);

  const locale = active?.locale ?? DEFAULT_LOCALE;

  useEffect(() => {
    if (!active) return;
    const html = document.documentElement;
    // Only a change: setting them again, even to the same value, has the browser check every style rule that
    // reads them against the whole page.
    const lang = intlTag(active.locale);
    const dir = directionOf(active.locale);
    if (html.lang !== lang) html.lang = lang;
    if (html.dir !== dir) html.dir = dir;
    // A year, site-wide: the gateway renders the first view of the next visit in this language.
    document.cookie = `${LANGUAGE_COOKIE}=${active.locale}; path=/; max-age=31536000; SameSite=Lax`;
  }, [active]);

  const setLocale = useCallback((next: Locale) => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // not persisted; the choice still applies to this visit
    }
    setWanted(next);
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({
      locale,
      intlLocale: intlTag(locale),
      dir: directionOf(locale),
      languages: LANGUAGES,
      setLocale,
    }),
    [locale, setLocale],
  );

  if (!active) return null; // a French/Arabic catalogue is a few KB away; render nothing rather than English
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider
        locale={intlTag(active.locale)}
        defaultLocale="en-US"
        messages={active.messages}
        onError={ignoreMissing}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const ctx = useContext(LanguageContext);
  if (!ctx) throw new Error('useLanguage must be used inside <I18nProvider>');
  return ctx;
}

export interface I18nScopeProps {
  /** A module-level constant: the feature's catalogue loaders. */
  catalogues: readonly CatalogueLoader[];
  children: ReactNode;
  /**
   * Shown while the feature's catalogue for the chosen language loads. Without one the scope suspends: the
   * nearest <Suspense> shows its fallback, and a page drawn on the server stays as it is until it can hydrate.
   */
  fallback?: ReactNode;
}

// One load per catalogue set and language, for suspending on: React reads the same promise again when it retries.
const scopeLoads = new WeakMap<readonly CatalogueLoader[], Map<Locale, Promise<Messages>>>();

function scopeLoad(locale: Locale, catalogues: readonly CatalogueLoader[]): Promise<Messages> {
  let byLocale = scopeLoads.get(catalogues);
  if (!byLocale) scopeLoads.set(catalogues, (byLocale = new Map()));
  let load = byLocale.get(locale);
  if (!load) {
    // A failed load shows English, as the effect below does, rather than an error in place of the page.
    load = loadCatalogues(locale, catalogues).catch(() => ({}));
    byLocale.set(locale, load);
  }
  return load;
}

/**
 * A remote's (or a lazy feature's) own catalogues, merged over what the surrounding provider already has.
 * The shell's I18nProvider does not know a remote's messages; the remote wraps its exposed pages in this.
 */
export function I18nScope({ catalogues, children, fallback }: I18nScopeProps) {
  const { locale } = useLanguage();
  const outer = useIntl();
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);
  const ready = useMemo(
    () => cachedCatalogues(locale, catalogues) ?? (loaded?.locale === locale ? loaded.messages : null),
    [locale, catalogues, loaded],
  );
  // Once shown, the page stays mounted through a language switch (with the last catalogue until the next
  // arrives) rather than unmounting and losing its state.
  const [last, setLast] = useState<Messages | null>(ready);
  if (ready && ready !== last) setLast(ready);

  useEffect(() => {
    if (cachedCatalogues(locale, catalogues)) return;
    let cancelled = false;
    // Transitions, as in I18nProvider: the page renders in its language in slices.
    loadCatalogues(locale, catalogues)
      .then((messages) => !cancelled && startTransition(() => setLoaded({ locale, messages })))
      .catch((error: unknown) => {
        console.error('Could not load a message catalogue', error);
        if (!cancelled) startTransition(() => setLoaded({ locale, messages: {} })); // English beats a blank page
      });
    return () => {
      cancelled = true;
    };
  }, [locale, catalogues]);

  const shown = ready ?? last;
  const shownMessages = useMemo(
    () => (shown ? { ...outer.messages, ...shown } : null),
    [outer.messages, shown],
  );
  if (!shownMessages && fallback !== undefined) return <>{fallback}</>;
  const messages = shownMessages ?? { ...outer.messages, ...readPromise(scopeLoad(locale, catalogues)) };
  return (
    <IntlProvider
      locale={outer.locale}
      defaultLocale="en-US"
      messages={messages as Messages}
      onError={ignoreMissing}
    >
      {children}
    </IntlProvider>
  );
}
