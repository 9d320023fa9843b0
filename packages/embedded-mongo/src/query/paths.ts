// Where a dotted path leads in a stored document, as MongoDB's matcher walks it (arrays of documents included).

/** A compiled query condition on one document. */
export type Predicate = (doc: Record<string, unknown>) => boolean;

/**
 * Every (container, key, value) a dotted path reaches, descending into arrays of documents as MongoDB's matcher
 * does; a numeric part also addresses an array element.
 */
export function slotsAtPath(
  doc: unknown,
  parts: readonly string[],
  i = 0,
  out: Array<{ container: object; key: string; value: unknown }> = [],
): Array<{ container: object; key: string; value: unknown }> {
  if (doc === null || typeof doc !== 'object') return out;
  const part = parts[i];
  if (Array.isArray(doc)) {
    if (/^\d+$/.test(part) && Number(part) < doc.length) {
      if (i === parts.length - 1) out.push({ container: doc, key: part, value: doc[Number(part)] });
      else slotsAtPath(doc[Number(part)], parts, i + 1, out);
    }
    for (const element of doc)
      if (element && typeof element === 'object' && !Array.isArray(element))
        slotsAtPath(element, parts, i, out);
    return out;
  }
  if (Object.getPrototypeOf(doc) !== Object.prototype) return out;
  if (!Object.prototype.hasOwnProperty.call(doc, part)) return out;
  const value = (doc as Record<string, unknown>)[part];
  if (i === parts.length - 1) out.push({ container: doc, key: part, value });
  else slotsAtPath(value, parts, i + 1, out);
  return out;
}
