import type { Document } from 'bson';

export type Fold = (s: string) => string;

/**
 * Collation strengths 1 and 2 make comparisons ignore case (and at 1 also diacritics). mingo applies collation to
 * sorting only, so matching under such a collation is done by comparing folded copies of filter and document.
 */
export function foldFor(collation: Document | undefined): Fold | null {
  if (!collation || typeof collation.locale !== 'string' || collation.locale === 'simple') return null;
  const strength = typeof collation.strength === 'number' ? collation.strength : 3;
  if (strength >= 3) return null;
  const locale = collation.locale;
  const lower = (s: string): string => {
    try {
      return s.toLocaleLowerCase(locale);
    } catch {
      return s.toLowerCase();
    }
  };
  if (strength === 2) return lower;
  return (s) => lower(s.normalize('NFD').replace(/\p{M}/gu, ''));
}

/** Copies plain objects and arrays with every string folded; operator names (keys) are left alone. */
export function foldValue(value: unknown, fold: Fold): unknown {
  if (typeof value === 'string') return fold(value);
  if (Array.isArray(value)) return value.map((v) => foldValue(v, fold));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = foldValue(v, fold);
    return out;
  }
  return value;
}

/** The collation in the form mingo's sort understands, or undefined for binary comparison. */
export function mingoCollation(collation: Document | undefined): Document | undefined {
  if (!collation || typeof collation.locale !== 'string' || collation.locale === 'simple') return undefined;
  return collation;
}
