import { coverCanvas, type Aspect } from '@/platform/media/shoot-canvas.ts';
import type { Size } from '@/platform/media/ffmpeg-args.ts';

const even = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/**
 * A guest video's output size (campaigns §9 video quality): the campaign's aspect with its SHORT side
 * at the mode's quality — 480 gives 480×640 for a portrait 3:4 and 640×480 for a landscape 4:3, as a
 * "480p" video is understood — but never more than the recording holds after the cover crop (a
 * camera that delivered less is not upscaled). Even sides, for H.264's 4:2:0 chroma.
 */
export function videoOutputSize(source: Size, aspect: Aspect, quality: number): Size {
  const crop = coverCanvas(source, aspect, Number.POSITIVE_INFINITY);
  const portrait = aspect.width <= aspect.height;
  const cropShort = portrait ? crop.width : crop.height;
  const short = Math.min(quality, cropShort);
  const long = (short * Math.max(aspect.width, aspect.height)) / Math.min(aspect.width, aspect.height);
  return portrait ? { width: even(short), height: even(long) } : { width: even(long), height: even(short) };
}
