import { describe, expect, it } from 'vitest';
import { planCatalogue } from '../plans.ts';
import { featureTierLevel, hasBetaAccess, isAdmin, isSupportStaff, isTester, mayUseTier } from './access-rules.ts';

const level = (name: string) => planCatalogue.find((plan) => plan.name === name) ?? null;

describe('roles and scope (platform §6)', () => {
  it('an admin is the user with the admin flag, nobody else', () => {
    expect(isAdmin({ admin: true })).toBe(true);
    expect(isAdmin({ admin: false })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('support staff are admins and holders of the support scope, as a list or a map', () => {
    expect(isSupportStaff({ admin: true, scope: [] })).toBe(true);
    expect(isSupportStaff({ admin: false, scope: ['support'] })).toBe(true);
    expect(isSupportStaff({ admin: false, scope: { support: true } })).toBe(true);
    expect(isSupportStaff({ admin: false, scope: { support: false } })).toBe(false);
    expect(isSupportStaff({ admin: false, scope: ['beta'] })).toBe(false);
    expect(isSupportStaff({ admin: false, scope: null })).toBe(false);
  });

  it('beta features need the beta scope', () => {
    expect(hasBetaAccess({ scope: ['beta'] })).toBe(true);
    expect(hasBetaAccess({ scope: { beta: true } })).toBe(true);
    expect(hasBetaAccess({ scope: ['support'] })).toBe(false);
    expect(hasBetaAccess(undefined)).toBe(false);
  });

  it('a tester may use every feature tier on any plan; others only up to their plan', () => {
    expect(isTester({ role: 'tester' })).toBe(true);
    expect(isTester({ role: 'customer' })).toBe(false);
    expect(mayUseTier({ role: 'tester' }, level('Free'), 'Platinum')).toBe(true);
    expect(mayUseTier({ role: 'customer' }, level('Free'), 'Silver')).toBe(false);
    expect(mayUseTier({ role: 'trial' }, level('Gold'), 'Gold')).toBe(true);
    expect(mayUseTier({ role: 'customer' }, level('Gold'), 'Platinum')).toBe(false);
    expect(featureTierLevel({ role: 'tester' }, null)).toBe(30);
    expect(featureTierLevel({ role: 'tester' }, 99)).toBe(99);
    expect(featureTierLevel({ role: 'trial' }, null)).toBeNull();
    expect(featureTierLevel({ role: 'customer' }, 20)).toBe(20);
  });
});
