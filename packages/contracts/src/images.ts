// How a listing image is addressed: `/images/<24-hex id>` on this site (the properties subgraph stores it in
// GridFS, the gateway serves it). The upload answers that URL, a property stores it, the first view preloads it.

import { OBJECT_ID_PATTERN } from './ids';

export const IMAGE_PATH_PREFIX = '/images/';
const IMAGE_URL = new RegExp(`^${IMAGE_PATH_PREFIX}(${OBJECT_ID_PATTERN})$`);

/** The URL of a stored image. */
export function imageUrlOf(id: string): string {
  return `${IMAGE_PATH_PREFIX}${id}`;
}

/** The stored image id of a URL of this site's form, or null for anything else (an outside address). */
export function imageIdOf(url: unknown): string | null {
  return typeof url === 'string' ? (IMAGE_URL.exec(url)?.[1] ?? null) : null;
}

export function isImageUrl(url: unknown): url is string {
  return imageIdOf(url) !== null;
}
