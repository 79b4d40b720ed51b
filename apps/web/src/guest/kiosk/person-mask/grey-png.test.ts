import { describe, expect, it } from 'vitest';
import { encodeGreyPng } from './grey-png';
import { readGreyPng } from './person-mask.test-support';

describe('encodeGreyPng', () => {
  it('writes the mask’s bytes as an 8-bit grey PNG, row by row', async () => {
    const [width, height] = [7, 5];
    const pixels = Uint8Array.from({ length: width * height }, (_, index) => (index * 37) % 256);
    const png = await encodeGreyPng(pixels, width, height);
    expect(png.type).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    // IHDR: the size, bit depth 8, colour type 0 (grey), no interlace.
    expect(Array.from(bytes.subarray(16, 29))).toEqual([0, 0, 0, 7, 0, 0, 0, 5, 8, 0, 0, 0, 0]);
    // The IEND chunk and its well-known CRC: the checksum is computed right.
    expect(Array.from(bytes.subarray(-12))).toEqual([0, 0, 0, 0, 73, 69, 78, 68, 0xae, 0x42, 0x60, 0x82]);
    const read = await readGreyPng(png);
    expect(read.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([read.width, read.height]).toEqual([width, height]);
    expect(Array.from(read.pixels)).toEqual(Array.from(pixels));
  });

  it('keeps a 512 px mask small: its runs compress', async () => {
    const [width, height] = [384, 512];
    const pixels = Uint8Array.from({ length: width * height }, (_, index) => (index % width < width / 2 ? 255 : 0));
    const png = await encodeGreyPng(pixels, width, height);
    expect(png.size).toBeLessThan(5_000);
    expect(Array.from((await readGreyPng(png)).pixels.subarray(0, 4))).toEqual([255, 255, 255, 255]);
  });

  it('refuses bytes that are not the size given', async () => {
    await expect(encodeGreyPng(new Uint8Array(10), 4, 3)).rejects.toThrow(/12 bytes/);
    await expect(encodeGreyPng(new Uint8Array(0), 0, 0)).rejects.toThrow(RangeError);
  });
});
