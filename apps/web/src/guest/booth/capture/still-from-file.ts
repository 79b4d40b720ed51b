import { canvasToJpeg, centerCrop, loadImage } from './frame-geometry';

// A phone photo has 12+ megapixels; the booth's pictures need far fewer and the upload stays small.
const LONG_SIDE_MAX = 2048;

/**
 * A picture from the device (the fallback upload) or the fallback avatar as a still frame: cropped to
 * the campaign's shape, at most 2048 px on the long side, JPEG like a camera frame.
 */
export async function stillFromFile(file: Blob, aspect: number): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const crop = centerCrop(image.naturalWidth, image.naturalHeight, aspect);
    const scale = Math.min(1, LONG_SIDE_MAX / Math.max(crop.sw, crop.sh));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(crop.sw * scale));
    canvas.height = Math.max(1, Math.round(crop.sh * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(image, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, canvas.width, canvas.height);
    return await canvasToJpeg(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}
