/** A plan grant as the effective-plan rule sees it (plan_grants joined with the plan's level). */
export interface GrantForEffect {
  planId: string;
  /** Null for Free. */
  level: number | null;
  validFrom: Date;
  /** Null: open-ended. */
  validUntil: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

/** A grant counts from validFrom up to (not including) validUntil, unless it was revoked. */
export function isGrantValidAt(grant: Pick<GrantForEffect, 'validFrom' | 'validUntil' | 'revokedAt'>, now: Date): boolean {
  const at = now.getTime();
  return grant.revokedAt === null && grant.validFrom.getTime() <= at && (grant.validUntil === null || at < grant.validUntil.getTime());
}

/**
 * Platform §4 credit recalculation: a product's effective plan is the highest-level grant valid now
 * (the newest one on a tie); null means none is valid, i.e. Free.
 */
export function effectiveGrant<G extends GrantForEffect>(grants: readonly G[], now: Date): G | null {
  let best: G | null = null;
  for (const grant of grants) {
    if (!isGrantValidAt(grant, now)) continue;
    const level = grant.level ?? 0;
    const bestLevel = best?.level ?? 0;
    if (!best || level > bestLevel || (level === bestLevel && grant.createdAt.getTime() > best.createdAt.getTime())) best = grant;
  }
  return best;
}
