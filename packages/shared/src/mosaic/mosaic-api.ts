import { z } from 'zod';
import { mosaicFillModes, mosaicResolutionNames } from '../events/mosaic-constants.ts';
import { mosaicTileSizes } from './mosaic-grid.ts';

/**
 * The mosaic wall's contract (campaigns §2 Presentation, §3 Mosaic). The server places every picture
 * once and stores the placement; every screen draws the same stored placements.
 *
 * Tiles: `GET /api/mosaic-tiles/{placementId}?size=16|32|64|128` (the placed, colour-corrected tile).
 * Sheets (texture atlases): `GET /api/events/{slug}/mosaic/sheets/{sheet}?size=…&v={version}`, one JPEG
 * per block of MOSAIC_SHEET_BLOCK² cells, cell (x, y) of the block at (x·size, y·size).
 */

/** A picture (a guest's shoot), a static source the organiser uploaded, or a plausible filler (fill mode plausible). */
export const mosaicPlacementKinds = ['picture', 'static', 'filler'] as const;
export type MosaicPlacementKind = (typeof mosaicPlacementKinds)[number];

export const mosaicPlacementSchema = z.object({
  id: z.uuid(),
  cell: z.number().int().nonnegative(),
  /** Grows with every change of the wall; the stream's resume cursor. */
  seq: z.number().int().nonnegative(),
  kind: z.enum(mosaicPlacementKinds),
  placedAt: z.iso.datetime({ offset: true }),
});
export type MosaicPlacement = z.infer<typeof mosaicPlacementSchema>;

/** A cell given up (the picture was hidden, deleted or replaced); a `place` for the same cell may follow. */
export const mosaicFreeSchema = z.object({ id: z.uuid(), cell: z.number().int().nonnegative(), seq: z.number().int().nonnegative() });
export type MosaicFree = z.infer<typeof mosaicFreeSchema>;

export const mosaicGridSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  cellSize: z.number().int().positive(),
  columns: z.number().int().positive(),
  rows: z.number().int().positive(),
});

/** What the wall shows besides the tiles: the display settings of the mosaic, nothing else of the campaign. */
export const mosaicDisplaySchema = z.object({
  backgroundColor: z.string(),
  showFullscreenButton: z.boolean(),
  bigPicture: z.object({ enabled: z.boolean(), durationSeconds: z.number() }),
  demo: z.object({ enabled: z.boolean(), scale: z.number(), intervalSeconds: z.number(), timeoutSeconds: z.number() }),
  fillMode: z.enum(mosaicFillModes),
  fillDurationSeconds: z.number(),
  newImageDelaySeconds: z.number(),
  mouseSleepTimerSeconds: z.number(),
  progressBar: z.object({ enabled: z.boolean(), color: z.string() }),
  slideshow: z.object({ enabled: z.boolean(), intervalSeconds: z.number() }),
});
export type MosaicDisplay = z.infer<typeof mosaicDisplaySchema>;

/** GET /api/events/{slug}/mosaic (public, plan-gated like the page): everything a wall needs to draw itself. */
export const mosaicWallSchema = z.object({
  eventId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  /** Bumped by a reset and by a change of the grid or the target: a wall on another generation reloads. */
  generation: z.number().int().positive(),
  /** The newest `seq` included; send it back as Last-Event-ID on the stream. */
  cursor: z.string(),
  grid: mosaicGridSchema,
  /** Per sheet, the version to ask for (its newest change; 0 = nothing placed in it). */
  sheets: z.array(z.number().int().nonnegative()),
  display: mosaicDisplaySchema,
  /** The target picture at up to 1920 px (shown faintly under empty cells), and the alternative picture. */
  targetUrl: z.string().nullable(),
  alternativeUrl: z.string().nullable(),
  placements: z.array(mosaicPlacementSchema),
  /** Real pictures (not fillers) on the wall now. */
  pictureCount: z.number().int().nonnegative(),
});
export type MosaicWall = z.infer<typeof mosaicWallSchema>;

/**
 * Server-Sent Events of `GET /api/events/{slug}/mosaic/stream` (ids are `seq` cursors; Last-Event-ID resumes):
 * `place` (MosaicPlacement), `free` (MosaicFree), `reset` ({ generation }: reload the wall), `ready` ({ cursor, generation }).
 */
export const mosaicEventNames = ['place', 'free', 'reset', 'ready'] as const;
export const mosaicResetEventSchema = z.object({ generation: z.number().int().positive() });

export const mosaicTileQuerySchema = z.object({ size: z.coerce.number().pipe(z.union(mosaicTileSizes.map((size) => z.literal(size)))).default(64) });
export const mosaicSheetQuerySchema = mosaicTileQuerySchema.extend({ v: z.coerce.number().int().nonnegative().optional() });

/** GET /api/events/{slug}/mosaic/status (organiser): the wall at a glance, for the event page and the editor. */
export const mosaicStatusSchema = z.object({
  enabled: z.boolean(),
  /** The owner's plan includes the mosaic (Gold). */
  planAllows: z.boolean(),
  grid: mosaicGridSchema,
  generation: z.number().int().positive(),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  pictures: z.number().int().nonnegative(),
  statics: z.number().int().nonnegative(),
  fillers: z.number().int().nonnegative(),
  /** Eligible pictures not placed yet (placement runs in the background). */
  waiting: z.number().int().nonnegative(),
  hasTarget: z.boolean(),
  wallUrl: z.string(),
});
export type MosaicStatus = z.infer<typeof mosaicStatusSchema>;

/** GET /api/events/{slug}/mosaic/export?resolution=… (organiser): the finished mosaic as a JPEG, by default at the mosaic's resolution. */
export const mosaicExportQuerySchema = z.object({ resolution: z.enum(mosaicResolutionNames).optional() });

/** GET /api/shoots/{slug}/mosaic (public, the microsite's "your picture is in the mosaic"): where a picture sits; 404 when on no wall. */
export const shootMosaicSchema = z.object({
  mosaicSlug: z.string(),
  wallUrl: z.string(),
  /** From 1, as a guest counts. */
  row: z.number().int().positive(),
  column: z.number().int().positive(),
  rows: z.number().int().positive(),
  columns: z.number().int().positive(),
  /** A JPEG of the neighbourhood of the tile with the tile outlined (`GET /api/shoots/{slug}/mosaic/zoom`). */
  zoomUrl: z.string(),
});
export type ShootMosaic = z.infer<typeof shootMosaicSchema>;
