import { effectiveGrant, FREE_PLAN, type Product } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { grantsOf, heldPlansOf, planIdByName, setHeldPlan, type GrantRow } from './plan-grants.repo.ts';

export interface PlanChange {
  customerId: string;
  product: Product;
  /** The plan held before (null: none for this product yet). */
  before: string | null;
  after: string;
}

/**
 * Derives every product's effective plan of these customers from their grants at `now` (the highest
 * level valid, else Free) and writes the ones that differ into customer_plans; answers what changed.
 * Products without any grant and without a held plan are left alone (the customer never had one).
 * Idempotent: a second run at the same time changes nothing.
 */
export async function applyEffectivePlans(db: Db, customerIds: readonly string[], now: Date): Promise<PlanChange[]> {
  const [grants, held] = await Promise.all([grantsOf(db, customerIds), heldPlansOf(db, customerIds)]);
  const byProduct = new Map<string, GrantRow[]>();
  const keyOf = (customerId: string, product: Product) => `${customerId}\u0000${product}`;
  for (const grant of grants) {
    const key = keyOf(grant.customerId, grant.product);
    byProduct.set(key, [...(byProduct.get(key) ?? []), grant]);
  }
  const heldByKey = new Map(held.map((row) => [keyOf(row.customerId, row.product), row]));
  const keys = new Set([...byProduct.keys(), ...heldByKey.keys()]);
  let freeId: string | undefined;
  const changes: PlanChange[] = [];
  for (const key of keys) {
    const [customerId = '', product] = key.split('\u0000') as [string, Product];
    const best = effectiveGrant(byProduct.get(key) ?? [], now);
    const current = heldByKey.get(key);
    const planId = best?.planId ?? (freeId ??= await planIdByName(db, FREE_PLAN));
    if (current?.planId === planId) continue;
    await setHeldPlan(db, customerId, product, planId, now);
    changes.push({ customerId, product, before: current?.planName ?? null, after: best?.planName ?? FREE_PLAN });
  }
  return changes;
}

/** The grant behind each held plan, `customerId`+`product` → grant (for `grantedAt` and `validUntil`). */
export async function effectiveGrantsOf(db: Db, customerIds: readonly string[], now: Date): Promise<(customerId: string, product: Product) => GrantRow | null> {
  const grants = await grantsOf(db, customerIds);
  return (customerId, product) => effectiveGrant(grants.filter((grant) => grant.customerId === customerId && grant.product === product), now);
}
