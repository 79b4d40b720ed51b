/**
 * The canvas size a WebP file declares in its first 30 bytes (RIFF container, then a VP8, VP8L or VP8X
 * chunk). The image pipeline's header reader takes PNG, JPEG and GIF only, and browsers' canvases
 * export WebP, so the pixel-bomb check reads the WebP header here. Undefined for anything malformed.
 * https://developers.google.com/speed/webp/docs/riff_container
 */
export function webpSize(head: Buffer): { width: number; height: number } | undefined {
  if (head.length < 30 || head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WEBP') return undefined;
  const chunk = head.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    // Lossy: a key frame's start code 9d 01 2a, then 14-bit width and height.
    if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) return undefined;
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2f, then width-1 and height-1 in 14 bits each.
    if (head[20] !== 0x2f) return undefined;
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Extended (alpha, animation): canvas width-1 and height-1 in 24 bits each.
    return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}
