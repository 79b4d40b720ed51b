import { hasScope, type Scope } from '../auth.ts';
import type { CustomerRoleName } from '../customers.ts';
import { PLATINUM_LEVEL, planAllowsTier, type FeatureTier, type Plan } from '../plans.ts';

/** What the role rules look at of a user (the auth user, a customer row). */
export interface AccessSubject {
  admin: boolean;
  scope: Scope | null | undefined;
  role?: CustomerRoleName;
}

/** Platform §6 Admin: the user flag. */
export function isAdmin(user: Pick<AccessSubject, 'admin'> | null | undefined): boolean {
  return user?.admin === true;
}

/** Platform §6 Support staff: admins, and users holding the `support` scope, may issue support tokens. */
export function isSupportStaff(user: Pick<AccessSubject, 'admin' | 'scope'> | null | undefined): boolean {
  return isAdmin(user) || hasScope(user?.scope, 'support');
}

/** Campaign-level beta features (campaigns §6): held with the `beta` scope. */
export function hasBetaAccess(user: Pick<AccessSubject, 'scope'> | null | undefined): boolean {
  return hasScope(user?.scope, 'beta');
}

/**
 * The tester role (platform §3, campaigns §6) is a staff test account: every booth feature tier is
 * open to it whatever plan it holds, so the whole product can be tried without granting a plan
 * (docs/decisions.md "Admins, support mode and the tester role").
 */
export function isTester(user: Pick<AccessSubject, 'role'> | null | undefined): boolean {
  return user?.role === 'tester';
}

/**
 * The plan level the feature-tier checks compare with (featuresAbovePlan, planAllowsTier): the plan's
 * own, or for a tester at least Platinum's, the highest tier.
 */
export function featureTierLevel(user: Pick<AccessSubject, 'role'> | null | undefined, planLevel: number | null): number | null {
  return isTester(user) ? Math.max(planLevel ?? 0, PLATINUM_LEVEL) : planLevel;
}

/** Whether a customer of this role and plan may use a feature of the tier (the server's tier checks). */
export function mayUseTier(user: Pick<AccessSubject, 'role'> | null | undefined, plan: Pick<Plan, 'level'> | null | undefined, tier: FeatureTier): boolean {
  return planAllowsTier({ level: featureTierLevel(user, plan?.level ?? null) }, tier);
}
