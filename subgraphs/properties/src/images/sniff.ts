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

/** Widest and tallest image accepted, and most pixels: a small file can declare a huge canvas (issue 18). */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_TOO_BIG = `Image must be at most ${MAX_IMAGE_SIDE} pixels wide and high`;

const u16be = (data: Uint8Array, at: number) => (data[at] << 8) | data[at + 1];
const u16le = (data: Uint8Array, at: number) => data[at] | (data[at + 1] << 8);
const u24le = (data: Uint8Array, at: number) => data[at] | (data[at + 1] << 8) | (data[at + 2] << 16);
const u32be = (data: Uint8Array, at: number) =>
  ((data[at] << 24) >>> 0) + u16be(data, at + 2) + (data[at + 1] << 16);

/**
 * The pixel size an image declares in its header (what a browser would allocate to show it), or null when the
 * header cannot be read: PNG IHDR, GIF logical screen, JPEG start-of-frame, WebP VP8/VP8L/VP8X.
 */
export function imageDimensions(
  data: Uint8Array,
  type: UploadType,
): { width: number; height: number } | null {
  if (type === 'image/png') {
    return data.length >= 24 ? { width: u32be(data, 16), height: u32be(data, 20) } : null;
  }
  if (type === 'image/gif')
    return data.length >= 10 ? { width: u16le(data, 6), height: u16le(data, 8) } : null;
  if (type === 'image/webp') {
    const chunk = String.fromCharCode(...data.subarray(12, 16));
    if (chunk === 'VP8X' && data.length >= 30)
      return { width: u24le(data, 24) + 1, height: u24le(data, 27) + 1 };
    if (chunk === 'VP8L' && data.length >= 25) {
      const bits = data[21] | (data[22] << 8) | (data[23] << 16) | (data[24] << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8 ' && data.length >= 30)
      return { width: u16le(data, 26) & 0x3fff, height: u16le(data, 28) & 0x3fff };
    return null;
  }
  // JPEG: walk the segments to the first start-of-frame (SOF0..SOF15 but DHT, JPG and DAC).
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { width: u16be(data, at + 7), height: u16be(data, at + 5) };
    at += 2 + u16be(data, at + 2);
  }
  return null;
}

/** Whether the declared size is one the product accepts (an unreadable header is refused too). */
export function acceptableDimensions(size: { width: number; height: number } | null): boolean {
  return (
    size !== null &&
    size.width > 0 &&
    size.height > 0 &&
    size.width <= MAX_IMAGE_SIDE &&
    size.height <= MAX_IMAGE_SIDE &&
    size.width * size.height <= MAX_IMAGE_PIXELS
  );
}
