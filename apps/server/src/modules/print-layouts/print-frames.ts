import type { StoredFile } from '@/modules/shoots/shoots.table.ts';
import type { PrintShoot } from './print-layouts.repo.ts';

// sharp reads these (a GIF's first frame); videos print their poster instead.
const isStill = (file: StoredFile | undefined): file is StoredFile => file !== undefined && file.mimetype.startsWith('image/');

/**
 * The stored files a sheet's frames come from, in capture order. A layout of several pictures takes the
 * captured frames when the shoot kept them (photo layouts, GIFs, boomerangs); one picture is the
 * overlayed rendition or the original as `pictureWithOverlay` asks, else the poster (GIF, boomerang,
 * video) or the first captured frame.
 */
export function printFrames(shoot: PrintShoot, options: { includeFrames: number; pictureWithOverlay: boolean }): StoredFile[] {
  const { overlayed, original, main, poster } = shoot.renditions;
  const captured = shoot.input.files.filter(isStill);
  if (options.includeFrames > 1 && captured.length > 1) return captured;
  const preferred = options.pictureWithOverlay ? [overlayed, main, poster, original] : [original, poster, overlayed, main];
  const still = preferred.find(isStill) ?? captured[0];
  return still ? [still] : [];
}
