/*
 * A greyscale PNG (8 bits, one channel) of a person mask, written here rather than by a canvas: a
 * canvas stores premultiplied RGBA and may write the mask as an opaque RGB picture whose alpha would
 * then mark everyone, while this writes exactly the bytes the review shows, a third of the size. The
 * image data is compressed by the browser's own zlib (CompressionStream 'deflate').
 * https://www.w3.org/TR/png-3/
 */

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

let crcTable: Uint32Array | null = null;

/** The CRC-32 of PNG chunks (ISO 3309, polynomial 0xedb88320). */
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const compressed = new Response(bytes).body!.pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}

/** `pixels` (one byte per pixel, rows top to bottom) as a greyscale PNG. */
export async function encodeGreyPng(pixels: Uint8Array, width: number, height: number): Promise<Blob> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError(`Not a picture size: ${width}x${height}`);
  if (pixels.length !== width * height) throw new RangeError(`Expected ${width * height} bytes, got ${pixels.length}`);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  // Bit depth 8, colour type 0 (grey); compression, filter and interlace methods 0.
  header.set([8, 0, 0, 0, 0], 8);
  // Each row starts with its filter type, 0 (none): a mask is mostly runs, which deflate takes well.
  const rows = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const parts = [new Uint8Array(SIGNATURE), chunk('IHDR', header), chunk('IDAT', await deflate(rows)), chunk('IEND', new Uint8Array(0))];
  return new Blob(parts, { type: 'image/png' });
}
