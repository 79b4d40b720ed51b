import { z } from 'zod';
import { flag, int } from './fields.ts';

/** Showing the newest picture large for a moment, on the gallery, dynamic gallery and mosaic. */
export const bigPictureSchema = z.object({
  enabled: flag(false),
  durationSeconds: int(1, 120, 5),
});
