// Prices are US dollars (SPEC 9), written one way for every screen and every server-drawn page.

/** Parses a price that may arrive as a number or a numeric string; NaN and blanks become null. */
export function toPrice(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && String(value).trim() !== '' ? n : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** '$120' or '$89.50': whole dollars without cents, otherwise two decimals. */
export function formatPrice(value: number | string | null | undefined, locale = 'en-US'): string {
  const n = toPrice(value) ?? 0;
  const whole = Number.isInteger(n);
  const key = `${locale}|${whole}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, f);
  }
  const text = f.format(n);
  // Arabic writes '60 US$' right to left; the '$' at the end is neutral, so the text after the price (' /ليلة')
  // would draw it apart from 'US' ('$US 60'). A left-to-right mark after it keeps the symbol whole.
  return RIGHT_TO_LEFT.test(locale) ? `${text}\u200E` : text;
}

const RIGHT_TO_LEFT = /^(ar|fa|he|ur)\b/i;
