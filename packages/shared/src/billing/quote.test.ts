import { describe, expect, it } from 'vitest';
import { priceWithVat, quoteSubscription, type QuoteInput } from './quote.ts';

const gold: QuoteInput = { planName: 'Gold', interval: 'month', licenses: 1, country: 'DE', vatId: null, promo: null };

describe('quoteSubscription', () => {
  it('adds German VAT to a domestic sale', () => {
    expect(quoteSubscription(gold)).toEqual({ unitAmount: 5_900, licenses: 1, subtotal: 5_900, discount: 0, net: 5_900, vatRate: 1900, vat: 1_121, total: 7_021, treatment: 'standard' });
  });

  it('multiplies by the licences and takes the promo off the subtotal before VAT', () => {
    const quote = quoteSubscription({ ...gold, licenses: 3, promo: { kind: 'percent', value: 20 } });
    expect(quote).toMatchObject({ subtotal: 17_700, discount: 3_540, net: 14_160, vat: 2_690, total: 16_850 });
  });

  it('prices the year and caps an amount promo at the price', () => {
    expect(quoteSubscription({ ...gold, interval: 'year', promo: { kind: 'amount', value: 100_000 } })).toMatchObject({ subtotal: 59_000, discount: 59_000, net: 0, vat: 0, total: 0 });
    expect(quoteSubscription({ ...gold, planName: 'Starter', interval: 'year', promo: { kind: 'amount', value: 500 } })).toMatchObject({ subtotal: 19_000, discount: 500, net: 18_500, vat: 3_515, total: 22_015 });
  });

  it("uses the buyer's country: consumer rates, reverse charge, export", () => {
    expect(quoteSubscription({ ...gold, country: 'FR' })).toMatchObject({ vatRate: 2000, vat: 1_180, total: 7_080, treatment: 'standard' });
    expect(quoteSubscription({ ...gold, country: 'FI' })).toMatchObject({ vatRate: 2550, vat: 1_505, total: 7_405 }); // 1504.5 rounds up
    expect(quoteSubscription({ ...gold, country: 'AT', vatId: 'ATU12345678' })).toMatchObject({ vatRate: 0, vat: 0, total: 5_900, treatment: 'reverse-charge' });
    expect(quoteSubscription({ ...gold, country: 'DE', vatId: 'DE123456789' })).toMatchObject({ vatRate: 1900, vat: 1_121, treatment: 'standard' });
    expect(quoteSubscription({ ...gold, country: 'US' })).toMatchObject({ vatRate: 0, vat: 0, total: 5_900, treatment: 'export' });
  });

  it('refuses a plan that is not for sale', () => {
    expect(() => quoteSubscription({ ...gold, planName: 'Free' })).toThrow(/not for sale/);
  });
});

describe('priceWithVat', () => {
  it('rounds VAT half up to the cent', () => {
    // 1 cent × 19 % = 0.19 → 0; 50 cents × 19 % = 9.5 → 10.
    expect(priceWithVat(1, 1, 1, 0, 'DE', null)).toMatchObject({ vat: 0, total: 1 });
    expect(priceWithVat(50, 1, 50, 0, 'DE', null)).toMatchObject({ vat: 10, total: 60 });
  });

  it('keeps net = subtotal − discount and total = net + VAT', () => {
    const quote = priceWithVat(1_000, 4, 4_000, 1_000, 'AT', null);
    expect(quote).toEqual({ unitAmount: 1_000, licenses: 4, subtotal: 4_000, discount: 1_000, net: 3_000, vatRate: 2000, vat: 600, total: 3_600, treatment: 'standard' });
  });
});
