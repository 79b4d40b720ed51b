import { z } from 'zod';
import { assetRef, color, flag, int, num, tier } from './fields.ts';
import { layoutNodesSchema, rectanglesSchema } from './print-layout-nodes.ts';
import { fitPrintCanvas, paperRatios, PRINT_CANVAS_MAX } from './rules/print-canvas.ts';

const ratioText = z.string().regex(/^\d{1,4}:\d{1,4}$/, { error: 'Expected a ratio such as 4:6' });
const defaultCanvas = fitPrintCanvas('4:6');

/** The paper on the print layout canvas (campaigns §3, §9): 4:6, white, at most 1920 px on the longer side. */
export const paperConfigSchema = z.object({
  width: int(1, PRINT_CANVAS_MAX, defaultCanvas.width),
  height: int(1, PRINT_CANVAS_MAX, defaultCanvas.height),
  ratio: z.enum(paperRatios).default('4:6'),
  fill: color('#ffffff'),
  scale: num(0.1, 10, 1),
  shadow: z
    .object({
      color: color('#000000'),
      blur: int(0, 100, 10),
      opacity: num(0, 1, 0.6),
    })
    .prefault({}),
  frameDimension: ratioText.default('1:1'),
});
export type PaperConfig = z.infer<typeof paperConfigSchema>;

/** One print layout (campaigns §3 "Configuration"). */
export const printLayoutConfigurationSchema = z.object({
  paperSize: z.enum(paperRatios).default('4:6'),
  /** How many captured frames the layout shows. */
  includeFrames: int(1, 30, 1),
  pictureWithOverlay: flag(false),
  qrCode: flag(false),
  addCurrentDate: flag(false),
  /** Two strips side by side on one sheet, cut apart after printing. */
  duplicateStripePrinting: flag(false),
  backgroundAsset: assetRef(),
  overlayAsset: assetRef(),
  backgroundColor: color('#ffffff'),
  rectangles: rectanglesSchema,
  nodes: layoutNodesSchema,
});
export type PrintLayoutConfiguration = z.infer<typeof printLayoutConfigurationSchema>;

/**
 * Print layout creator (Gold, campaigns §3): one layout per printable capture kind. The spec names
 * photo, GIF, boomerang and AI filter; issue 25 adds photo layouts (multi-shot captures) as a kind of
 * their own, with the same defaults.
 */
export const printLayoutCreatorSchema = z.object({
  enabled: flag(false),
  plan: tier('Gold'),
  version: int(1, 1_000, 1),
  paperConfig: paperConfigSchema.prefault({}),
  settings: z
    .object({
      photo: printLayoutConfigurationSchema.prefault({}),
      gif: printLayoutConfigurationSchema.prefault({}),
      boomerang: printLayoutConfigurationSchema.prefault({}),
      aifilter: printLayoutConfigurationSchema.prefault({}),
      photoLayout: printLayoutConfigurationSchema.prefault({}),
    })
    .prefault({}),
});
export type PrintLayoutCreator = z.infer<typeof printLayoutCreatorSchema>;
