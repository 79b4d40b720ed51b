import { type Plan, type Product, comparePlans } from '@booth/shared';

/**
 * The plan a customer has in one sub-product (GET /auth/level lists the plans of every product): the
 * highest one that includes the product, or null for Free.
 */
export function currentPlanOf(plans: readonly Plan[] | undefined, product: Product): Plan | null {
  const own = (plans ?? []).filter((plan) => plan.products.includes(product) && plan.level !== null);
  return own.sort((a, b) => comparePlans(b, a))[0] ?? null;
}

export type PlanStanding = 'current' | 'upgrade' | 'included' | 'choose';

/**
 * How a plan on sale relates to the one the customer has in its product: the same plan is marked,
 * a higher one is an upgrade, a lower one is already included; without a plan (Free, or signed out)
 * every plan is a choice.
 */
export function planStanding(plan: Pick<Plan, 'name' | 'level'>, current: Pick<Plan, 'name' | 'level'> | null): PlanStanding {
  if (!current) return 'choose';
  if (current.name === plan.name) return 'current';
  return comparePlans(plan, current) > 0 ? 'upgrade' : 'included';
}
