import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real pictures for the AI stand-ins: what a service would make of the uploaded photo (visibly changed,
 * at the size asked for), a person cut out with transparency, and a valid PNG with more pixels than any
 * client should accept.
 */

/** The photo "restyled": hue turned, colours pushed, at the requested size (or its own). */
export async function restyled(photo: Buffer, size?: { width: number; height: number }): Promise<Buffer> {
  const image = sharp(photo).rotate();
  const sized = size ? image.resize(size.width, size.height, { fit: 'cover' }) : image;
  return sized.modulate({ hue: 150, saturation: 1.6 }).png().toBuffer();
}

/** The photo with an oval "person" kept and the rest transparent, as remove.bg answers. */
export async function cutOut(photo: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(photo).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="${width / 2}" cy="${height * 0.55}" rx="${width * 0.33}" ry="${height * 0.45}" fill="#fff"/></svg>`,
  );
  const alpha = await sharp({ create: { width, height, channels: 3, background: '#000' } }).composite([{ input: mask }]).extractChannel(0).raw().toBuffer();
  return sharp(data, { raw: { width, height, channels: 3 } }).joinChannel(alpha, { raw: { width, height, channels: 1 } }).png().toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

let huge: Buffer | null = null;

/**
 * A valid grey PNG of 8000×5200 (41.6 megapixels, above the clients' 40 MP limit) in about 50 kB: built by
 * hand because encoding it with sharp takes seconds. Made once per process.
 */
export function hugePng(): Buffer {
  if (huge) return huge;
  const width = 8000;
  const height = 5200;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0; // filter type "none"
  huge = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return huge;
}
