import { type FeatureTier, type GatedFeature, featureTiers, featureTierTable, gatedFeatures } from '@booth/shared';

export interface TierFeatures {
  /** The tier below, whose features this one includes too; null for Free. */
  includes: FeatureTier | null;
  /** The campaign features this tier opens on top of the one below (campaigns §1, the shared tier table). */
  opens: GatedFeature[];
}

/** What a plan's feature tier adds, from the shared tier table the server enforces. */
export function tierFeatures(tier: FeatureTier): TierFeatures {
  const index = featureTiers.indexOf(tier);
  return {
    includes: index > 0 ? (featureTiers[index - 1] ?? null) : null,
    opens: gatedFeatures.filter((feature) => featureTierTable[feature] === tier),
  };
}
