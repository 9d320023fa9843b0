const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** True only for the 24-hex form: mongoose's own check also accepts any 12-character string. */
export function isObjectIdString(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}
