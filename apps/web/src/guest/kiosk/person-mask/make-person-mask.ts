import { maskFromAlpha, PERSON_MASK_MAX_SIDE } from '@booth/shared';
import { fitSize } from '@/guest/kiosk/review/picture-compose';
import { encodeGreyPng } from './grey-png';
import { marksSomeone, type MaskPixels } from './mask-pixels';
import { segmentPerson, type PersonSegmenter } from './segment-person';

/** A person mask as the kiosk makes it: the pixels for the review's halo, and the same as a grey PNG for the upload. */
export interface PersonMaskImage extends MaskPixels {
  png: Blob;
}

/**
 * The person mask of a captured still for the halo (campaigns §3 Image processing), made on the
 * tablet: the still as taken (before any edit), drawn at most PERSON_MASK_MAX_SIDE on its longer side
 * (the server scales the mask to the picture), the selfie segmentation's alpha of it, and that as a
 * grey PNG. Null for a cut-out, whose own transparency is the mask (the review and the server use
 * that), and when nobody was found (there is nothing to glow around).
 */
export async function makePersonMask(still: Blob, segmenter: PersonSegmenter): Promise<PersonMaskImage | null> {
  const bitmap = await createImageBitmap(still);
  try {
    const { width, height } = fitSize({ width: bitmap.width, height: bitmap.height }, PERSON_MASK_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('This browser cannot draw on a canvas');
    context.drawImage(bitmap, 0, 0, width, height);
    // A JPEG is opaque by its format; any other still is a cut-out when some pixel is transparent.
    if (still.type !== 'image/jpeg' && maskFromAlpha(context.getImageData(0, 0, width, height).data, width, height)) return null;
    const pixels = await segmentPerson(segmenter, canvas, width, height);
    if (!marksSomeone(pixels)) return null;
    return { width, height, pixels, png: await encodeGreyPng(pixels, width, height) };
  } finally {
    bitmap.close();
  }
}
