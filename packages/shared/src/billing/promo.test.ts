import { describe, expect, it } from 'vitest';
import { promoCodeInputSchema, promoCodeSchema, promoDiscount, promoProblem, type PromoRule } from './promo.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
  kind: 'percent',
  value: 20,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  redemptions: 0,
  products: [],
  ...overrides,
});

describe('promoProblem', () => {
  it('has none for an open code', () => {
    expect(promoProblem(rule(), NOW, null)).toBeNull();
    expect(promoProblem(rule(), NOW, 'cheddar')).toBeNull();
  });

  it('checks the validity window: from is inclusive, until exclusive', () => {
    expect(promoProblem(rule({ validFrom: new Date('2026-06-16T00:00:00Z') }), NOW, null)).toBe('not-yet-valid');
    expect(promoProblem(rule({ validFrom: NOW }), NOW, null)).toBeNull();
    expect(promoProblem(rule({ validUntil: NOW }), NOW, null)).toBe('expired');
    expect(promoProblem(rule({ validUntil: new Date(NOW.getTime() + 1) }), NOW, null)).toBeNull();
  });

  it('says exhausted once the redemptions reach the limit', () => {
    expect(promoProblem(rule({ maxRedemptions: 3, redemptions: 2 }), NOW, null)).toBeNull();
    expect(promoProblem(rule({ maxRedemptions: 3, redemptions: 3 }), NOW, null)).toBe('exhausted');
    expect(promoProblem(rule({ maxRedemptions: null, redemptions: 10_000 }), NOW, null)).toBeNull();
  });

  it('checks the product only when one is asked for', () => {
    const peerpix = rule({ products: ['peerpix'] });
    expect(promoProblem(peerpix, NOW, 'peerpix')).toBeNull();
    expect(promoProblem(peerpix, NOW, 'booth')).toBe('other-product');
    expect(promoProblem(peerpix, NOW, null)).toBeNull();
  });

  it('names the time before the count (an expired code is expired, not used up)', () => {
    expect(promoProblem(rule({ validUntil: NOW, maxRedemptions: 1, redemptions: 1 }), NOW, null)).toBe('expired');
  });
});

describe('promoDiscount', () => {
  it('rounds a percentage half up to the cent', () => {
    expect(promoDiscount({ kind: 'percent', value: 20 }, 5_900)).toBe(1_180);
    expect(promoDiscount({ kind: 'percent', value: 15 }, 2_990)).toBe(449); // 448.5
    expect(promoDiscount({ kind: 'percent', value: 33 }, 101)).toBe(33); // 33.33
    expect(promoDiscount({ kind: 'percent', value: 100 }, 9_900)).toBe(9_900);
  });

  it('takes an amount off, never more than the price', () => {
    expect(promoDiscount({ kind: 'amount', value: 500 }, 5_900)).toBe(500);
    expect(promoDiscount({ kind: 'amount', value: 10_000 }, 5_900)).toBe(5_900);
    expect(promoDiscount({ kind: 'amount', value: 500 }, 0)).toBe(0);
  });
});

describe('promo code schemas', () => {
  it('normalises a typed code to upper case and refuses other characters', () => {
    expect(promoCodeSchema.parse('  summer-20 ')).toBe('SUMMER-20');
    expect(promoCodeSchema.safeParse('ab').success).toBe(false);
    expect(promoCodeSchema.safeParse('SUMMER 20').success).toBe(false);
    expect(promoCodeSchema.safeParse('SÜMMER').success).toBe(false);
    expect(promoCodeSchema.safeParse('x'.repeat(41)).success).toBe(false);
  });

  it('fills the defaults of a new code', () => {
    expect(promoCodeInputSchema.parse({ code: 'fair', kind: 'amount', value: 500 })).toEqual({
      code: 'FAIR',
      kind: 'amount',
      value: 500,
      validFrom: null,
      validUntil: null,
      maxRedemptions: null,
      products: [],
      description: '',
    });
  });

  it.each([
    [{ code: 'PCT', kind: 'percent', value: 101 }, 'value'],
    [{ code: 'PCT', kind: 'percent', value: 0 }, 'value'],
    [{ code: 'PCT', kind: 'amount', value: 1.5 }, 'value'],
    [{ code: 'PCT', kind: 'percent', value: 5, validFrom: '2026-02-01T00:00:00Z', validUntil: '2026-01-01T00:00:00Z' }, 'validUntil'],
    [{ code: 'PCT', kind: 'percent', value: 5, validUntil: '2026-01-01' }, 'validUntil'],
    [{ code: 'PCT', kind: 'percent', value: 5, maxRedemptions: 0 }, 'maxRedemptions'],
    [{ code: 'PCT', kind: 'percent', value: 5, products: ['toaster'] }, 'products'],
    [{ code: 'PCT', kind: 'percent', value: 5, description: 'two\nlines' }, 'description'],
  ])('refuses %j on %s', (input, field) => {
    const result = promoCodeInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('allows a large amount (cents), not a percentage above 100', () => {
    expect(promoCodeInputSchema.safeParse({ code: 'BIG', kind: 'amount', value: 50_000 }).success).toBe(true);
  });
});
