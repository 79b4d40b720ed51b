import type { Segmenter } from '@/guest/booth/ml/segmenter';
import { alphaOf } from './mask-pixels';

/** What of the on-device segmenter (booth/ml/segmenter) the person mask needs. */
export type PersonSegmenter = Pick<Segmenter, 'cutout'>;

/**
 * Where the person is in `source`, at `width` × `height` (the source covering it): the alpha of the
 * segmenter's cut-out, one byte per pixel, 255 the person.
 */
export async function segmentPerson(segmenter: PersonSegmenter, source: HTMLVideoElement | HTMLCanvasElement, width: number, height: number): Promise<Uint8Array> {
  const cut = await segmenter.cutout(source, width, height);
  const pixels = cut.getContext('2d', { willReadFrequently: true })?.getImageData(0, 0, width, height);
  if (!pixels) throw new Error('This browser cannot read a canvas');
  return alphaOf(pixels.data);
}
