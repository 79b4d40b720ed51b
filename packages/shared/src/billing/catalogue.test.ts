import { describe, expect, it } from 'vitest';
import { planCatalogue } from '../plans.ts';
import { creditPackIdSchema, creditPacks, isPurchasable, planPrices, productOfPlan, tierOfPlan } from './catalogue.ts';

describe('plan prices', () => {
  it('sells every levelled plan of the catalogue, and not Free', () => {
    const levelled = planCatalogue.filter((plan) => plan.level !== null).map((plan) => plan.name);
    expect(Object.keys(planPrices).sort()).toEqual([...levelled].sort());
    expect(isPurchasable('Free')).toBe(false);
    expect(isPurchasable('Nonsense')).toBe(false);
  });

  it('charges at most ten months for a year, and more for a higher plan of the same product', () => {
    for (const [name, price] of Object.entries(planPrices)) {
      expect(price.year, name).toBeLessThanOrEqual(price.month * 10);
      expect(price.month, name).toBeGreaterThan(0);
    }
    const booth = ['Silver', 'Gold', 'Platinum', 'Diamond'].map((name) => planPrices[name]?.month ?? 0);
    expect([...booth].sort((a, b) => a - b)).toEqual(booth);
    expect(planPrices.Starter?.month).toBeLessThan(planPrices.Agency?.month ?? 0);
  });
});

describe('productOfPlan', () => {
  it.each([
    ['Silver', 'booth'],
    ['Diamond', 'booth'],
    ['Starter', 'peerpix'],
    ['Agency', 'peerpix'],
    ['Premium (Beta)', 'cheddar'],
    ['Free', null],
    ['Nonsense', null],
  ])('%s belongs to %s', (name, product) => expect(productOfPlan(name)).toBe(product));
});

describe('tierOfPlan', () => {
  it.each([
    ['Free', 'Free'],
    ['Silver', 'Silver'],
    ['Starter', 'Silver'],
    ['Gold', 'Gold'],
    ['Agency', 'Gold'],
    ['Platinum', 'Platinum'],
    ['Diamond', 'Platinum'],
    ['Premium (Beta)', 'Platinum'],
    ['Nonsense', 'Free'],
  ])('%s opens the %s features', (name, tier) => expect(tierOfPlan(name)).toBe(tier));
});

describe('credit packs', () => {
  it('are cheaper per credit the bigger they are, with known ids only', () => {
    const perCredit = creditPacks.map((pack) => pack.price / pack.credits);
    expect([...perCredit].sort((a, b) => b - a)).toEqual(perCredit);
    expect(creditPackIdSchema.safeParse('credits-100').success).toBe(true);
    expect(creditPackIdSchema.safeParse('credits-1').success).toBe(false);
  });
});
