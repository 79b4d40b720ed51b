import { z } from 'zod';

export const orientations = ['landscape', 'portrait', 'square'] as const;
export const orientationSchema = z.enum(orientations);
export type Orientation = z.infer<typeof orientationSchema>;

/**
 * Orientation of a picture from its pixel size (after EXIF rotation): wider than high is landscape,
 * higher than wide portrait, equal square.
 */
export function orientationOf(width: number, height: number): Orientation {
  if (width === height) return 'square';
  return width > height ? 'landscape' : 'portrait';
}
