import type { Document } from 'bson';
import { MongoCommandError } from '../errors';

const STRENGTH_SENSITIVITY: Record<number, Intl.CollatorOptions['sensitivity']> = {
  1: 'base',
  2: 'accent',
  3: 'variant',
  4: 'variant',
  5: 'variant',
};

const collators = new Map<string, Intl.Collator>();

/** ICU locale ids use underscores (en_US, zh_Hant_TW); Intl wants BCP 47 tags (en-US). */
const bcp47 = (locale: string): string => locale.replace(/@.*$/, '').replace(/_/g, '-');

/**
 * The effective collation of a command: undefined for binary comparison (none, or locale "simple"), otherwise
 * the spec after checking it the way mongod does.
 */
export function checkCollation(collation: Document | undefined): Document | undefined {
  if (!collation) return undefined;
  if (typeof collation.locale !== 'string')
    throw new MongoCommandError('FailedToParse', "BSON field 'locale' is missing but a required field");
  if (collation.locale === 'simple') return undefined;
  let supported: string[] = [];
  try {
    supported = Intl.Collator.supportedLocalesOf(bcp47(collation.locale));
  } catch {
    supported = [];
  }
  if (!supported.length)
    throw new MongoCommandError('BadValue', `Field 'locale' is invalid in: ${JSON.stringify(collation)}`);
  const strength = collation.strength ?? 3;
  if (!Number.isInteger(strength) || strength < 1 || strength > 5)
    throw new MongoCommandError(
      'BadValue',
      `Field 'strength' must be an integer 1 through 5. Got: ${strength}`,
    );
  return collation;
}

/** Intl.Collator for a (checked) collation, or null for binary comparison. */
export function collatorFor(collation: Document | undefined): Intl.Collator | null {
  const spec = checkCollation(collation);
  if (!spec) return null;
  const key = JSON.stringify(spec);
  let collator = collators.get(key);
  if (!collator) {
    const options: Intl.CollatorOptions = {
      sensitivity: STRENGTH_SENSITIVITY[spec.strength ?? 3],
      numeric: spec.numericOrdering === true,
      ignorePunctuation: spec.alternate === 'shifted',
      usage: 'sort',
    };
    if (spec.caseFirst === 'upper' || spec.caseFirst === 'lower') options.caseFirst = spec.caseFirst;
    if (spec.caseLevel === true) {
      if (options.sensitivity === 'base') options.sensitivity = 'case';
      else if (options.sensitivity === 'accent') options.sensitivity = 'variant';
    }
    collator = new Intl.Collator(bcp47(spec.locale), options);
    collators.set(key, collator);
  }
  return collator;
}

/** The collation in the form mingo understands (a BCP 47 locale), or undefined for binary comparison. */
export function mingoCollation(collation: Document | undefined): Document | undefined {
  const spec = checkCollation(collation);
  return spec ? { ...spec, locale: bcp47(spec.locale) } : undefined;
}
