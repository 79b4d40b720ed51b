import { z } from 'zod';

/** The sub-products that share one account (platform §1, §3). */
export const products = ['booth', 'peerpix', 'cheddar'] as const;
export type Product = (typeof products)[number];

export const planSchema = z.object({
  name: z.string(),
  /** Free has no level; it compares below every levelled plan. */
  level: z.number().int().nullable(),
  products: z.array(z.enum(products)),
});
export type Plan = z.infer<typeof planSchema>;

export const FREE_PLAN = 'Free';

/** The plans catalogue of platform §3 / §9. Seeded into the database by a migration. */
export const planCatalogue: readonly Plan[] = [
  { name: FREE_PLAN, level: null, products: ['booth', 'peerpix', 'cheddar'] },
  { name: 'Silver', level: 10, products: ['booth'] },
  { name: 'Gold', level: 20, products: ['booth'] },
  { name: 'Platinum', level: 30, products: ['booth'] },
  { name: 'Diamond', level: 99, products: ['booth'] },
  { name: 'Starter', level: 10, products: ['peerpix'] },
  { name: 'Agency', level: 20, products: ['peerpix'] },
  { name: 'Premium (Beta)', level: 99, products: ['cheddar'] },
];

export const PLATINUM_LEVEL = 30;

/** Numeric level of a plan for comparisons; Free (no level) is below everything. */
export function planLevel(plan: Pick<Plan, 'level'> | null | undefined): number {
  return plan?.level ?? 0;
}

/** Negative when a is below b, zero when equal, positive when above (compared by level). */
export function comparePlans(a: Pick<Plan, 'level'> | null | undefined, b: Pick<Plan, 'level'> | null | undefined): number {
  return planLevel(a) - planLevel(b);
}

/** Upgrade and billing links show only for plans below Platinum (platform §2, §6). */
export function isBelowPlatinum(plan: Pick<Plan, 'level'> | null | undefined): boolean {
  return planLevel(plan) < PLATINUM_LEVEL;
}

/** Feature tiers used by campaign features (campaigns §1). */
export const featureTiers = ['Free', 'Silver', 'Gold', 'Platinum'] as const;
export type FeatureTier = (typeof featureTiers)[number];

const tierLevel: Record<FeatureTier, number> = { Free: 0, Silver: 10, Gold: 20, Platinum: 30 };

/** Whether a plan of this level may use a feature of the given tier. */
export function planAllowsTier(plan: Pick<Plan, 'level'> | null | undefined, tier: FeatureTier): boolean {
  return planLevel(plan) >= tierLevel[tier];
}

export function tierOfLevel(level: number): FeatureTier {
  if (level >= tierLevel.Platinum) return 'Platinum';
  if (level >= tierLevel.Gold) return 'Gold';
  if (level >= tierLevel.Silver) return 'Silver';
  return 'Free';
}
