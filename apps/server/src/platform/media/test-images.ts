// Test support: images built in memory so each test states exactly what it feeds the pipeline.
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Rect } from './image-types.ts';

export const FIXTURES = fileURLToPath(new URL('../../../test-fixtures/media/', import.meta.url));

/** An opaque PNG frame with fully transparent `holes`, plus a soft (alpha 5) one-pixel edge around each. */
export async function framePng(width: number, height: number, holes: Rect[]): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) pixels.set([200, 40, 90, 255], i * 4);
  const setAlpha = (x: number, y: number, alpha: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) pixels[(y * width + x) * 4 + 3] = alpha;
  };
  for (const hole of holes) {
    for (let y = hole.y - 1; y <= hole.y + hole.height; y++) {
      for (let x = hole.x - 1; x <= hole.x + hole.width; x++) {
        const inside = x >= hole.x && y >= hole.y && x < hole.x + hole.width && y < hole.y + hole.height;
        setAlpha(x, y, inside ? 0 : 5);
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real decompression bomb: a valid 1-bit greyscale PNG of `side`x`side` zero pixels. 30000x30000
 * (900 MP, 3.6 GB as RGBA) compresses to about 110 KB.
 */
export function pixelBombPng(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A photo-like JPEG (quality 92): gradients and grain, which is what makes a camera picture weigh
 * what it does — flat test images would make every size comparison meaningless. `seed` varies the grain.
 */
export async function photoLikeJpeg(width: number, height: number, seed = 7): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < width * height; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const grain = state % 48;
    const x = i % width;
    const y = Math.floor(i / width);
    raw.set([((x / width) * 200 + grain) | 0, ((y / height) * 200 + grain) | 0, ((x + y) % 200) + (grain >> 1)], i * 3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}
