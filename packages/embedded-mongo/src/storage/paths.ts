/** Values found at a dotted path, expanding arrays the way multikey indexes do. Missing yields [undefined]. */
export function valuesAtPath(doc: unknown, path: readonly string[]): unknown[] {
  const out: unknown[] = [];
  collect(doc, path, 0, out);
  return out.length ? out : [undefined];
}

function collect(value: unknown, path: readonly string[], i: number, out: unknown[]): void {
  if (i === path.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(value);
      else for (const v of value) out.push(v);
    } else {
      out.push(value);
    }
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const part = path[i];
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part) && Number(part) < value.length) collect(value[Number(part)], path, i + 1, out);
    for (const element of value) {
      if (element !== null && typeof element === 'object' && !Array.isArray(element))
        collect(element, path, i, out);
    }
    return;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return;
  const obj = value as Record<string, unknown>;
  if (Object.prototype.hasOwnProperty.call(obj, part)) collect(obj[part], path, i + 1, out);
}

/** Reads a dotted path without array expansion (for _id and TTL fields). */
export function getPath(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Whether an array lies anywhere along the path (which makes an index on it multikey). */
export function pathHasArray(doc: unknown, path: readonly string[]): boolean {
  let value = doc;
  for (const part of path) {
    if (Array.isArray(value)) return true;
    if (value === null || typeof value !== 'object') return false;
    value = (value as Record<string, unknown>)[part];
  }
  return Array.isArray(value);
}
