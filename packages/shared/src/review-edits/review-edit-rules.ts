import type { ImageProcessingFeature, ReviewScreen, Shutter, VirtualSettings } from '../events/index.ts';
import { isGifSpeedOptionVisible } from '../events/rules/screens.ts';
import { FILTER_PRESETS, filterPreset, type FilterPreset } from '../image-ops/filter-presets.ts';
import { changesPixels } from '../image-ops/apply-image-ops.ts';
import { haloVisible } from '../image-ops/halo.ts';
import { pictureValues } from '../image-ops/merge-values.ts';
import type { HaloSettings, ImageOpsValues } from '../image-ops/ops-values.ts';
import type { UploadCaptureKind } from '../shoots/shoot-kinds.ts';
import type { GuestAdjustments, ReviewEdits } from './review-edits.ts';

/*
 * Which review edits a capture may carry (campaigns §3 Review screen, §4). The kiosk's editor offers
 * exactly these and the server accepts and renders exactly these, so both read them from here.
 */

/** The capture as far as the rules care: its kind and whether a green-screen background is in it. */
export interface ReviewCapture {
  kind: UploadCaptureKind;
  backgroundId: string | null;
  /** The browser already replaced the background: guest and background are one picture. */
  backgroundApplied: boolean;
}

/**
 * Drawings, emoji, stickers and text go onto pictures made of stills. A video would need the layer
 * burned into every frame of a recording, which the review screen does not offer.
 */
export const LAYER_KINDS: readonly UploadCaptureKind[] = ['photo', 'gif', 'boomerang', 'photolayout'];

/**
 * Filters recolour the guest's frames, which the server has apart only for these kinds; a photo
 * layout's preview is one composed picture with its frame on top, and a video is a recording.
 */
export const FILTER_KINDS: readonly UploadCaptureKind[] = ['photo', 'gif', 'boomerang'];

export interface LayerTools {
  draw: boolean;
  emoji: boolean;
  stickers: boolean;
  text: boolean;
}

/** The drawing tools the campaign switched on that this capture can take. Stickers need sticker assets. */
export function layerTools(review: ReviewScreen, kind: UploadCaptureKind): LayerTools {
  const still = LAYER_KINDS.includes(kind);
  return {
    draw: still && review.drawEnabled,
    emoji: still && review.emojiEnabled,
    stickers: still && review.stickers.enabled && review.stickers.items.length > 0,
    text: still && review.textEnabled,
  };
}

export function hasLayerTools(review: ReviewScreen, kind: UploadCaptureKind): boolean {
  return Object.values(layerTools(review, kind)).some(Boolean);
}

/**
 * Whether the guest's frames can be recoloured (a filter, the guest's sliders). With
 * `dontApplyFilterOnGreenscreen` the green-screen background keeps its own colours: the server
 * recolours the guest's frame and lays the background beneath it untouched, but once the browser has
 * put the background into the frames the two can no longer be told apart, so such a capture is not
 * recoloured at all.
 */
function canRecolour(review: ReviewScreen, capture: ReviewCapture): boolean {
  if (!FILTER_KINDS.includes(capture.kind)) return false;
  return !(review.dontApplyFilterOnGreenscreen && capture.backgroundApplied && capture.backgroundId !== null);
}

/** Whether a filter may touch this capture: filters switched on, and frames that can be recoloured. */
export function canFilterCapture(review: ReviewScreen, capture: ReviewCapture): boolean {
  return review.filterEnabled && canRecolour(review, capture);
}

/** Whether the filter also recolours a green-screen background the server lays beneath the frame. */
export function filterReachesBackground(review: ReviewScreen): boolean {
  return !review.dontApplyFilterOnGreenscreen;
}

/** The organiser's filter, applied to every picture when the filter type is `preset`. */
export function presetFilterOf(review: ReviewScreen): FilterPreset | undefined {
  return review.filterEnabled && review.filterType === 'preset' ? filterPreset(review.presetFilterId) : undefined;
}

/**
 * The filters a guest picks from, in the organiser's order: `guestFilters`, or every preset when the
 * organiser switched filters on without narrowing the choice. None when the filter type is `preset`.
 */
export function guestFilterChoices(review: ReviewScreen, capture: ReviewCapture): FilterPreset[] {
  if (review.filterType !== 'guest' || !canFilterCapture(review, capture)) return [];
  if (review.guestFilters.length === 0) return [...FILTER_PRESETS];
  return review.guestFilters.map((id) => filterPreset(id)).filter((preset): preset is FilterPreset => preset !== undefined);
}

/** The filter the picture gets: the campaign's preset, else the guest's pick when it was on offer. */
export function appliedFilter(review: ReviewScreen, capture: ReviewCapture, chosenId: string | null): FilterPreset | undefined {
  if (!canFilterCapture(review, capture)) return undefined;
  const preset = presetFilterOf(review);
  if (review.filterType === 'preset') return preset;
  return chosenId ? guestFilterChoices(review, capture).find((choice) => choice.id === chosenId) : undefined;
}

/** The GIF speed option: switched on for the review screen, the GIF feature enabled (§4), a GIF capture. */
export function gifSpeedOffered(review: ReviewScreen, shutter: Pick<Shutter, 'gif'>, kind: UploadCaptureKind): boolean {
  return review.gifSpeedEnabled && isGifSpeedOptionVisible(shutter) && kind === 'gif';
}

/**
 * The sliders a guest may move (image processing `availableForUser`), only while the campaign's image
 * processing is on, and only for captures whose frames can be recoloured (as for filters).
 */
export function guestAdjustmentKeys(processing: ImageProcessingFeature, review: ReviewScreen, capture: ReviewCapture): Array<keyof GuestAdjustments> {
  if (!processing.enabled || !canRecolour(review, capture)) return [];
  const available = processing.availableForUser;
  return (Object.keys(available) as Array<keyof typeof available>).filter((key) => available[key]);
}

/**
 * The values the guest's frames are recoloured with (the editor's preview and the server's rendition
 * alike): the campaign's image processing, then the filter, then the guest's sliders (image-ops
 * `pictureValues`). A capture whose frames cannot be recoloured keeps the campaign's calibration only.
 */
export function reviewedPictureValues(
  processing: ImageProcessingFeature,
  review: ReviewScreen,
  capture: ReviewCapture,
  edits: Pick<ReviewEdits, 'filterId' | 'adjustments'>,
): ImageOpsValues {
  const recolour = canRecolour(review, capture);
  return pictureValues(processing, {
    preset: recolour ? (appliedFilter(review, capture, edits.filterId)?.values ?? null) : null,
    adjustments: recolour ? edits.adjustments : null,
  });
}

/**
 * Whether a capture can carry a person mask: the kinds whose frames are processed apart (the halo is
 * drawn on the frames, FILTER_KINDS). A photo layout's preview is one composed picture, a video a
 * recording; neither gets a halo.
 */
export function takesPersonMask(kind: UploadCaptureKind): boolean {
  return FILTER_KINDS.includes(kind);
}

/**
 * Whether the kiosk should find the person in a capture of `kind`: the campaign's image processing is
 * on with a halo that shows, and the frames are processed apart. (A cut-out still brings its own mask,
 * its alpha; that is the kiosk's to see.)
 */
export function personMaskWanted(processing: ImageProcessingFeature, kind: UploadCaptureKind): boolean {
  return takesPersonMask(kind) && processing.enabled && haloVisible(processing.halo);
}

/** How a reviewed capture's frames are processed: the values, soft skin and the campaign's halo. */
export interface ReviewedProcessing {
  values: ImageOpsValues;
  beautify: boolean;
  halo: HaloSettings | null;
}

/**
 * Everything the guest's frames get (image-ops `processPicture`): the values above, soft skin
 * (virtual settings `beautification`) and the halo (while image processing is on). Null when nothing
 * would change, and for captures whose frames are not processed apart (photo layouts, videos).
 */
export function reviewedProcessing(
  campaign: { shutter: Pick<Shutter, 'imageProcessing'>; virtualSettings: Pick<VirtualSettings, 'beautification'> },
  review: ReviewScreen,
  capture: ReviewCapture,
  edits: Pick<ReviewEdits, 'filterId' | 'adjustments'>,
): ReviewedProcessing | null {
  if (!FILTER_KINDS.includes(capture.kind)) return null;
  const feature = campaign.shutter.imageProcessing;
  const values = reviewedPictureValues(feature, review, capture, edits);
  const halo = feature.enabled && haloVisible(feature.halo) ? feature.halo : null;
  const beautify = campaign.virtualSettings.beautification;
  return changesPixels(values) || beautify || halo ? { values, beautify, halo } : null;
}
