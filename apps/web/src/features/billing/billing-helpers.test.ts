import { gatedFeatures } from '@booth/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strictRequest } from '@/features/billing/api/strict-request';
import { brandName, cardBrand, formatExpiry } from '@/features/billing/card-brand';
import { currentPlanOf, planStanding } from '@/features/billing/current-plans';
import { formatMoney, formatVatRate } from '@/features/billing/money';
import { asksForVatId, purchaseFormSchema, quotePurchase, subscribeBody } from '@/features/billing/purchase-form';
import { pricingHref, safeReturnPath, subscriptionHref } from '@/features/billing/return-path';
import { tierFeatures } from '@/features/billing/tier-features';
import billingDe from '@/i18n/locales/de/billing.json';
import billingEn from '@/i18n/locales/en/billing.json';
import eventsDe from '@/i18n/locales/de/events.json';
import eventsEn from '@/i18n/locales/en/events.json';
import { FakeApi } from '@/test/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('money', () => {
  it('formats cents as euros in the interface language', () => {
    expect(formatMoney(5900, 'de').replace(/\s/g, ' ')).toBe('59,00 €');
    expect(formatMoney(5900, 'en')).toBe('€59.00');
    expect(formatMoney(123456, 'de').replace(/\s/g, ' ')).toBe('1.234,56 €');
  });

  it('formats VAT rates from basis points', () => {
    expect(formatVatRate(1900, 'de').replace(/\s/g, ' ')).toBe('19 %');
    expect(formatVatRate(2550, 'en')).toBe('25.5%');
  });
});

describe('prev: the way back', () => {
  it('keeps local paths and drops everything else', () => {
    expect(safeReturnPath('/en/events/summer/edit')).toBe('/en/events/summer/edit');
    expect(safeReturnPath('/settings?tab=billing')).toBe('/settings?tab=billing');
    for (const unsafe of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, undefined]) {
      expect(safeReturnPath(unsafe)).toBeNull();
    }
  });

  it('carries prev into the purchase and pricing links, encoded, and only when safe', () => {
    expect(subscriptionHref('p1', 'year', '/en/events/a/edit')).toBe('/subscription?plan=p1&interval=year&prev=%2Fen%2Fevents%2Fa%2Fedit');
    expect(subscriptionHref('p1', 'month', 'https://evil.example')).toBe('/subscription?plan=p1&interval=month');
    expect(pricingHref('/settings?tab=billing')).toBe('/pricing?prev=%2Fsettings%3Ftab%3Dbilling');
    expect(pricingHref(null)).toBe('/pricing');
  });
});

describe('the current plan per product', () => {
  const gold = { name: 'Gold', level: 20, products: ['booth' as const] };
  const agency = { name: 'Agency', level: 20, products: ['peerpix' as const] };

  it('takes the highest plan of the product, Free (null) otherwise', () => {
    expect(currentPlanOf([gold, agency], 'booth')).toEqual(gold);
    expect(currentPlanOf([gold, { name: 'Diamond', level: 99, products: ['booth'] }], 'booth')?.name).toBe('Diamond');
    expect(currentPlanOf([gold], 'cheddar')).toBeNull();
    expect(currentPlanOf(undefined, 'booth')).toBeNull();
  });

  it('marks the plan held, offers higher ones as upgrades and lower ones as included', () => {
    expect(planStanding({ name: 'Gold', level: 20 }, gold)).toBe('current');
    expect(planStanding({ name: 'Platinum', level: 30 }, gold)).toBe('upgrade');
    expect(planStanding({ name: 'Silver', level: 10 }, gold)).toBe('included');
    expect(planStanding({ name: 'Silver', level: 10 }, null)).toBe('choose');
  });
});

describe('features per tier (the shared tier table)', () => {
  it('lists what each tier opens on top of the one below', () => {
    expect(tierFeatures('Free')).toEqual({ includes: null, opens: ['finishButton', 'shareButton', 'comment'] });
    expect(tierFeatures('Silver')).toEqual({ includes: 'Free', opens: ['gallery', 'hashtags'] });
    expect(tierFeatures('Gold').includes).toBe('Silver');
    expect(tierFeatures('Gold').opens).toContain('dataCapture');
    expect(tierFeatures('Platinum').opens).toEqual(['survey']);
  });

  it('names every gated feature with the editor’s own label, in both languages', () => {
    const editor = { de: eventsDe.settings as Record<string, { label?: string }>, en: eventsEn.settings as Record<string, { label?: string }> };
    for (const feature of gatedFeatures) {
      expect(billingDe.features[feature], feature).toBe(editor.de[feature]?.label);
      expect(billingEn.features[feature], feature).toBe(editor.en[feature]?.label);
    }
  });
});

describe('card form helpers', () => {
  it('tells the card type from the number', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011')).toBe('unknown');
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('diners')).toBe('diners');
    expect(formatExpiry(3, 2031)).toBe('03/31');
  });
});

describe('the purchase form', () => {
  const valid = { licenses: 2, companyName: 'Berg GmbH', street: 'Hauptstr. 1', zipCode: '10115', city: 'Berlin', country: 'DE', vatId: '' };
  const card = { number: '4242 4242 4242 4242', name: 'Anna Berg', expiry: '12/30', cvc: '123' };

  it('asks for the VAT id only from a business in another EU country', () => {
    expect(asksForVatId('AT')).toBe(true);
    expect(asksForVatId('DE')).toBe(false);
    expect(asksForVatId('CH')).toBe(false);
  });

  it('needs the card with the sandbox and names the broken fields', () => {
    expect(purchaseFormSchema(true).safeParse({ ...valid, card }).success).toBe(true);
    expect(purchaseFormSchema(false).safeParse(valid).success).toBe(true);
    const broken = purchaseFormSchema(true).safeParse({ ...valid, country: '', card: { ...card, number: '1234', expiry: '13/30', cvc: '1' } });
    expect(broken.success).toBe(false);
    const paths = broken.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['country', 'card.number', 'card.expiry', 'card.cvc']));
  });

  it('refuses a VAT id that does not fit the country', () => {
    const result = purchaseFormSchema(false).safeParse({ ...valid, country: 'AT', vatId: 'DE123456789' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vatId']);
    expect(purchaseFormSchema(false).safeParse({ ...valid, country: 'AT', vatId: 'ATU12345678' }).success).toBe(true);
  });

  it('prices like the invoice: VAT by country, reverse charge with a valid EU VAT id, the promo off the net', () => {
    const gold = { name: 'Gold', prices: { month: 5900, year: 59000 } };
    expect(quotePurchase(gold, { interval: 'month', licenses: 2, country: 'DE', vatId: '', promo: null })).toMatchObject({ subtotal: 11800, vat: 2242, total: 14042 });
    expect(quotePurchase(gold, { interval: 'month', licenses: 1, country: 'AT', vatId: 'ATU12345678', promo: null })).toMatchObject({ treatment: 'reverse-charge', vat: 0, total: 5900 });
    expect(quotePurchase(gold, { interval: 'year', licenses: 1, country: 'US', vatId: '', promo: null })).toMatchObject({ treatment: 'export', total: 59000 });
    expect(quotePurchase(gold, { interval: 'month', licenses: 1, country: 'DE', vatId: '', promo: { kind: 'percent', value: 20 } })).toMatchObject({ discount: 1180, net: 4720 });
    // A plan the catalogue does not price is priced with the server's figures.
    expect(quotePurchase({ name: 'Legacy', prices: { month: 1000, year: 10000 } }, { interval: 'month', licenses: 3, country: 'DE', vatId: '', promo: null }).net).toBe(3000);
  });

  it('builds the subscribe body: the VAT id only where it counts, prev only when given', () => {
    expect(subscribeBody({ ...valid, vatId: 'ATU12345678' }, { interval: 'month', promoCode: null, paymentMethodId: 'pm_sb_1', returnPath: null })).toEqual({
      interval: 'month',
      licenses: 2,
      address: { companyName: 'Berg GmbH', street: 'Hauptstr. 1', zipCode: '10115', city: 'Berlin', country: 'DE' },
      vatId: '',
      paymentMethodId: 'pm_sb_1',
    });
    const abroad = subscribeBody({ ...valid, country: 'AT', vatId: 'ATU12345678' }, { interval: 'year', promoCode: 'SUMMER20', returnPath: '/en/events/a/edit' });
    expect(abroad).toMatchObject({ vatId: 'ATU12345678', promoCode: 'SUMMER20', returnPath: '/en/events/a/edit' });
    expect(abroad).not.toHaveProperty('paymentMethodId');
  });
});

describe('strict billing calls (platform §7: anything but 200 fails)', () => {
  it('accepts 200 and refuses 201, 204 and errors', async () => {
    const api = new FakeApi()
      .on('POST', '/api/ok', { status: 200, body: { ok: true } })
      .on('POST', '/api/created', { status: 201, body: { ok: true } })
      .on('POST', '/api/empty', { status: 204 })
      .on('POST', '/api/declined', { status: 402, body: { code: 'PAYMENT_DECLINED', message: 'declined', requestId: 'r' } })
      .install();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(strictRequest('/ok', { method: 'POST' })).resolves.toEqual({ ok: true });
    await expect(strictRequest('/created', { method: 'POST' })).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 201 });
    await expect(strictRequest('/empty', { method: 'POST' })).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 204 });
    await expect(strictRequest('/declined', { method: 'POST' })).rejects.toMatchObject({ code: 'PAYMENT_DECLINED', status: 402 });
    expect(api.requests).toHaveLength(4);
  });
});
