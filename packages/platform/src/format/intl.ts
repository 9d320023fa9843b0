// Intl helpers bound to the chosen language: money and dates are formatted by the platform, not by hand.
import { formatPrice } from '@stays/ui';
import { useLanguage } from '../i18n/I18nProvider';

export { formatPrice };

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'Jul 24, 2025' in English, '24 juil. 2025' in French; invalid input gives ''. */
export function formatDate(
  value: string | number | Date,
  locale = 'en-US',
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    dateFormatters.set(key, f);
  }
  return f.format(date);
}

/** Kilometres in a mile. */
const KM_PER_MILE = 1.609344;

/**
 * A distance in the reader's units: miles for en-US readers, kilometres for everyone else ('1.2 km', '0.7 mi',
 * '١٫٢ كم'), one decimal.
 */
export function formatDistance(km: number, locale = 'en-US'): string {
  const miles = locale === 'en-US';
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: miles ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(miles ? km / KM_PER_MILE : km);
}

/** Formatters already bound to the current language. */
export function useFormatters() {
  const { intlLocale } = useLanguage();
  return {
    locale: intlLocale,
    price: (value: number | string | null | undefined) => formatPrice(value, intlLocale),
    date: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, intlLocale, options),
    distance: (km: number) => formatDistance(km, intlLocale),
  };
}
