import { PLAN_LICENCE_DAYS, licenceListSchema, type Licence, type LicenceList } from '@booth/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlanByName, grantPlan } from '@/modules/plans/plans.repo.ts';
import { call, customerOn, fieldPaths, type PlanName } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { licences } from './devices.table.ts';
import { pairDevice } from './devices.test-support.ts';

let t: TestApp;
let bob: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  bob = await customerOn(t, 'bob@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60_000;
let counter = 0;
const freshCustomer = (plan: PlanName) => customerOn(t, `licence-${++counter}@example.com`, plan);

async function list(customer: TestCustomer): Promise<Licence[]> {
  const response = await call(t, customer, 'GET', '/licenses');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LicenceList>().items;
}

async function storedCount(customer: TestCustomer): Promise<number> {
  const [row] = await t.runtime.database.db.select({ value: count() }).from(licences).where(eq(licences.customerId, customer.id));
  return row?.value ?? 0;
}

const attach = (customer: TestCustomer, id: string, deviceId: string) => call(t, customer, 'POST', `/licenses/${id}/attach`, { deviceId });
const detach = (customer: TestCustomer, id: string) => call(t, customer, 'POST', `/licenses/${id}/detach`);

describe('licences from the plan', () => {
  it("seeds the plan's allowance once, valid for a year, even when several requests arrive at once", async () => {
    const gold = await freshCustomer('Gold');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t, gold, 'GET', '/licenses')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await storedCount(gold)).toBe(3);
    const items = await list(gold);
    expect(licenceListSchema.strict().safeParse({ items }).success).toBe(true);
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item).toMatchObject({ assigned: false, valid: true, device: null });
      expect(Math.abs(new Date(item.expireAt).getTime() - Date.now() - PLAN_LICENCE_DAYS * DAY_MS)).toBeLessThan(60_000);
    }
    expect(await list(gold)).toEqual(items);
  });

  it('gives Free one licence and Platinum ten; a higher plan later adds the difference', async () => {
    const free = await freshCustomer('Free');
    expect(await list(free)).toHaveLength(1);
    const db = t.runtime.database.db;
    const platinum = await findPlanByName(db, 'Platinum');
    if (!platinum) throw new Error('plan missing');
    await grantPlan(db, free.id, 'booth', platinum.id);
    expect(await list(free)).toHaveLength(10);
  });
});

describe('attaching and detaching', () => {
  it('attaches a free licence to a device without one, detaches it, and refuses a second licence on a device (409 naming deviceId)', async () => {
    const customer = await freshCustomer('Gold');
    const { device } = await pairDevice(t, customer, { name: 'Till' });
    const held = device.licence?.id ?? '';
    const free = (await list(customer)).filter((item) => !item.assigned);
    expect(free).toHaveLength(2);
    const [first, second] = free as [Licence, Licence];

    const twice = await attach(customer, first.id, device.id);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(fieldPaths(twice)).toEqual(['deviceId']);
    expect(twice.json<{ message: string }>().message).toContain('Till');

    expect((await detach(customer, held)).json<Licence>()).toMatchObject({ id: held, assigned: false, device: null });
    const attached = await attach(customer, first.id, device.id);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json<Licence>()).toMatchObject({ id: first.id, assigned: true, device: { id: device.id, name: 'Till' } });
    // The same device again changes nothing; detaching a free licence neither.
    expect((await attach(customer, first.id, device.id)).statusCode).toBe(200);
    expect((await detach(customer, second.id)).json<Licence>()).toMatchObject({ assigned: false });
  });

  it('refuses a licence attached to another device with 409 naming that device', async () => {
    const customer = await freshCustomer('Gold');
    const one = await pairDevice(t, customer, { name: 'Door' });
    const two = await pairDevice(t, customer, { name: 'Stage' });
    await detach(customer, two.device.licence?.id ?? '');
    const moved = await attach(customer, one.device.licence?.id ?? '', two.device.id);
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json<{ message: string }>().message).toContain('Door');
  });

  it('refuses to attach an expired licence', async () => {
    const customer = await freshCustomer('Free');
    const { device } = await pairDevice(t, customer, { name: 'Old' });
    const id = device.licence?.id ?? '';
    await detach(customer, id);
    await t.runtime.database.db.update(licences).set({ expireAt: new Date(Date.now() - DAY_MS) }).where(eq(licences.id, id));
    const refused = await attach(customer, id, device.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/expired/);
  });

  it("answers 404 for another customer's licence, and 404 naming deviceId for another customer's device", async () => {
    const customer = await freshCustomer('Gold');
    const { device: own } = await pairDevice(t, customer, { name: 'Own' });
    const { device: foreign } = await pairDevice(t, bob, { name: 'Foreign' });
    const bobsLicence = foreign.licence?.id ?? '';
    expect((await attach(customer, bobsLicence, own.id)).statusCode).toBe(404);
    expect((await detach(customer, bobsLicence)).statusCode).toBe(404);
    const [free] = (await list(customer)).filter((item) => !item.assigned);
    const toForeign = await attach(customer, free?.id ?? '', foreign.id);
    expect(toForeign.statusCode).toBe(404);
    expect(fieldPaths(toForeign)).toEqual(['deviceId']);
    expect((await list(bob)).find((item) => item.id === bobsLicence)).toMatchObject({ assigned: true, device: { id: foreign.id } });
  });
});
