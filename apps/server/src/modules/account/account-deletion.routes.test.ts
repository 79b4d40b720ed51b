import { SESSION_COOKIE } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '@/modules/customers/customers.table.ts';
import { deviceHeaders, pairDevice } from '@/modules/devices/devices.test-support.ts';
import { call, createEvent, fieldPaths } from '@/modules/events/events.test-support.ts';
import { storedShoot } from '@/modules/exports/exports.test-support.ts';
import { jpeg, makeAdmin, png, signedInCustomer, storedKeys, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { login, PASSWORD } from '@/test/auth-flows.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { deleteAccount } from './account-deletion.jobs.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: TEST_PUBLIC_URL };
const remove = (customer: TestCustomer, body: object, headers: Record<string, string> = {}) => call(t, customer, 'DELETE', '/customers/account', body, headers);
const rowOf = async (customer: TestCustomer) => (await t.runtime.database.db.select().from(customers).where(eq(customers.id, customer.id)))[0];

/** A customer with a campaign holding a picture, an asset and a paired tablet; answers the files they own. */
async function fullAccount(email: string): Promise<{ customer: TestCustomer; files: string[]; deviceToken: string }> {
  const customer = await signedInCustomer(t, email);
  const event = await createEvent(t, customer, { name: `Fest of ${email}` } as never);
  const shoot = await storedShoot(t, event.id, { createdAt: new Date(), files: { main: { data: await jpeg(20, 20), mimetype: 'image/jpeg' } } });
  const asset = await uploadOk(t, customer, 'logo', 'logo.png', await png(64, 64));
  const { token } = await pairDevice(t, customer);
  const files = (await storedKeys(t)).filter((key) => key.includes(shoot.id) || key.includes(asset.id));
  expect(files.length).toBeGreaterThanOrEqual(2);
  return { customer, files, deviceToken: token };
}

describe('deleting the account', () => {
  it('needs the password and the e-mail typed again, naming the field', async () => {
    const ada = await signedInCustomer(t, 'ada@example.com');
    const wrongEmail = await remove(ada, { password: PASSWORD, email: 'someone@example.com' });
    expect(wrongEmail.statusCode).toBe(400);
    expect(fieldPaths(wrongEmail)).toEqual(['email']);
    const wrongPassword = await remove(ada, { password: 'not-it', email: ada.email });
    expect(wrongPassword.statusCode).toBe(400);
    expect(fieldPaths(wrongPassword)).toEqual(['password']);
    expect((await remove(ada, { password: PASSWORD, email: 'x'.repeat(300) })).statusCode).toBe(400);
    expect((await rowOf(ada))?.deletionRequestedAt).toBeNull();
    expect((await call(t, undefined, 'DELETE', '/customers/account', { password: PASSWORD, email: ada.email })).statusCode).toBe(401);
  });

  it('stops sign-in at once, then the job removes campaigns, pictures, assets, devices, files and the account; a second run is harmless', async () => {
    const { customer: bob, files, deviceToken } = await fullAccount('bob@example.com');
    const { customer: cleo, files: cleosFiles } = await fullAccount('cleo@example.com');

    const response = await remove(bob, { password: PASSWORD, email: ' BOB@example.com ' }, SAME_ORIGIN);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');
    expect((await call(t, bob, 'GET', '/auth/user')).statusCode).toBe(401);
    // Meanwhile: the right password learns the account is going, a wrong one learns nothing.
    const refused = await login(t, bob.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DELETED' });
    expect((await login(t, bob.email, 'wrong-password')).statusCode).toBe(401);
    expect((await rowOf(bob))?.deletionRequestedAt).toBeInstanceOf(Date);

    await t.drainJobs();
    expect(await rowOf(bob)).toBeUndefined();
    const left = await storedKeys(t);
    expect(files.filter((key) => left.includes(key))).toEqual([]);
    expect(left.some((key) => key.includes(bob.id))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/device', headers: deviceHeaders(deviceToken) })).statusCode).toBe(401);
    // The other customer keeps everything.
    expect(cleosFiles.every((key) => left.includes(key))).toBe(true);
    expect((await call(t, cleo, 'GET', '/customers/profile')).statusCode).toBe(200);

    // The job again (a retry after a crash, a second queue entry): nothing left to do, no error.
    const deps = { db: t.runtime.database.db, files: t.runtime.files, bus: t.runtime.bus, billing: t.runtime.billing };
    expect(await deleteAccount(deps, bob.id)).toBe('skipped');
    await t.runtime.jobs.queue({ name: 'account_delete', data: { customerId: bob.id } });
    await t.drainJobs();
    expect((await login(t, bob.email)).statusCode).toBe(401);
  });

  it('finishes a run cut short: files already gone, the account still there', async () => {
    const { customer: dan, files } = await fullAccount('dan@example.com');
    const db = t.runtime.database.db;
    await db.update(customers).set({ deletionRequestedAt: new Date() }).where(eq(customers.id, dan.id));
    for (const key of files) await t.runtime.files.deletePrefix(key);
    const deps = { db, files: t.runtime.files, bus: t.runtime.bus, billing: t.runtime.billing };
    expect(await deleteAccount(deps, dan.id)).toBe('success');
    expect(await rowOf(dan)).toBeUndefined();
  });

  it('refuses the last admin (409), and lets an admin go while another remains', async () => {
    const root = await signedInCustomer(t, 'root@example.com');
    await makeAdmin(t, root);
    expect((await remove(root, { password: PASSWORD, email: root.email })).statusCode).toBe(409);
    const second = await signedInCustomer(t, 'second-admin@example.com');
    await makeAdmin(t, second);
    expect((await remove(root, { password: PASSWORD, email: root.email })).statusCode).toBe(200);
    // Root is on its way out: the other is the last admin now.
    expect((await remove(second, { password: PASSWORD, email: second.email })).statusCode).toBe(409);
  });
});
