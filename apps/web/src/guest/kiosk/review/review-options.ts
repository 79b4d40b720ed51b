import {
  appliedFilter,
  gifSpeedOffered,
  guestAdjustmentKeys,
  guestFilterChoices,
  layerTools,
  reviewScreenSchema,
  type EventKioskDto,
  type EventVirtualDto,
  type FilterPreset,
  type GuestAdjustments,
  type GuestAsset,
  type LayerTools,
  type ReviewScreen,
} from '@booth/shared';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';

/** What the review screen offers for one capture (campaigns §3 Review screen, §4). */
export interface ReviewOptions {
  review: ReviewScreen;
  tools: LayerTools;
  /** The sticker pictures the guest picks from (the campaign's sticker assets that are pictures). */
  stickers: GuestAsset[];
  /** The filters the guest picks from; empty when none are offered. */
  filters: FilterPreset[];
  /** The organiser's filter, applied to every picture (filter type `preset`). */
  preset: FilterPreset | undefined;
  gifSpeed: boolean;
  adjustments: Array<keyof GuestAdjustments>;
}

const NO_REVIEW = reviewScreenSchema.parse({});

/**
 * The review screen of the campaign. The guest context holds the virtual booth's view, which has no
 * review screen; the kiosk's view (EventKioskDto) extends it with one. Without it nothing is offered.
 */
export function reviewScreenOf(event: EventVirtualDto | EventKioskDto): ReviewScreen {
  return 'review' in event.screens ? event.screens.review : NO_REVIEW;
}

const isPicture = (asset: GuestAsset | undefined): asset is GuestAsset => !!asset && asset.mimetype.startsWith('image/');

export function reviewOptions(event: EventVirtualDto | EventKioskDto, capture: CapturedMedia, asset: (id: string) => GuestAsset | undefined): ReviewOptions {
  const review = reviewScreenOf(event);
  const stickers = review.stickers.items.map(asset).filter(isPicture);
  const tools = layerTools(review, capture.kind);
  return {
    review,
    tools: { ...tools, stickers: tools.stickers && stickers.length > 0 },
    stickers,
    filters: guestFilterChoices(review, capture),
    preset: review.filterType === 'preset' ? appliedFilter(review, capture, null) : undefined,
    gifSpeed: gifSpeedOffered(review, event.shutter, capture.kind),
    adjustments: guestAdjustmentKeys(event.shutter.imageProcessing, review, capture),
  };
}
