import { inflateSync } from 'node:zlib';
import { faviconPng } from './favicon';

describe('favicon', () => {
  it('is a 32x32 RGBA PNG whose corners are clear and whose centre is the brand teal', () => {
    const png = faviconPng();
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(32);
    expect(png.readUInt32BE(20)).toBe(32);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    const pixel = (x: number, y: number) => [...pixels.subarray(y * 129 + 1 + x * 4, y * 129 + 5 + x * 4)];
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(16, 16)).toEqual([0x0f, 0x5f, 0x66, 255]);
  });
});
