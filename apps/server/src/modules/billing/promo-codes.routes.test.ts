import { promoCodeAdminSchema, promoCodeSchemaOut, type ApiErrorBody, type PromoCodeAdmin, type PromoCodeInput } from '@booth/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminOn, inSupportMode, startSupport } from '@/modules/admin/admin.test-support.ts';
import { call, fieldPaths } from '@/modules/events/events.test-support.ts';
import { someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { createPromoCodesService } from './promo-codes.service.ts';

let t: TestApp;
let admin: TestCustomer;
let ida: TestCustomer;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminOn(t, 'promo-admin@example.com');
  ida = await signedInCustomer(t, 'ida@example.com');
});
afterEach(() => {
  t.clock.offsetMs = 0;
});
afterAll(async () => {
  await t?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

async function create(input: PromoCodeInput): Promise<PromoCodeAdmin> {
  const response = await call(t, admin, 'POST', '/products/promo', input);
  expect(response.statusCode, response.body).toBe(201);
  return promoCodeAdminSchema.parse(response.json());
}

/** A lookup from an address of its own, so the per-address limit never interferes (one test checks it). */
const lookup = (code: string, query = '') => t.app.inject({ method: 'GET', url: `/api/products/promo/${encodeURIComponent(code)}${query}`, remoteAddress: someAddress() });

async function refusal(code: string, query = ''): Promise<string> {
  const response = await lookup(code, query);
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<ApiErrorBody>();
  expect(body.code).toBe('PROMO_CODE_INVALID');
  expect(body.fields).toEqual([{ path: 'promoCode', message: body.message, code: 'invalid' }]);
  return body.message;
}

const listed = async (code: string) => (await call(t, admin, 'GET', '/products/promo')).json<{ promoCodes: PromoCodeAdmin[] }>().promoCodes.find((promo) => promo.code === code);

const service = () => createPromoCodesService({ db: t.runtime.database.db, now: () => new Date(Date.now() + t.clock.offsetMs) });

describe('GET /products/promo/{promoCode}', () => {
  it('answers what a code gives, whatever the case it is typed in', async () => {
    await create({ code: 'summer-20', kind: 'percent', value: 20, description: 'Sommeraktion' });
    for (const typed of ['SUMMER-20', 'summer-20', 'Summer-20']) {
      const response = await lookup(typed);
      expect(response.statusCode, response.body).toBe(200);
      expect(promoCodeSchemaOut.strict().parse(response.json())).toEqual({ code: 'SUMMER-20', kind: 'percent', value: 20, validUntil: null, products: [], description: 'Sommeraktion' });
    }
  });

  it('refuses unknown codes and strings that cannot be a code with 422, the reason on the promoCode field', async () => {
    expect(await refusal('NOPE-NOPE')).toMatch(/does not exist/);
    expect(await refusal('a b!')).toMatch(/does not exist/);
    expect(await refusal('x')).toMatch(/does not exist/);
  });

  it('checks the product when one is given', async () => {
    await create({ code: 'PIX-5', kind: 'amount', value: 500, products: ['peerpix'] });
    expect((await lookup('pix-5')).statusCode).toBe(200);
    expect((await lookup('pix-5', '?product=peerpix')).json()).toMatchObject({ code: 'PIX-5', kind: 'amount', value: 500, products: ['peerpix'] });
    expect(await refusal('pix-5', '?product=booth')).toMatch(/not valid for this product/);
    expect((await lookup('pix-5', '?product=toaster')).statusCode).toBe(400);
  });

  it('honours the validity window on the server clock', async () => {
    const until = inDays(3);
    await create({ code: 'LATER', kind: 'percent', value: 10, validFrom: inDays(1), validUntil: until });
    expect(await refusal('later')).toMatch(/not valid yet/);
    t.clock.offsetMs = 2 * DAY_MS;
    expect((await lookup('later')).json()).toMatchObject({ code: 'LATER', validUntil: until });
    t.clock.offsetMs = 4 * DAY_MS;
    expect(await refusal('later')).toMatch(/expired/);
  });

  it('says a code is used up once its redemptions reach the limit', async () => {
    await create({ code: 'ONCE', kind: 'percent', value: 50, maxRedemptions: 1 });
    await service().reserve('once', 'sub_once_1', ida.id);
    expect(await refusal('ONCE')).toMatch(/used up/);
  });

  it('limits lookups per address against guessing (429 with Retry-After)', async () => {
    const address = someAddress();
    const probe = (n: number) => t.app.inject({ method: 'GET', url: `/api/products/promo/GUESS-${n}`, remoteAddress: address });
    for (let n = 0; n < 30; n += 1) expect((await probe(n)).statusCode).toBe(422);
    const refused = await probe(30);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await lookup('summer-20')).statusCode).toBe(200);
  });
});

describe('admin: GET/POST /products/promo, DELETE /products/promo/{code}', () => {
  it('creates a code and lists it with its redemptions', async () => {
    const created = await create({ code: 'list-me', kind: 'amount', value: 1500, maxRedemptions: 10, validUntil: inDays(30), products: ['booth', 'peerpix'] });
    expect(created).toMatchObject({ code: 'LIST-ME', kind: 'amount', value: 1500, maxRedemptions: 10, redemptions: 0, validFrom: null, products: ['booth', 'peerpix'], description: '' });
    await service().reserve('LIST-ME', 'sub_list_1', ida.id);
    expect(await listed('LIST-ME')).toMatchObject({ redemptions: 1, maxRedemptions: 10 });
  });

  it('refuses a code that exists already, in any case, with 409 on the code field', async () => {
    await create({ code: 'TWICE', kind: 'percent', value: 5 });
    const again = await call(t, admin, 'POST', '/products/promo', { code: 'twice', kind: 'amount', value: 100 });
    expect(again.statusCode).toBe(409);
    expect(fieldPaths(again)).toEqual(['code']);
    expect((await listed('TWICE'))?.kind).toBe('percent');
  });

  it('names the field of every invalid input', async () => {
    const cases: Array<[unknown, string]> = [
      [{ code: 'PCT', kind: 'percent', value: 120 }, 'value'],
      [{ code: 'A B', kind: 'percent', value: 10 }, 'code'],
      [{ code: 'WIN', kind: 'amount', value: 0 }, 'value'],
      [{ code: 'WIN', kind: 'gift', value: 10 }, 'kind'],
      [{ code: 'WIN', kind: 'amount', value: 10, validFrom: inDays(2), validUntil: inDays(1) }, 'validUntil'],
      [{ code: 'WIN', kind: 'amount', value: 10, maxRedemptions: 0 }, 'maxRedemptions'],
      [{ code: 'WIN', kind: 'amount', value: 10, products: ['toaster'] }, 'products.0'],
    ];
    for (const [body, field] of cases) {
      const response = await call(t, admin, 'POST', '/products/promo', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldPaths(response)).toContain(field);
    }
  });

  it('deletes a code never redeemed, and answers 404 for unknown codes', async () => {
    await create({ code: 'GONE', kind: 'percent', value: 10 });
    expect((await call(t, admin, 'DELETE', '/products/promo/gone')).statusCode).toBe(204);
    expect(await listed('GONE')).toBeUndefined();
    expect(await refusal('GONE')).toMatch(/does not exist/);
    expect((await call(t, admin, 'DELETE', '/products/promo/gone')).statusCode).toBe(404);
    // The name is free again.
    await create({ code: 'GONE', kind: 'percent', value: 15 });
  });

  it('ends a redeemed code instead, keeping its redemptions; ending again keeps the first end', async () => {
    await create({ code: 'KEEP', kind: 'percent', value: 10 });
    await service().reserve('KEEP', 'sub_keep_1', ida.id);
    expect((await call(t, admin, 'DELETE', '/products/promo/KEEP')).statusCode).toBe(204);
    const ended = await listed('KEEP');
    expect(ended).toMatchObject({ redemptions: 1 });
    expect(ended?.validUntil).not.toBeNull();
    expect(await refusal('KEEP')).toMatch(/expired/);
    await expect(service().reserve('KEEP', 'sub_keep_2', ida.id)).rejects.toMatchObject({ code: 'PROMO_CODE_INVALID', message: expect.stringMatching(/expired/) });

    t.clock.offsetMs = DAY_MS;
    expect((await call(t, admin, 'DELETE', '/products/promo/KEEP')).statusCode).toBe(204);
    expect((await listed('KEEP'))?.validUntil).toBe(ended?.validUntil);
  });

  it('is for admins only: 403 for customers and in support mode, 401 without a session', async () => {
    await create({ code: 'ADMINS', kind: 'percent', value: 10 });
    const support = inSupportMode(admin, (await startSupport(t, admin, ida)).token);
    for (const who of [ida, support]) {
      expect((await call(t, who, 'GET', '/products/promo')).statusCode).toBe(403);
      expect((await call(t, who, 'POST', '/products/promo', { code: 'MINE', kind: 'percent', value: 100 })).statusCode).toBe(403);
      expect((await call(t, who, 'DELETE', '/products/promo/ADMINS')).statusCode).toBe(403);
    }
    expect((await call(t, undefined, 'GET', '/products/promo')).statusCode).toBe(401);
    expect(await listed('MINE')).toBeUndefined();
    expect(await listed('ADMINS')).toBeDefined();
    // Customers still look codes up publicly.
    expect((await call(t, ida, 'GET', '/products/promo/admins')).statusCode).toBe(200);
  });
});
