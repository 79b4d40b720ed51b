import { describe, expect, it } from 'vitest';
import { effectiveGrant, isGrantValidAt, type GrantForEffect } from './effective-plan.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const grant = (planId: string, level: number | null, from: number, until: number | null, extra: Partial<GrantForEffect> = {}): GrantForEffect => ({
  planId,
  level,
  validFrom: day(from),
  validUntil: until === null ? null : day(until),
  revokedAt: null,
  createdAt: day(from),
  ...extra,
});

describe('the effective plan of a product', () => {
  it('counts a grant from validFrom up to, not including, validUntil', () => {
    const g = grant('gold', 20, 1, 10);
    expect(isGrantValidAt(g, day(1))).toBe(true);
    expect(isGrantValidAt(g, new Date(day(10).getTime() - 1))).toBe(true);
    expect(isGrantValidAt(g, day(10))).toBe(false);
    expect(isGrantValidAt(g, new Date(day(1).getTime() - 1))).toBe(false);
    expect(isGrantValidAt({ ...g, revokedAt: day(2) }, day(3))).toBe(false);
  });

  it('is the highest-level grant valid now; an expired one falls back to the next, then to none (Free)', () => {
    const grants = [grant('free', null, 1, null), grant('silver', 10, 1, null), grant('gold', 20, 2, 5)];
    expect(effectiveGrant(grants, day(3))?.planId).toBe('gold');
    expect(effectiveGrant(grants, day(6))?.planId).toBe('silver');
    expect(effectiveGrant([grant('gold', 20, 2, 5)], day(6))).toBeNull();
    expect(effectiveGrant([], day(6))).toBeNull();
  });

  it('takes the newest of two grants of the same level', () => {
    const older = grant('gold-a', 20, 1, null);
    const newer = grant('gold-b', 20, 1, null, { createdAt: day(3) });
    expect(effectiveGrant([newer, older], day(4))?.planId).toBe('gold-b');
    expect(effectiveGrant([older, newer], day(4))?.planId).toBe('gold-b');
  });
});
