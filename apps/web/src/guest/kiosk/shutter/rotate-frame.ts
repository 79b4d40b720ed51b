import { canvasToJpeg, loadImage } from '@/guest/booth/capture/frame-geometry';

export type Rotation = 0 | 90 | 180 | 270;

/**
 * How much a frame turned by `degrees` must grow to fill its own width × height again (like CSS
 * object-fit: cover): a quarter turn swaps the sides, so the longer one must cover the shorter.
 */
export function rotationCoverScale(width: number, height: number, degrees: Rotation): number {
  if (degrees % 180 === 0 || width <= 0 || height <= 0) return 1;
  return Math.max(width / height, height / width);
}

/**
 * The shutter screen's `imageRotationDegree` applied to a captured frame (a tablet mounted the other
 * way round): turned clockwise about its centre and cropped back to the frame's own size, so the
 * picture keeps the campaign's shape. The live view turns the same way (kiosk-shutter.module.css).
 */
export async function rotateFrame(frame: Blob, degrees: Rotation): Promise<Blob> {
  if (degrees === 0) return frame;
  const url = URL.createObjectURL(frame);
  try {
    const image = await loadImage(url);
    const { naturalWidth: width, naturalHeight: height } = image;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return frame;
    const scale = rotationCoverScale(width, height, degrees);
    context.translate(width / 2, height / 2);
    context.rotate((degrees * Math.PI) / 180);
    context.scale(scale, scale);
    context.drawImage(image, -width / 2, -height / 2, width, height);
    return await canvasToJpeg(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}
