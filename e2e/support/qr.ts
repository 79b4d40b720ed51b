import jsQR from 'jsqr';
import sharp from 'sharp';

/** Decodes the QR code in a PNG/JPEG (a data URL or bytes), as a phone camera would. */
export async function decodeQr(image: string | Buffer): Promise<string | null> {
  const bytes = typeof image === 'string' ? Buffer.from(image.replace(/^data:[^,]+,/, ''), 'base64') : image;
  const { data, info } = await sharp(bytes).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const result = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return result?.data ?? null;
}
