import type { Document } from 'bson';
import { mingoCollation } from './collation';
import { Query } from './mingo';
import { MongoCommandError, toCommandError } from '../errors';
import type { Doc } from '../storage/collection';

export type Matcher = (doc: Doc) => boolean;

const matchAll: Matcher = () => true;

/**
 * Compiles a filter once; mingo errors (unknown operator, bad argument) become BadValue replies. A collation
 * makes string comparisons go through its Intl.Collator (mingo.ts).
 */
export function compileFilter(
  filter: Document | undefined,
  collation?: Document,
  variables?: Document,
): Matcher {
  const spec = mingoCollation(collation);
  if (!filter || Object.keys(filter).length === 0) return matchAll;
  if (mentionsText(filter)) {
    throw new MongoCommandError(
      'IndexNotFound',
      'text index required for $text query (text indexes are not supported by the embedded server)',
    );
  }
  try {
    const query = new Query(filter, { variables, collation: spec as never });
    return (doc) => guard(() => query.test(doc));
  } catch (err) {
    throw toCommandError(err);
  }
}

/** $text is a top-level operator (also inside $and / $or / $nor), which mingo would call unknown. */
function mentionsText(filter: Document): boolean {
  return Object.entries(filter).some(
    ([key, value]) =>
      key === '$text' ||
      ((key === '$and' || key === '$or' || key === '$nor') &&
        Array.isArray(value) &&
        value.some((part) => !!part && typeof part === 'object' && mentionsText(part as Document))),
  );
}

function guard(test: () => boolean): boolean {
  try {
    return test();
  } catch (err) {
    throw toCommandError(err);
  }
}
