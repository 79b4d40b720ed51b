import { FREE_PLAN, planCatalogue, type CustomerDetail, type CustomerPlan, type Plan } from '@booth/shared';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import { effectiveGrantsOf } from '@/modules/plans/effective-plans.ts';
import { heldPlansOf } from '@/modules/plans/plan-grants.repo.ts';
import { isRecalculating } from '@/modules/plans/recalculation.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { customerCounts, lastActivityOf, mfaStateOf } from './admin-customers.repo.ts';
import { consumedCredits } from './credits.repo.ts';

const FREE: Plan = planCatalogue.find((plan) => plan.name === FREE_PLAN) ?? { name: FREE_PLAN, level: null, products: [] };

/**
 * The Customer user of platform §3 as GET /customers/{id} answers it: profile, role and flags, credits,
 * MFA state, the booth plan (and with `withPlans` every product's plan and the grant behind it), the
 * recalculation flag and the counts of the admin's overview.
 */
export async function customerDetail(db: Db, row: CustomerRow, options: { withPlans: boolean; now: Date }): Promise<CustomerDetail> {
  const [held, counts, mfa, consumed, recalculating, lastActivityAt] = await Promise.all([
    heldPlansOf(db, [row.id]),
    customerCounts(db, row.id),
    mfaStateOf(db, row.id),
    consumedCredits(db, row.id),
    isRecalculating(db, row.id),
    lastActivityOf(db, row.id),
  ]);
  const toPlan = (plan: (typeof held)[number]): Plan => ({ name: plan.planName, level: plan.level, products: plan.products });
  const booth = held.find((plan) => plan.product === 'booth');
  let plans: CustomerPlan[] | undefined;
  if (options.withPlans) {
    const grantOf = await effectiveGrantsOf(db, [row.id], options.now);
    plans = held.map((plan) => {
      const grant = grantOf(row.id, plan.product);
      return { product: plan.product, plan: toPlan(plan), planId: plan.planId, grantedAt: (grant?.validFrom ?? plan.grantedAt).toISOString(), validUntil: grant?.validUntil?.toISOString() ?? null };
    });
  }
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    name: row.name,
    timeZone: row.timeZone,
    address: row.address,
    role: row.role,
    admin: row.admin,
    moderator: row.moderator,
    scope: row.scope,
    additionalFeatures: row.additionalFeatures,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: lastActivityAt?.toISOString() ?? null,
    credits: { balance: row.creditBalance, consumed, creditConsumption: row.creditConsumption },
    mfa,
    hasAppPassword: row.appPasswordHash !== null,
    plan: booth ? toPlan(booth) : FREE,
    ...(plans ? { plans } : {}),
    recalculating,
    counts,
  };
}
