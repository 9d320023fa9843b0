// Per-feature message catalogues. English is each message's defaultMessage in code; a feature keeps its French
// and Arabic messages in its own folder and hands the provider a loader, so each language of each feature is a
// chunk fetched only when that language is chosen (DESIGN.md budgets).

export type Messages = Record<string, string>;

/** The languages that have catalogues: English needs none. */
export type CatalogueLocale = 'fr' | 'ar';

export type CatalogueLoader = (locale: CatalogueLocale) => Promise<Messages>;

type CatalogueModule = { default: Messages };

/**
 * A loader from two dynamic imports, so webpack splits one chunk per language:
 * `lazyCatalogue({ fr: () => import('./messages/fr'), ar: () => import('./messages/ar') })`.
 */
export function lazyCatalogue(
  modules: Record<CatalogueLocale, () => Promise<CatalogueModule>>,
): CatalogueLoader {
  return async (locale) => (await modules[locale]()).default;
}

// Loaded catalogues stay in memory: switching back to a language already seen is instant.
const cache = new WeakMap<CatalogueLoader, Map<CatalogueLocale, Messages>>();

async function loadOne(loader: CatalogueLoader, locale: CatalogueLocale): Promise<Messages> {
  let byLocale = cache.get(loader);
  const hit = byLocale?.get(locale);
  if (hit) return hit;
  const messages = await loader(locale);
  if (!byLocale) cache.set(loader, (byLocale = new Map()));
  byLocale.set(locale, messages);
  return messages;
}

/** Every loader's catalogue for `locale`, later loaders winning over earlier ones. English: {}. */
export async function loadCatalogues(locale: string, loaders: readonly CatalogueLoader[]): Promise<Messages> {
  if (locale !== 'fr' && locale !== 'ar') return {};
  const parts = await Promise.all(loaders.map((l) => loadOne(l, locale)));
  return Object.assign({}, ...parts) as Messages;
}

/** The merged catalogue when every loader already answered for `locale` (no render without text), else null. */
export function cachedCatalogues(locale: string, loaders: readonly CatalogueLoader[]): Messages | null {
  if (locale !== 'fr' && locale !== 'ar') return {};
  const parts: Messages[] = [];
  for (const l of loaders) {
    const hit = cache.get(l)?.get(locale);
    if (!hit) return null;
    parts.push(hit);
  }
  return Object.assign({}, ...parts) as Messages;
}
