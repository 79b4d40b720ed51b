import type { Orientation } from '@booth/shared';

/** A file path or the bytes of an image. */
export type ImageInput = string | Buffer;

/** The formats the pipeline decodes; anything else (SVG, TIFF, HEIF, PDF …) is refused. */
export type ImageFormat = 'png' | 'jpeg' | 'gif';

export interface ImageInfo {
  format: ImageFormat;
  /** Width and height as displayed, i.e. after EXIF orientation. */
  width: number;
  height: number;
  orientation: Orientation;
  /** The EXIF orientation tag (1–8) when present. */
  exifOrientation?: number;
  hasAlpha: boolean;
  /** Frames of an animated GIF; 1 for stills. */
  pages: number;
}

export interface EncodedImage {
  data: Buffer;
  format: ImageFormat | 'webp';
  contentType: string;
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
