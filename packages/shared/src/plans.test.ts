import { describe, expect, it } from 'vitest';
import { comparePlans, isBelowPlatinum, planAllowsTier, planCatalogue, tierOfLevel } from './plans.ts';

const plan = (name: string) => {
  const found = planCatalogue.find((p) => p.name === name);
  if (!found) throw new Error(`no plan ${name}`);
  return found;
};

describe('plans catalogue', () => {
  it.each([
    ['Silver', 10],
    ['Gold', 20],
    ['Platinum', 30],
    ['Diamond', 99],
    ['Starter', 10],
    ['Agency', 20],
    ['Premium (Beta)', 99],
    ['Free', null],
  ])('%s has level %s', (name, level) => expect(plan(name).level).toBe(level));

  it('compares by level, Free lowest', () => {
    expect(comparePlans(plan('Gold'), plan('Silver'))).toBeGreaterThan(0);
    expect(comparePlans(plan('Free'), plan('Silver'))).toBeLessThan(0);
    expect(comparePlans(plan('Agency'), plan('Gold'))).toBe(0);
    expect(comparePlans(null, plan('Free'))).toBe(0);
  });

  it('billing links show only below Platinum', () => {
    expect(isBelowPlatinum(plan('Gold'))).toBe(true);
    expect(isBelowPlatinum(plan('Free'))).toBe(true);
    expect(isBelowPlatinum(plan('Platinum'))).toBe(false);
    expect(isBelowPlatinum(plan('Diamond'))).toBe(false);
  });

  it.each([
    ['Free', 'Free', true],
    ['Free', 'Silver', false],
    ['Silver', 'Silver', true],
    ['Silver', 'Gold', false],
    ['Gold', 'Gold', true],
    ['Gold', 'Platinum', false],
    ['Platinum', 'Platinum', true],
    ['Diamond', 'Platinum', true],
  ] as const)('plan %s allows tier %s: %s', (name, tier, expected) => {
    expect(planAllowsTier(plan(name), tier)).toBe(expected);
  });

  it('names the tier of a level', () => {
    expect(tierOfLevel(0)).toBe('Free');
    expect(tierOfLevel(15)).toBe('Silver');
    expect(tierOfLevel(20)).toBe('Gold');
    expect(tierOfLevel(99)).toBe('Platinum');
  });
});
