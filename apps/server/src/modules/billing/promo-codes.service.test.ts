import type { PromoCodeInput } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminOn } from '@/modules/admin/admin.test-support.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { promoCodes, promoRedemptions } from './billing.table.ts';
import { createPromoCodesService, type PromoCodesService } from './promo-codes.service.ts';

let t: TestApp;
let adminAuth: AuthContext;
let ida: TestCustomer;
let jan: TestCustomer;
let promos: PromoCodesService;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await adminOn(t, 'promo-service-admin@example.com');
  adminAuth = { customerId: admin.id, sessionId: 'test' };
  ida = await signedInCustomer(t, 'ida-promo@example.com');
  jan = await signedInCustomer(t, 'jan-promo@example.com');
  promos = createPromoCodesService({ db: t.runtime.database.db, now: () => new Date(Date.now() + t.clock.offsetMs) });
});
afterEach(() => {
  t.clock.offsetMs = 0;
});
afterAll(async () => {
  await t?.close();
});

const create = (input: PromoCodeInput) => promos.create(adminAuth, input);
const db = () => t.runtime.database.db;
const counted = async (code: string) => (await db().select({ redemptions: promoCodes.redemptions }).from(promoCodes).where(eq(promoCodes.code, code)))[0]?.redemptions;
const rows = async (code: string) => db().select().from(promoRedemptions).where(eq(promoRedemptions.code, code));
const invalid = (reason: RegExp) => ({ code: 'PROMO_CODE_INVALID', status: 422, message: expect.stringMatching(reason) });

describe('reserve', () => {
  it('lets exactly maxRedemptions of a concurrent burst through', async () => {
    await create({ code: 'BURST', kind: 'percent', value: 30, maxRedemptions: 3 });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => promos.reserve('burst', `sub_burst_${n}`, n % 2 ? ida.id : jan.id)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(7);
    for (const result of refused) expect(result.reason).toMatchObject(invalid(/used up/));
    expect(await counted('BURST')).toBe(3);
    expect(await rows('BURST')).toHaveLength(3);
    await expect(promos.check('BURST', null)).rejects.toMatchObject(invalid(/used up/));
  });

  it('counts a reference once, also when the same purchase is retried at the same time', async () => {
    await create({ code: 'RETRY', kind: 'amount', value: 200, maxRedemptions: 5 });
    await promos.reserve('RETRY', 'sub_retry', ida.id);
    await promos.reserve('retry', 'sub_retry', ida.id);
    await Promise.all([promos.reserve('RETRY', 'cs_retry', jan.id), promos.reserve('RETRY', 'cs_retry', jan.id), promos.reserve('RETRY', 'cs_retry', jan.id)]);
    expect(await counted('RETRY')).toBe(2);
    expect((await rows('RETRY')).map((row) => [row.reference, row.customerId]).sort()).toEqual([
      ['cs_retry', jan.id],
      ['sub_retry', ida.id],
    ]);
  });

  it('keeps a reference already counted even when the code has since run out or expired (a retry after success)', async () => {
    await create({ code: 'FULL', kind: 'percent', value: 10, maxRedemptions: 1, validUntil: new Date(Date.now() + DAY_MS).toISOString() });
    await promos.reserve('FULL', 'sub_full', ida.id);
    t.clock.offsetMs = 2 * DAY_MS;
    await promos.reserve('FULL', 'sub_full', ida.id);
    await expect(promos.reserve('FULL', 'sub_other', ida.id)).rejects.toMatchObject(invalid(/expired/));
    expect(await counted('FULL')).toBe(1);
  });

  it('refuses unknown codes and codes outside their validity, counting nothing', async () => {
    await expect(promos.reserve('NO-SUCH-CODE', 'sub_x', ida.id)).rejects.toMatchObject(invalid(/does not exist/));
    await expect(promos.reserve('?', 'sub_x', ida.id)).rejects.toMatchObject(invalid(/does not exist/));
    await create({ code: 'SOON', kind: 'percent', value: 10, validFrom: new Date(Date.now() + DAY_MS).toISOString() });
    await expect(promos.reserve('SOON', 'sub_soon', ida.id)).rejects.toMatchObject(invalid(/not valid yet/));
    expect(await rows('SOON')).toHaveLength(0);
    t.clock.offsetMs = 2 * DAY_MS;
    await promos.reserve('SOON', 'sub_soon', ida.id);
    expect(await counted('SOON')).toBe(1);
  });
});

describe('release', () => {
  it('gives a redemption back once, so another purchase can use it', async () => {
    await create({ code: 'BACK', kind: 'percent', value: 10, maxRedemptions: 1 });
    await promos.reserve('BACK', 'cs_abandoned', ida.id);
    await expect(promos.reserve('BACK', 'cs_next', jan.id)).rejects.toMatchObject(invalid(/used up/));
    await promos.release('back', 'cs_abandoned');
    await promos.release('BACK', 'cs_abandoned');
    await promos.release('BACK', 'never-reserved');
    await promos.release('no such code!', 'cs_abandoned');
    expect(await counted('BACK')).toBe(0);
    await promos.reserve('BACK', 'cs_next', jan.id);
    expect(await counted('BACK')).toBe(1);
    expect((await rows('BACK')).map((row) => row.reference)).toEqual(['cs_next']);
  });
});

describe('check', () => {
  it('answers the rule of a usable code and the reason otherwise', async () => {
    await create({ code: 'CHEDDAR-ONLY', kind: 'amount', value: 999, products: ['cheddar'] });
    expect(await promos.check('cheddar-only', 'cheddar')).toEqual({ code: 'CHEDDAR-ONLY', kind: 'amount', value: 999 });
    expect(await promos.check('cheddar-only', null)).toEqual({ code: 'CHEDDAR-ONLY', kind: 'amount', value: 999 });
    await expect(promos.check('cheddar-only', 'booth')).rejects.toMatchObject({ ...invalid(/other product|this product/), fields: [{ path: 'promoCode', code: 'invalid', message: expect.any(String) }] });
  });
});
