/** Mosaic resolutions in pixels (campaigns §9); HD is the default. */
export const mosaicResolutions = {
  SD: { width: 720, height: 576 },
  HD: { width: 1920, height: 1080 },
  '4K': { width: 3840, height: 2160 },
  '8K': { width: 7680, height: 4320 },
} as const;
export type MosaicResolution = keyof typeof mosaicResolutions;
export const mosaicResolutionNames = ['SD', 'HD', '4K', '8K'] as const satisfies readonly MosaicResolution[];

/**
 * The fixed extra cell sizes offered besides the automatic one (campaigns §9 names only the ends, 161
 * and 2250). Read, like cellSize, as pixels. Twelve steps evenly spaced on a log scale (each about 1.27×
 * the one before, i.e. about 1.6× the cell's area), so every step of the picker changes the picture
 * by the same visible amount, from a 4K wall down to a handful of large tiles on an 8K print.
 */
export const mosaicExtraCellSizes = [161, 205, 260, 330, 420, 534, 679, 863, 1097, 1394, 1771, 2250] as const;
export type MosaicExtraCellSize = (typeof mosaicExtraCellSizes)[number];

/** Fill modes (campaigns §4): preload all pictures, place them live as they arrive, or a plausible simulation. */
export const mosaicFillModes = ['preload', 'live', 'plausible'] as const;

/** What a newcomer does once every cell holds a picture: every picture gets a place, so one must give way. */
export const mosaicWhenFullRules = ['replaceOldest', 'replaceWorst'] as const;
export type MosaicWhenFull = (typeof mosaicWhenFullRules)[number];

/**
 * The most cells a mosaic has, whatever the cell size says (a 1 px cell on 8K would be 33 million):
 * the automatic size and a too small fixed size are raised until the grid fits. 40,000 keeps the
 * placement under 20 ms and the wall's sprites within what a venue laptop draws smoothly.
 */
export const MOSAIC_MAX_CELLS = 40_000;
