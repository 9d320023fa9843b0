import { lazyCatalogue, loadCatalogues, type CatalogueLoader, type Messages } from './catalogues';
import type { Locale } from './locales';

export type { Messages };

/** The platform's own strings (and the kit's): shared by the shell and every remote. */
export const platformCatalogue: CatalogueLoader = lazyCatalogue({
  fr: () => import(/* webpackChunkName: "i18n-platform-fr" */ './messages/fr'),
  ar: () => import(/* webpackChunkName: "i18n-platform-ar" */ './messages/ar'),
});

/** The platform's catalogue with the given feature catalogues merged over it. English: {} (defaultMessages). */
export function loadMessages(locale: Locale, catalogues: readonly CatalogueLoader[] = []): Promise<Messages> {
  return loadCatalogues(locale, [platformCatalogue, ...catalogues]);
}
