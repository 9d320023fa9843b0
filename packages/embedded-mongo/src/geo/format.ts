import { ObjectId } from 'bson';

/** A document rendered roughly as mongod prints one in error messages: { _id: 1, loc: { type: "Point" } }. */
export function formatDocument(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return value.length ? `[ ${value.map(formatDocument).join(', ')} ]` : '[]';
  if (Object.getPrototypeOf(value) === Object.prototype) {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${k}: ${formatDocument(v)}`,
    );
    return parts.length ? `{ ${parts.join(', ')} }` : '{}';
  }
  return String(value);
}
