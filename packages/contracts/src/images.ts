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

/**
 * `POST /internal/profile-photos { urls }` → `{ inUse: [...] }` on the users subgraph: which of these image URLs
 * are some account's profile photo. The properties subgraph asks before it deletes an image no listing shows.
 */
export const PROFILE_PHOTOS_PATH = '/internal/profile-photos';

/**
 * `POST /internal/images/uploader { url }` → `{ uploadedBy }` (null for the seed's images; 404 when not stored) on
 * the properties subgraph: the users subgraph checks that a new profile photo is a stored upload of the caller.
 */
export const IMAGE_UPLOADER_PATH = '/internal/images/uploader';
/** The most URLs one profile-photos question carries (the properties subgraph asks in batches of this size). */
export const PROFILE_PHOTOS_MAX_URLS = 1000;
