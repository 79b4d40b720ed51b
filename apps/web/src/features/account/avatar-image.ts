import { assetRule } from '@booth/shared';

/** The avatar asset's one allowed size (campaigns §5: "avatar 128x128 PNG"). */
const avatarSizes = assetRule('avatar').sizes;
const SIZE = avatarSizes === 'any' ? 128 : (avatarSizes[0]?.width ?? 128);

/** Where a square of the picture's shorter side, centred, starts: the part an avatar shows. */
export function centreSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), side };
}

/**
 * Any photo the browser can decode, as the 128×128 PNG the avatar asset must be: the centred square,
 * scaled. People pick a holiday photo, not a prepared icon; the server still checks the result.
 */
export async function toAvatarPng(file: File): Promise<File> {
  // createImageBitmap applies the EXIF rotation, so a phone's portrait photo stays upright.
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = SIZE;
    canvas.height = SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const { x, y, side } = centreSquare(bitmap.width, bitmap.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, x, y, side, side, 0, 0, SIZE, SIZE);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('the picture could not be encoded');
    return new File([blob], 'avatar.png', { type: 'image/png' });
  } finally {
    bitmap.close();
  }
}
