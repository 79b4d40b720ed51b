import { comparePlans, FREE_PLAN, planLevel, type AuthLevel, type AuthUser, type Plan } from '@booth/shared';
import { Unauthenticated } from '@/errors.ts';
import { findCustomerWithPlans } from '@/modules/customers/customers.repo.ts';
import { avatarOf } from '@/modules/account/avatar-view.ts';
import { findPlanByName } from '@/modules/plans/plans.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import type { AuthContext } from './session.service.ts';

export interface IdentityService {
  user(auth: AuthContext): Promise<AuthUser>;
  level(auth: AuthContext): Promise<AuthLevel>;
}

const toPlan = ({ name, level, products }: Plan): Plan => ({ name, level, products });

/** What the web app learns about the signed-in customer: the user object and the role/plan level. */
export function createIdentityService(deps: { db: Db }): IdentityService {
  const { db } = deps;

  async function load(auth: AuthContext) {
    const found = await findCustomerWithPlans(db, auth.customerId);
    // The session outlived its account (deleted): treat as signed out.
    if (!found) throw new Unauthenticated();
    const { customer, plans: held } = found;
    // Distinct plans, highest first; a customer holding nothing is on Free.
    const plans = [...new Map(held.map((plan) => [plan.name, toPlan(plan)])).values()].sort((a, b) => comparePlans(b, a));
    if (plans.length === 0) {
      const free = await findPlanByName(db, FREE_PLAN);
      if (free) plans.push(toPlan(free));
    }
    const products = [...new Set(held.map((plan) => plan.product))];
    return { customer, plans, products };
  }

  return {
    async user(auth) {
      const { customer, plans } = await load(auth);
      const plan = plans[0] ?? { name: FREE_PLAN, level: null, products: [] };
      return {
        id: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        name: customer.name,
        admin: customer.admin,
        moderator: customer.moderator,
        avatarUrl: (await avatarOf(db, customer))?.thumbnailPath ?? null,
        plan,
        scope: customer.scope,
        // Only the owner can change the password: support mode is never sent to that screen.
        passwordChangeRequired: customer.passwordChangeRequired && !auth.support,
      };
    },

    async level(auth) {
      const { customer, plans, products } = await load(auth);
      return {
        role: { name: customer.role, level: planLevel(plans[0]), role: customer.role, products },
        additionalFeatures: customer.additionalFeatures,
        plans,
      };
    },
  };
}
