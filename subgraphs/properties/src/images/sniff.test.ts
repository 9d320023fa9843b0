import { servedContentType, sniffImageType } from './sniff';

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
