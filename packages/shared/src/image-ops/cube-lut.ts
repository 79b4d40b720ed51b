import { applyColourOps } from './colour-ops.ts';
import { completeValues, type ImageOpsValues } from './ops-values.ts';

/**
 * 35 lattice points per axis (every 7.5 levels, each computed at the nearest 8-bit colour): with
 * tetrahedral interpolation a picture differs from the stills' operations by about half a level on
 * average (18 points gave 1.3, 52 and 86 no better than 35), in a file of about 900 KB.
 */
export const CUBE_SIZE = 35;

/**
 * The colour stage of the values (everything but sharpen) as a 3D lookup table in the .cube format
 * (Adobe / DaVinci "LUT_3D_SIZE"), for video: ffmpeg's `lut3d` filter interpolates between the lattice
 * points, so a recording is coloured by the very operations the stills get, within interpolation. The
 * lattice colours go through `applyColourOps` itself; red varies fastest, as the format wants.
 */
export function imageOpsCube(values: Partial<ImageOpsValues>, size = CUBE_SIZE): string {
  const last = size - 1;
  const lattice = new Uint8ClampedArray(size * size * size * 4);
  let i = 0;
  for (let blue = 0; blue < size; blue++) {
    for (let green = 0; green < size; green++) {
      for (let red = 0; red < size; red++, i += 4) {
        lattice[i] = Math.round((red * 255) / last);
        lattice[i + 1] = Math.round((green * 255) / last);
        lattice[i + 2] = Math.round((blue * 255) / last);
        lattice[i + 3] = 255;
      }
    }
  }
  applyColourOps(lattice, completeValues(values));
  const lines = [`LUT_3D_SIZE ${size}`];
  const level = (value: number) => (value / 255).toFixed(4);
  for (let at = 0; at < lattice.length; at += 4) lines.push(`${level(lattice[at]!)} ${level(lattice[at + 1]!)} ${level(lattice[at + 2]!)}`);
  return `${lines.join('\n')}\n`;
}
