import { z } from 'zod';
import { assetRef, assetRefs, color, flag, int, num, tier } from './fields.ts';
import { MOSAIC_MAX_CELLS, mosaicExtraCellSizes, mosaicFillModes, mosaicResolutionNames, mosaicWhenFullRules } from './mosaic-constants.ts';
import { bigPictureSchema } from './big-picture.ts';
import { mosaicDimensionValue } from './rules/mosaic-dimension.ts';

export const MOSAIC_STATIC_SOURCES_MAX = 500;
const SOURCES_MAX = 20;

const dimensionValue = (fallback: number) =>
  z.preprocess(mosaicDimensionValue, z.number().int().min(1).max(100)).default(fallback);

/** Mosaic (Gold, campaigns §3, §9). */
export const mosaicSchema = z.object({
  plan: tier('Gold'),
  enabled: flag(false),
  showNotApproved: flag(false),
  showFullscreenButton: flag(true),
  useOverlayedPicture: flag(true),
  backgroundColor: color('#000000'),
  resolution: z.enum(mosaicResolutionNames).default('HD'),
  /** The mosaic's shape in whole units; 16 × 9 matches the default HD resolution. Empty values become 1. */
  dimension: z.object({ width: dimensionValue(16), height: dimensionValue(9) }).prefault({}),
  options: z
    .object({
      automaticCellSize: flag(true),
      minCellSize: int(1, 500, 20),
      /** One of the extra sizes, used when the size is not automatic. */
      extraCellSize: z.literal(mosaicExtraCellSizes).nullable().default(null),
      /** How many pictures the organiser expects: the automatic cell size gives about this many cells. */
      expectedPictures: int(1, MOSAIC_MAX_CELLS, 1_000),
    })
    .prefault({}),
  bigPicture: bigPictureSchema.prefault({}),
  /** The picture the mosaic recreates (a mosaicPicture asset); the spec's list implies it without naming it. */
  picture: assetRef(),
  /** Shown instead of the mosaic, e.g. before enough pictures have arrived. */
  alternativePicture: assetRef(),
  demo: z
    .object({
      enabled: flag(false),
      scale: num(0.1, 10, 1),
      intervalSeconds: num(0.1, 60, 3),
      timeoutSeconds: num(0.1, 60, 3),
    })
    .prefault({}),
  placeBehaviour: z
    .object({
      fillMode: z.enum(mosaicFillModes).default('live'),
      fillDurationSeconds: num(0, 60, 0.1),
      cellSize: int(1, 2_250, 20),
      newImageDelaySeconds: num(0, 60, 1),
      mouseSleepTimerSeconds: num(0, 600, 2),
      sourceOverlayOpacity: num(0, 1, 0.4),
      colorCorrectionIntensity: num(0, 1, 0.95),
      /** Once every cell holds a picture, a newcomer replaces the oldest picture or the worst-matching one. */
      whenFull: z.enum(mosaicWhenFullRules).default('replaceOldest'),
    })
    .prefault({}),
  progressBar: z.object({ enabled: flag(false), color: color('#ffffff') }).prefault({}),
  /** Pictures uploaded for the mosaic (mosaicPicture assets). */
  staticSources: assetRefs(MOSAIC_STATIC_SOURCES_MAX),
  /** Other events whose pictures fill the mosaic too. */
  eventSources: z.array(z.uuid()).max(SOURCES_MAX).default([]),
  slideshow: z.object({ enabled: flag(false), intervalSeconds: int(1, 120, 5) }).prefault({}),
});
export type Mosaic = z.infer<typeof mosaicSchema>;
