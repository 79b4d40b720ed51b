import QRCode from 'qrcode';

/**
 * A QR code as raw RGBA pixels of exactly `width` × `height`, dark modules on white with the standard
 * quiet zone. Drawn module by module (nearest neighbour), so no SVG has to be rasterised per code.
 */
export function qrPixels(value: string, width: number, height: number): Buffer {
  const code = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const size = code.modules.size;
  const quiet = 4;
  const total = size + quiet * 2;
  const pixels = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor((y * total) / height) - quiet;
    for (let x = 0; x < width; x += 1) {
      const column = Math.floor((x * total) / width) - quiet;
      const dark = row >= 0 && row < size && column >= 0 && column < size && code.modules.get(row, column) === 1;
      if (dark) pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return pixels;
}
