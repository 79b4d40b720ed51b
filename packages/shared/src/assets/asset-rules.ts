import { assetTypes, type AssetType } from './asset-types.ts';
import { mediaClassOf, type AssetMediaType, type MediaClass } from './media-types.ts';
import { orientationOf, type Orientation } from './orientation.ts';

/** A pixel size a kind expects; its orientation is derived, so the table cannot contradict itself. */
export interface PixelSize {
  width: number;
  height: number;
  orientation: Orientation;
}

export interface AssetRule {
  kind: AssetType;
  /** Accepted media types, decided by content. */
  types: readonly AssetMediaType[];
  /** Exact pixel sizes (after EXIF rotation) or `any` where the spec gives none or says "any size". */
  sizes: readonly PixelSize[] | 'any';
  /** Byte limit for each media class the kind accepts. */
  maxBytes: Partial<Record<MediaClass, number>>;
}

const MB = 1_000_000;

/**
 * Byte limits, base 1000 like every size shown in the product (platform §9). The spec names none, so:
 *
 * | media class            | limit  | why                                                              |
 * |------------------------|--------|------------------------------------------------------------------|
 * | image                  | 25 MB  | a 2560x1440 PNG with alpha is ~10 MB; room for noisy photos       |
 * | image of a print kind  | 50 MB  | "no size limit" for print: 300 dpi A4 and larger artwork          |
 * | video                  | 200 MB | a 30 s 1080p clip at a high bitrate; streamed, never buffered    |
 * | font                   | 5 MB   | large CJK fonts are 2–4 MB; fonts are parsed in memory            |
 * | archive (AR filter)    | 50 MB  | effect packages with textures; inspected before any extraction   |
 */
export const ASSET_BYTE_LIMITS: Readonly<Record<MediaClass, number>> = {
  image: 25 * MB,
  video: 200 * MB,
  font: 5 * MB,
  archive: 50 * MB,
};
export const PRINT_IMAGE_BYTE_LIMIT = 50 * MB;

const px = (width: number, height: number): PixelSize => ({ width, height, orientation: orientationOf(width, height) });

/** Booth screens (attention, main, review, share backgrounds; shutter overlay). */
const BOOTH_SCREEN = [px(2048, 1536), px(1536, 2048), px(1536, 1536)];
/** Main-type backgrounds also take a 16:9 landscape variant. */
const MAIN_SCREEN = [px(2048, 1536), px(2560, 1440), px(1536, 2048), px(1536, 1536)];
const SHUTTER_SCREEN = [px(1920, 1080), px(1080, 1920), px(1080, 1080)];
const ROLL_VIDEO = [px(1920, 1536), px(1536, 1920), px(1536, 1536)];
const FULL_HD_LANDSCAPE = [px(1920, 1080)];

const PNG = 'image/png';
const JPEG = 'image/jpeg';
const GIF = 'image/gif';
const MP4 = 'video/mp4';
const MOV = 'video/quicktime';
const WEBM = 'video/webm';
const ZIP = 'application/zip';
const FONTS = ['font/ttf', 'font/otf', 'font/woff', 'font/woff2'] as const;

interface RuleSpec {
  types: readonly AssetMediaType[];
  sizes: readonly PixelSize[] | 'any';
  imageBytes?: number;
}

/** One line per kind; the comment names the line of campaigns §5 it comes from, or why we chose. */
const RULES: Record<AssetType, RuleSpec> = {
  // "avatar 128x128 PNG"
  avatar: { types: [PNG], sizes: [px(128, 128)] },
  // "virtual-booth avatar 1060x1060 PNG or GIF"
  vbAvatar: { types: [PNG, GIF], sizes: [px(1060, 1060)] },
  // Not sized by the spec: an alignment layer drawn over the live camera and scaled to it, so any
  // size; PNG or GIF because it needs transparency.
  referenceLayer: { types: [PNG, GIF], sizes: 'any' },
  // "reference image 200x200 JPEG, PNG or GIF"
  referenceImage: { types: [JPEG, PNG, GIF], sizes: [px(200, 200)] },
  // "attention background 2048x1536 landscape, 1536x2048 portrait, 1536x1536 square, MP4, GIF, PNG or JPEG"
  attentionScreenBackground: { types: [MP4, GIF, PNG, JPEG], sizes: BOOTH_SCREEN },
  // "main screen background same sizes, PNG or JPEG; 16:9 main background 2560x1440"
  mainScreenBackground: { types: [PNG, JPEG], sizes: MAIN_SCREEN },
  // "mosaic and print images accept any size"
  mosaicPicture: { types: [JPEG, PNG], sizes: 'any' },
  // "shutter button 800x800 PNG, GIF or JPEG"
  shutterButton: { types: [PNG, GIF, JPEG], sizes: [px(800, 800)] },
  // "shutter background 1920x1080, 1080x1920, 1080x1080 in PNG, JPEG, GIF, MOV, WEBM, MP4"
  shutterBackground: { types: [PNG, JPEG, GIF, MOV, WEBM, MP4], sizes: SHUTTER_SCREEN },
  // "shutter overlay PNG, GIF, MOV, WEBM, MP4 at 2048x1536, 1536x2048, 1536x1536"
  shutterOverlay: { types: [PNG, GIF, MOV, WEBM, MP4], sizes: BOOTH_SCREEN },
  // "digital overlays 16:9 at 1920x1080"; formats unnamed, so those of the shutter overlay.
  digitalOverlays16x9: { types: [PNG, GIF, MOV, WEBM, MP4], sizes: FULL_HD_LANDSCAPE },
  // Not sized by the spec. Picture overlays (frames) are made for the event's dimension, which may be
  // any of nine ratios (campaigns §5), and are scaled onto the picture; a fixed list would refuse valid
  // frames, so any size. PNG or GIF because frames need transparency.
  overlay: { types: [PNG, GIF], sizes: 'any' },
  // "look-here graphic PNG, JPEG, GIF or QUICKTIME"; no size given, so any.
  lookHereGraphic: { types: [PNG, JPEG, GIF, MOV], sizes: 'any' },
  // Not sized by the spec: a background keyed in behind the guest and scaled to the picture, so any size.
  greenScreen: { types: [PNG, JPEG], sizes: 'any' },
  // "countdown sequence, pre-roll and post-roll videos MP4 at 1920x1536, 1536x1920, 1536x1536"
  countDownSequence: { types: [MP4], sizes: ROLL_VIDEO },
  postRollVideo: { types: [MP4], sizes: ROLL_VIDEO },
  preRollVideo: { types: [MP4], sizes: ROLL_VIDEO },
  // "sticker 800x800 PNG"
  sticker: { types: [PNG], sizes: [px(800, 800)] },
  // "review and share backgrounds as the main background, PNG or JPEG"
  reviewScreenBackground: { types: [PNG, JPEG], sizes: MAIN_SCREEN },
  shareScreenBackground: { types: [PNG, JPEG], sizes: MAIN_SCREEN },
  // "print assets have no size limit": any pixel size, a larger byte limit; the overlay needs alpha.
  printOverlay: { types: [PNG], sizes: 'any', imageBytes: PRINT_IMAGE_BYTE_LIMIT },
  printBackground: { types: [PNG, JPEG], sizes: 'any', imageBytes: PRINT_IMAGE_BYTE_LIMIT },
  printImage: { types: [PNG, JPEG], sizes: 'any', imageBytes: PRINT_IMAGE_BYTE_LIMIT },
  // "banner 600x200 PNG or JPEG"
  banner: { types: [PNG, JPEG], sizes: [px(600, 200)] },
  // "icon 360x360"; formats unnamed: PNG (icons are usually transparent) or JPEG.
  icon: { types: [PNG, JPEG], sizes: [px(360, 360)] },
  // Not sized by the spec: a small graphic placed by the organiser, so any size.
  badge: { types: [PNG, JPEG, GIF], sizes: 'any' },
  // "screensaver 1920x1080"; formats unnamed: a still or a loop, as the other full-screen media.
  screenSaver: { types: [PNG, JPEG, GIF, MP4, MOV, WEBM], sizes: FULL_HD_LANDSCAPE },
  // "microsite background 1920x1080 PNG, JPEG, GIF"
  micrositeBackground: { types: [PNG, JPEG, GIF], sizes: FULL_HD_LANDSCAPE },
  // "AR filter 180x180 ZIP": the ZIP has no pixels; 180x180 is its preview, shown in the hint only.
  arFilter: { types: [ZIP], sizes: [px(180, 180)] },
  // Not sized by the spec: the example picture of an AI filter, shown scaled, so any size.
  aiFilter: { types: [PNG, JPEG], sizes: 'any' },
  // platform §5 "Font formats: ttf, otf, woff, woff2"; fonts have no pixels.
  font: { types: FONTS, sizes: 'any' },
  // Not sized by the spec: shown scaled in headers and e-mails, so any size.
  logo: { types: [PNG, JPEG, GIF], sizes: 'any' },
  // "face-parameter overlays PNG or GIF"; no size given, so any.
  faceValidOverlay: { types: [PNG, GIF], sizes: 'any' },
  faceInvalidOverlay: { types: [PNG, GIF], sizes: 'any' },
};

function build(kind: AssetType, spec: RuleSpec): AssetRule {
  const maxBytes: Partial<Record<MediaClass, number>> = {};
  for (const type of spec.types) {
    const mediaClass = mediaClassOf(type);
    maxBytes[mediaClass] = mediaClass === 'image' && spec.imageBytes ? spec.imageBytes : ASSET_BYTE_LIMITS[mediaClass];
  }
  return { kind, types: spec.types, sizes: spec.sizes, maxBytes };
}

export const assetRules = Object.fromEntries(assetTypes.map((kind) => [kind, build(kind, RULES[kind])])) as Readonly<
  Record<AssetType, AssetRule>
>;
