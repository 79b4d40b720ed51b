import { planAllowsTier, type FeatureTier, type Plan } from '../../plans.ts';
import type { EventSettings } from '../event.ts';

/** The feature → plan tier table of campaigns §1. */
export const featureTierTable = {
  finishButton: 'Free',
  shareButton: 'Free',
  comment: 'Free',
  gallery: 'Silver',
  hashtags: 'Silver',
  dataCapture: 'Gold',
  customConsent: 'Gold',
  mosaic: 'Gold',
  dynamicGallery: 'Gold',
  stickers: 'Gold',
  galleryOptIn: 'Gold',
  printLayoutCreator: 'Gold',
  survey: 'Platinum',
  // Not in campaigns §1: a product decision (docs/decisions.md). Organiser JavaScript runs in a
  // sandbox, but it is still third-party code on a guest's phone that the product hosts.
  customJs: 'Gold',
} as const satisfies Record<string, FeatureTier>;
export type GatedFeature = keyof typeof featureTierTable;
export const gatedFeatures = Object.keys(featureTierTable) as GatedFeature[];

type Gated = Pick<EventSettings, 'screens' | 'virtualSettings'>;
interface FeatureSwitch {
  /**
   * Dotted path of the feature's `enabled` flag, as validation errors name fields; for a feature that
   * a value turns on (custom JavaScript: any code), the path of that value.
   */
  path: string;
  enabled: (event: Gated) => boolean;
}

const switches: Record<GatedFeature, FeatureSwitch> = {
  finishButton: { path: 'screens.sharing.finishButton.enabled', enabled: (e) => e.screens.sharing.finishButton.enabled },
  shareButton: { path: 'screens.sharing.shareButton.enabled', enabled: (e) => e.screens.sharing.shareButton.enabled },
  comment: { path: 'screens.sharing.comment.enabled', enabled: (e) => e.screens.sharing.comment.enabled },
  gallery: {
    path: 'screens.presentation.gallery.enabled',
    enabled: (e) => e.screens.presentation.gallery.enabled,
  },
  hashtags: { path: 'screens.microsite.hashtags.enabled', enabled: (e) => e.screens.microsite.hashtags.enabled },
  dataCapture: { path: 'screens.sharing.dataCapture.enabled', enabled: (e) => e.screens.sharing.dataCapture.enabled },
  customConsent: {
    path: 'screens.sharing.customConsent.enabled',
    enabled: (e) => e.screens.sharing.customConsent.enabled,
  },
  mosaic: { path: 'screens.presentation.mosaic.enabled', enabled: (e) => e.screens.presentation.mosaic.enabled },
  dynamicGallery: {
    path: 'screens.presentation.dynamicGallery.enabled',
    enabled: (e) => e.screens.presentation.dynamicGallery.enabled,
  },
  stickers: { path: 'screens.review.stickers.enabled', enabled: (e) => e.screens.review.stickers.enabled },
  galleryOptIn: { path: 'screens.sharing.galleryOptIn.enabled', enabled: (e) => e.screens.sharing.galleryOptIn.enabled },
  printLayoutCreator: {
    path: 'screens.sharing.printLayoutCreator.enabled',
    enabled: (e) => e.screens.sharing.printLayoutCreator.enabled,
  },
  survey: { path: 'screens.sharing.survey.enabled', enabled: (e) => e.screens.sharing.survey.enabled },
  customJs: { path: 'virtualSettings.customJs', enabled: (e) => e.virtualSettings.customJs.trim() !== '' },
};

export interface FeatureRequirement {
  feature: GatedFeature;
  tier: FeatureTier;
  path: string;
}

/** Where a feature's switch is, for badges and error paths. */
export function featureSwitchPath(feature: GatedFeature): string {
  return switches[feature].path;
}

/** Every enabled gated feature of the event with the tier it needs (campaigns §1). */
export function requiredTiers(event: Gated): FeatureRequirement[] {
  return gatedFeatures
    .filter((feature) => switches[feature].enabled(event))
    .map((feature) => ({ feature, tier: featureTierTable[feature], path: switches[feature].path }));
}

/**
 * The enabled features the plan does not include — the PlanRequired refusals of an update. With
 * `previous`, only features the change turns on count: a feature that was already on (the gallery is
 * on by default) is not what the organiser is asking for now, so it does not block an unrelated save.
 */
export function featuresAbovePlan(
  plan: Pick<Plan, 'level'> | null | undefined,
  next: Gated,
  previous?: Gated,
): FeatureRequirement[] {
  return requiredTiers(next).filter(
    (requirement) =>
      !planAllowsTier(plan, requirement.tier) && !(previous && switches[requirement.feature].enabled(previous)),
  );
}
