import { testCard } from '@booth/shared';
import sharp from 'sharp';

/** A booth photo's size: the kiosk's 3:4 portrait. */
export const BOOTH_PHOTO = { width: 1536, height: 2048 } as const;

/**
 * The shared test card (colour sweeps, a grey ramp, a textured skin-coloured disc) at the booth's size
 * as a JPEG of quality 90, like the upright originals the AI engine stores as an execution's input.
 */
export async function boothPhotoJpeg(): Promise<Buffer> {
  const { width, height } = BOOTH_PHOTO;
  const card = testCard(width, height);
  return sharp(Buffer.from(card.buffer, card.byteOffset, card.byteLength), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: 90 })
    .toBuffer();
}
