/**
 * What an uploaded file is, judged by its first bytes (never by its name or the client's content type):
 * only raster formats a browser shows without running anything. SVG is refused on upload (it is a document
 * that can carry scripts); the seed's SVG covers are served under a sandbox policy instead (routes.ts).
 */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** 5 MB per image (413 above it). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP or GIF images are accepted';
export const IMAGE_TOO_LARGE = 'Image must be at most 5 MB';
export const NO_IMAGE = 'No image uploaded (field "image")';

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffImageType(data: Uint8Array): UploadType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Types stored images are served with; anything else (old data) goes out as opaque bytes. */
export const SERVED_TYPES: readonly string[] = [...UPLOAD_TYPES, 'image/svg+xml'];

export function servedContentType(stored: string): string {
  return SERVED_TYPES.includes(stored) ? stored : 'application/octet-stream';
}

export const EXTENSIONS: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
