import { acceptableDimensions, imageDimensions, servedContentType, sniffImageType } from './sniff';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => Uint8Array.from(Buffer.from(value));

describe('sniffImageType', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['image/gif', text('GIF89a\x01\x00')],
    ['image/gif', text('GIF87a\x01\x00')],
    ['image/webp', text('RIFF\x10\x00\x00\x00WEBPVP8 ')],
  ])('recognises %s by its first bytes', (type, data) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['an SVG with an XML prolog', text('<?xml version="1.0"?><svg/>')],
    ['text named .jpg', text('just some text, renamed')],
    ['a RIFF that is not WebP', text('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e)],
    ['nothing', bytes()],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});

describe('servedContentType', () => {
  it('keeps image types and turns anything else into opaque bytes', () => {
    expect(servedContentType('image/svg+xml')).toBe('image/svg+xml');
    expect(servedContentType('image/png')).toBe('image/png');
    expect(servedContentType('text/html')).toBe('application/octet-stream');
  });
});

describe('imageDimensions (issue 18: a 109 KB PNG declared 30000x30000)', () => {
  const png = (width: number, height: number) => {
    const data = new Uint8Array(33);
    data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(data.buffer).setUint32(16, width);
    new DataView(data.buffer).setUint32(20, height);
    return data;
  };
  const jpeg = (width: number, height: number) =>
    bytes(
      0xff,
      0xd8,
      0xff,
      0xe0,
      0,
      4,
      0,
      0,
      0xff,
      0xc0,
      0,
      17,
      8,
      height >> 8,
      height & 255,
      width >> 8,
      width & 255,
      3,
    );

  it('reads PNG, JPEG and GIF headers', () => {
    expect(imageDimensions(png(800, 600), 'image/png')).toEqual({ width: 800, height: 600 });
    expect(imageDimensions(jpeg(1024, 768), 'image/jpeg')).toEqual({ width: 1024, height: 768 });
    expect(imageDimensions(text('GIF89a\x20\x00\x10\x00'), 'image/gif')).toEqual({ width: 32, height: 16 });
  });

  it('refuses huge canvases and unreadable headers, accepts ordinary photos', () => {
    expect(acceptableDimensions(imageDimensions(png(30_000, 30_000), 'image/png'))).toBe(false);
    expect(acceptableDimensions(imageDimensions(png(10_000, 9_000), 'image/png'))).toBe(false);
    expect(acceptableDimensions(imageDimensions(bytes(0xff, 0xd8, 0xff), 'image/jpeg'))).toBe(false);
    expect(acceptableDimensions(imageDimensions(png(4000, 3000), 'image/png'))).toBe(true);
  });
});
