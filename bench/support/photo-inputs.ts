import sharp from 'sharp';

/**
 * Camera-sized inputs of the processing benches: a 1280x960 noisy JPEG frame (noise, so the encoder
 * does real work) and a 1536x2048 (3:4) overlay with a transparent window.
 */
export async function photoInputs(): Promise<{ frame: Buffer; overlay: Buffer }> {
  const frame = await sharp({ create: { width: 1280, height: 960, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110, sigma: 50 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const alpha = Buffer.alloc(1536 * 2048, 255);
  for (let y = 300; y < 1748; y++) alpha.fill(0, y * 1536 + 150, y * 1536 + 1386);
  const overlay = await sharp({ create: { width: 1536, height: 2048, channels: 3, background: '#c02060' } })
    .joinChannel(alpha, { raw: { width: 1536, height: 2048, channels: 1 } })
    .png()
    .toBuffer();
  return { frame, overlay };
}
