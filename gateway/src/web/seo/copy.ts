import { formatPrice as formatDollars } from '@stays/contracts';
import type { PageLanguage } from './language';

/**
 * The words of the head tags the gateway writes (a search result's title and snippet, a shared link's card), in
 * the three interface languages. The pages' own copy stays in the front ends; these name the site and a stay.
 */
export const HEAD_COPY: Record<
  PageLanguage,
  {
    siteName: string;
    siteTitle: string;
    siteDescription: string;
    notFound: string;
    pricePerNight: (price: string) => string;
    nightIn: (price: string, town: string) => string;
    ogLocale: string;
  }
> = {
  en: {
    siteName: 'Stays',
    siteTitle: 'Stays: verified short stays and student housing',
    siteDescription: 'Verified short stays on the Mediterranean coast and student housing near campus.',
    notFound: 'Page not found',
    pricePerNight: (price) => `${price}/night`,
    nightIn: (price, town) => `${price} a night in ${town}.`,
    ogLocale: 'en_US',
  },
  fr: {
    siteName: 'Stays',
    siteTitle: 'Stays : séjours courts vérifiés et logements étudiants',
    siteDescription:
      'Séjours courts vérifiés sur la côte méditerranéenne et logements étudiants près du campus.',
    notFound: 'Page introuvable',
    pricePerNight: (price) => `${price}/nuit`,
    nightIn: (price, town) => `${price} la nuit à ${town}.`,
    ogLocale: 'fr_FR',
  },
  ar: {
    siteName: 'Stays',
    siteTitle: 'Stays: إقامات قصيرة موثّقة وسكن للطلاب',
    siteDescription: 'إقامات قصيرة موثّقة على ساحل البحر المتوسط وسكن للطلاب قرب الحرم الجامعي.',
    notFound: 'الصفحة غير موجودة',
    pricePerNight: (price) => `${price} / الليلة`,
    nightIn: (price, town) => `${price} لليلة في ${town}.`,
    ogLocale: 'ar_MA',
  },
};

/** A nightly price as the listings show it (@stays/contracts formatPrice: US dollars), in the reader's language. */
export function formatPrice(amount: number, language: PageLanguage): string {
  return formatDollars(amount, language === 'en' ? 'en-US' : language);
}
