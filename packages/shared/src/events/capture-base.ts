import { z } from 'zod';
import { assetRef, assetRefs, color, flag, int, LIST_MAX, num, shortText, tier } from './fields.ts';

/** The kinds of shutter features (campaigns §3 "Capture feature kinds"). */
export const captureFeatureKinds = [
  'photo',
  'gif',
  'boomerang',
  'ai',
  'video',
  'photolayout',
  'screensaver',
  'imageProcessing',
  'aifilter',
  'face',
] as const;
export type CaptureFeatureKind = (typeof captureFeatureKinds)[number];

/** The kinds a guest captures with; each has booth capture settings. */
export const captureModeKinds = ['photo', 'gif', 'boomerang', 'ai', 'video', 'photolayout', 'aifilter'] as const;
export type CaptureModeKind = (typeof captureModeKinds)[number];

/** Up to 10 designs for overlays and AI (green-screen) backgrounds (campaigns §5). */
export const MAX_DESIGNS = 10;
export const DESIGNS_LIMIT_MESSAGE = `At most ${MAX_DESIGNS} designs`;
export const COUPLING_MESSAGE = 'Coupling needs as many backgrounds as overlays';

export const buttonShapes = ['circle', 'square', 'rounded'] as const;

/** Capture button look; circle, #000 on #fff (campaigns §9 "Button defaults"). */
export const buttonSettingsSchema = z.object({
  buttonShape: z.enum(buttonShapes).default('circle'),
  buttonColor: color('#000000'),
  buttonBackgroundColor: color('#ffffff'),
});

/** Camera defaults (campaigns §9): lighting off, front camera. */
export const shutterSettingsSchema = z.object({
  lighting: z.enum(['off', 'on', 'auto']).default('off'),
  defaultCamera: z.enum(['front', 'back']).default('front'),
  // A front camera shows a mirror image; guests expect to see themselves as in a mirror.
  mirror: flag(true),
});

interface CaptureTiming {
  frames: number;
  frameCaptureDelaySeconds: number;
  fps: number;
}

/** Capture defaults (campaigns §9): 4 frames, 0.5 s, 4 fps; boomerang 7 / 0.2 / 7; photo and AI filter 1 frame at 1 fps. */
export const captureTimingDefaults: Record<CaptureModeKind, CaptureTiming> = {
  photo: { frames: 1, frameCaptureDelaySeconds: 0.5, fps: 1 },
  gif: { frames: 4, frameCaptureDelaySeconds: 0.5, fps: 4 },
  boomerang: { frames: 7, frameCaptureDelaySeconds: 0.2, fps: 7 },
  // §3 gives AI capture 1 frame at 1 fps like photo.
  ai: { frames: 1, frameCaptureDelaySeconds: 0.5, fps: 1 },
  video: { frames: 4, frameCaptureDelaySeconds: 0.5, fps: 4 },
  photolayout: { frames: 4, frameCaptureDelaySeconds: 0.5, fps: 4 },
  aifilter: { frames: 1, frameCaptureDelaySeconds: 0.5, fps: 1 },
};

/**
 * Booth capture settings of one capture kind (campaigns §3). Stored once per capture mode, together
 * with that mode's feature fields, so overlays, frames and fps are not kept twice.
 */
export function boothCaptureSettings<K extends CaptureModeKind>(kind: K) {
  const timing = captureTimingDefaults[kind];
  return z.object({
    kind: z.literal(kind).default(kind),
    shutterButton: assetRef(),
    referenceLayer: assetRef(),
    /** An AR filter that helps guests line up with the reference layer. */
    alignmentFilter: assetRef(),
    /** Green-screen (AI) backgrounds a guest can choose from. */
    backgrounds: assetRefs(MAX_DESIGNS, DESIGNS_LIMIT_MESSAGE),
    overlays: assetRefs(MAX_DESIGNS, DESIGNS_LIMIT_MESSAGE),
    arFilters: assetRefs(),
    aiFilters: z.array(z.uuid()).max(LIST_MAX).default([]),
    allowChooseNoneArFilter: flag(false),
    allowChooseNoneBackground: flag(false),
    allowChooseNoneOverlay: flag(false),
    /** Each background comes with the overlay at the same position (campaigns §5 coupling rule). */
    coupleAssets: flag(false),
    applyArFilterAfterCapturing: flag(false),
    useNativeCamera: flag(false),
    pictureSubmitModeEnabled: flag(false),
    mirrorOverlayDuringCapture: flag(false),
    hideOverlayDuringCapture: flag(false),
    useLiveBackgroundSegmentation: flag(false),
    useLocalBackgroundSegmentation: flag(false),
    enableGuestbook: flag(false),
    offlineMode: flag(false),
    /** Pictures of this kind are printed through the print layout of the print layout creator. */
    printLayout: flag(false),
    buttonSettings: buttonSettingsSchema.prefault({}),
    shutterSettings: shutterSettingsSchema.prefault({}),
    frames: int(1, 30, timing.frames),
    frameCaptureDelaySeconds: num(0.05, 10, timing.frameCaptureDelaySeconds),
    fps: int(1, 30, timing.fps),
  });
}

export const captureModeNames: Record<CaptureModeKind, string> = {
  photo: 'Photo',
  gif: 'GIF',
  boomerang: 'Boomerang',
  ai: 'AI',
  video: 'Video',
  photolayout: 'Photo layout',
  aifilter: 'AI filter',
};

/** Fields every shutter feature shares (campaigns §3): name, label, group Shutter, off by default. */
export function featureFields(name: string) {
  return {
    name: shortText(name),
    text: shortText(name),
    group: z.literal('Shutter').default('Shutter'),
    enabled: flag(false),
    plan: tier('Free'),
    hideOverlays: flag(false),
    /** Shutter-screen background while this mode is active. */
    background: assetRef(),
  };
}

/** Pre-roll and post-roll videos played around a capture; the post-roll starts after 3 loops. */
export const rollFields = () => ({
  preRollVideo: assetRef(),
  postRollVideo: assetRef(),
  /** Called startAfterLoops in the editor's form. */
  postRollStartAfterLoops: int(0, 100, 3),
});

/** Coupling a green screen with an overlay needs equal counts (campaigns §5). */
export interface CouplingFields {
  coupleAssets: boolean;
  overlays: readonly string[];
  backgrounds: readonly string[];
}

export function couplingIssue(mode: CouplingFields): string | null {
  return mode.coupleAssets && mode.overlays.length !== mode.backgrounds.length ? COUPLING_MESSAGE : null;
}
