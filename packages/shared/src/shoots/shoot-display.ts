import { z } from 'zod';

/**
 * A picture sized for a screen (issue 9): WebP copies made at processing time, offered as a `srcset`
 * so a phone loads a few hundred kilobytes instead of the full file, which stays for download and
 * sharing. `src` is the widest copy; width and height are the picture's, for the layout before it loads.
 */
export const shootDisplaySchema = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ShootDisplay = z.infer<typeof shootDisplaySchema>;
