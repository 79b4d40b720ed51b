import { z } from 'zod';
import { arLandmarks } from './ar-landmarks.ts';

/** The package's fixed file names (docs/ar-filters.md): the manifest and the 180x180 preview (campaigns §5). */
export const AR_FILTER_MANIFEST_FILE = 'manifest.json';
export const AR_FILTER_PREVIEW_FILE = 'preview.png';
export const AR_FILTER_PREVIEW_SIZE = 180;

/**
 * Limits of an AR filter package. A guest's tablet decodes every layer into memory and draws all of
 * them on every frame: 8 layers of at most 1024 px a side are 32 MB decoded, which a mid-range tablet
 * holds beside the camera and the face model. The byte limits admit any honest PNG of that size.
 */
export const AR_FILTER_LIMITS = {
  maxLayers: 8,
  /** Files in the ZIP, folders and files no layer names included. */
  maxEntries: 64,
  manifestBytes: 64_000,
  layerBytes: 4_000_000,
  layerMaxSide: 1024,
  previewBytes: 1_000_000,
} as const;

/** What a layer's size is measured against on the guest's face. */
export const arScaleReferences = ['eyeDistance', 'faceWidth', 'faceHeight'] as const;
export type ArScaleReference = (typeof arScaleReferences)[number];

const LANDMARK_LIST = arLandmarks.join(', ');
const PNG_PATH = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\.png$/i;

const landmarkSchema = z.enum(arLandmarks, {
  error: (issue) => `unknown landmark ${JSON.stringify(issue.input)}; use one of ${LANDMARK_LIST}`,
});

const finite = (what: string) => z.number({ error: `${what} must be a number` });

const pointSchema = (what: string, min: number, max: number) =>
  z.strictObject({
    x: finite(`${what}.x`).min(min, { error: `${what}.x must be at least ${min}` }).max(max, { error: `${what}.x must be at most ${max}` }),
    y: finite(`${what}.y`).min(min, { error: `${what}.y must be at least ${min}` }).max(max, { error: `${what}.y must be at most ${max}` }),
  });

/** One PNG of the filter and where it sits on the face (docs/ar-filters.md "Layers"). */
export const arLayerSchema = z.strictObject({
  /** The PNG inside the package, as a relative path. */
  file: z
    .string({ error: 'file must be the path of a PNG in the package' })
    .max(120, { error: 'file is longer than 120 characters' })
    .regex(PNG_PATH, { error: 'file must be a relative path to a .png file (letters, digits, . _ - and /)' }),
  /** The landmark the pivot sits on; several are averaged (["leftEye", "rightEye"] is the middle between the eyes). */
  anchor: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(landmarkSchema, { error: 'anchor must be a landmark name or a list of landmark names' })
      .min(1, { error: 'anchor names no landmark' })
      .max(4, { error: 'anchor may average at most 4 landmarks' }),
  ),
  /** The pixel of the PNG (from its top-left corner) that is placed on the anchor. */
  pivot: pointSchema('pivot', 0, AR_FILTER_LIMITS.layerMaxSide),
  /** How many of the PNG's pixels span the reference distance on the face: this sets the layer's size. */
  scale: z.strictObject({
    reference: z.enum(arScaleReferences, { error: `scale.reference must be one of ${arScaleReferences.join(', ')}` }).default('eyeDistance'),
    pixels: finite('scale.pixels')
      .positive({ error: 'scale.pixels must be more than 0' })
      .max(4 * AR_FILTER_LIMITS.layerMaxSide, { error: `scale.pixels must be at most ${4 * AR_FILTER_LIMITS.layerMaxSide}` }),
  }),
  /** A shift from the anchor in reference distances, along the face (x to the right of the picture, y down); turns with the head. */
  offset: pointSchema('offset', -4, 4).default({ x: 0, y: 0 }),
  /** Degrees the layer is turned on top of the head's roll (clockwise). */
  rotation: finite('rotation').min(-180, { error: 'rotation must be at least -180' }).max(180, { error: 'rotation must be at most 180' }).default(0),
  /** Whether the layer tilts with the head (glasses do; a speech bubble may stay upright). */
  followRoll: z.boolean({ error: 'followRoll must be true or false' }).default(true),
  opacity: finite('opacity').min(0, { error: 'opacity must be between 0 and 1' }).max(1, { error: 'opacity must be between 0 and 1' }).default(1),
});
export type ArLayer = z.infer<typeof arLayerSchema>;

/** `manifest.json` of an AR filter package, format version 1. Unknown fields are errors, so a typo never goes unnoticed. */
export const arFilterManifestSchema = z.strictObject({
  version: z.literal(1, { error: 'version must be 1' }),
  name: z.string({ error: 'name must be text' }).trim().min(1, { error: 'name is empty' }).max(60, { error: 'name is longer than 60 characters' }).optional(),
  layers: z
    .array(arLayerSchema, { error: 'layers must be a list' })
    .min(1, { error: 'layers must name at least one layer' })
    .max(AR_FILTER_LIMITS.maxLayers, { error: `layers may hold at most ${AR_FILTER_LIMITS.maxLayers} layers` }),
});
export type ArFilterManifest = z.infer<typeof arFilterManifestSchema>;

export type ArManifestParse = { ok: true; manifest: ArFilterManifest } | { ok: false; problems: string[] };

/** The manifest, or each problem as `path: what is wrong` (`layers.0.anchor.0: unknown landmark "leftEyebrow"; …`). */
export function parseArFilterManifest(input: unknown): ArManifestParse {
  const parsed = arFilterManifestSchema.safeParse(input);
  if (parsed.success) return { ok: true, manifest: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    }),
  };
}

/** The PNGs the layers use, each once, in the order they first appear. */
export function arLayerFiles(manifest: ArFilterManifest): string[] {
  return [...new Set(manifest.layers.map((layer) => layer.file))];
}
