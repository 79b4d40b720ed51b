export interface CropRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** The largest centred rectangle of `aspect` (width / height) inside a width × height source. */
export function centerCrop(width: number, height: number, aspect: number): CropRect {
  if (width <= 0 || height <= 0) return { sx: 0, sy: 0, sw: 0, sh: 0 };
  if (width / height > aspect) {
    const sw = Math.round(height * aspect);
    return { sx: Math.round((width - sw) / 2), sy: 0, sw, sh: height };
  }
  const sh = Math.round(width / aspect);
  return { sx: 0, sy: Math.round((height - sh) / 2), sw: width, sh };
}

/** Draws `image` so that it covers the target rectangle (cropped to its shape, like CSS object-fit: cover). */
export function drawCover(
  context: CanvasRenderingContext2D,
  image: CanvasImageSource & { width: number; height: number },
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const natural = image instanceof HTMLImageElement ? { w: image.naturalWidth, h: image.naturalHeight } : { w: image.width, h: image.height };
  const crop = centerCrop(natural.w, natural.h, width / height);
  if (crop.sw === 0 || crop.sh === 0) return;
  context.drawImage(image, crop.sx, crop.sy, crop.sw, crop.sh, x, y, width, height);
}

/** JPEG at quality 0.92: what the browser uploads for a still frame. */
export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be encoded'))), 'image/jpeg', 0.92);
  });
}

/** Loads a picture that a canvas may read back (assets come from our origin or a CORS-enabled store). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${src}`));
    image.src = src;
  });
}
