import { z } from 'zod';

/**
 * Every kind of asset an organiser can upload (platform §3 "Asset types"). The spec also lists a
 * `{hash}` placeholder; that is a per-design key in event settings, not an upload kind, so it is absent.
 * The face-parameter valid and invalid overlays are named `faceValidOverlay` and `faceInvalidOverlay`.
 */
export const assetTypes = [
  'avatar',
  'vbAvatar',
  'referenceLayer',
  'referenceImage',
  'attentionScreenBackground',
  'mainScreenBackground',
  'mosaicPicture',
  'shutterButton',
  'shutterBackground',
  'shutterOverlay',
  'digitalOverlays16x9',
  'overlay',
  'lookHereGraphic',
  'greenScreen',
  'countDownSequence',
  'postRollVideo',
  'preRollVideo',
  'sticker',
  'reviewScreenBackground',
  'shareScreenBackground',
  'printOverlay',
  'printBackground',
  'printImage',
  'banner',
  'icon',
  'badge',
  'screenSaver',
  'micrositeBackground',
  'arFilter',
  'aiFilter',
  'font',
  'logo',
  'faceValidOverlay',
  'faceInvalidOverlay',
] as const;

export const assetTypeSchema = z.enum(assetTypes);
export type AssetType = z.infer<typeof assetTypeSchema>;

export function isAssetType(value: unknown): value is AssetType {
  return typeof value === 'string' && (assetTypes as readonly string[]).includes(value);
}
