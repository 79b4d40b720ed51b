import type { Db } from '@/platform/db/database.ts';
import { findCustomerWithPlans } from './customers.repo.ts';

/**
 * The white-label theme of an account (platform §2): its plan's product when that plan is for one
 * product only — the rule the organiser app applies to hide the same fields.
 */
export async function whiteLabelThemeOf(db: Db, customerId: string): Promise<string | null> {
  const products = (await findCustomerWithPlans(db, customerId))?.plans[0]?.products ?? [];
  return products.length === 1 ? (products[0] ?? null) : null;
}
