import type { PaymentAccount } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOn, inSupportMode, startSupport } from '@/modules/admin/admin.test-support.ts';
import { auditEntries } from '@/modules/admin/admin.table.ts';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  bob = await customerOn(t, 'bob@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

describe('the organiser’s payment account in the sandbox', () => {
  let account: PaymentAccount;

  it('answers 404 before there is one, and asks for a country from the list', async () => {
    expect((await call(t, ada, 'GET', '/stripe/account')).statusCode).toBe(404);
    const invalid = await call(t, ada, 'POST', '/stripe/account', { country: 'US' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toContain('country');
  });

  it('opens one account (201), and answers it again with 200 on a second call', async () => {
    const [first, second] = await Promise.all([call(t, ada, 'POST', '/stripe/account', { country: 'DE' }), call(t, ada, 'POST', '/stripe/account', { country: 'DE' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    account = first.json<PaymentAccount>();
    expect(second.json<PaymentAccount>().id).toBe(account.id);
    expect(account).toMatchObject({ onboarding_complete: false, allow_stripe: false, country: 'DE', testMode: true, provider: 'sandbox' });
    expect(account.account_id).toMatch(/^acct_sb_/);
    const again = await call(t, ada, 'POST', '/stripe/account', { country: 'DE' });
    expect(again.statusCode).toBe(200);
    expect((await call(t, ada, 'GET', '/stripe/account')).json<PaymentAccount>()).toEqual(account);
  });

  it('refuses another country for the same organiser (409 naming country) and writes the audit once', async () => {
    const other = await call(t, ada, 'POST', '/stripe/account', { country: 'AT' });
    expect(other.statusCode).toBe(409);
    const audit = await t.runtime.database.db.select().from(auditEntries).where(eq(auditEntries.customerId, ada.id));
    expect(audit.filter((entry) => entry.action === 'payments.account.created')).toHaveLength(1);
  });

  it('links to the sandbox onboarding page; the dashboard waits for onboarding (409)', async () => {
    const link = await call(t, ada, 'POST', '/stripe/account/reauth');
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toEqual({ url: `${TEST_PUBLIC_URL}/payments/sandbox-onboarding/${account.account_id}` });
    expect((await call(t, ada, 'POST', '/stripe/account/login')).statusCode).toBe(409);
  });

  it("keeps another organiser out of the account's onboarding (404)", async () => {
    const foreign = await call(t, bob, 'POST', `/sandbox/accounts/${account.account_id}/complete-onboarding`);
    expect(foreign.statusCode).toBe(404);
    expect((await call(t, bob, 'GET', '/stripe/account')).statusCode).toBe(404);
  });

  it('completes onboarding through account.updated: the account takes charges, the login link is the settings page', async () => {
    const done = await call(t, ada, 'POST', `/sandbox/accounts/${account.account_id}/complete-onboarding`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<PaymentAccount>()).toMatchObject({ onboarding_complete: true, allow_stripe: true });
    expect((await call(t, ada, 'GET', '/stripe/account')).json<PaymentAccount>()).toMatchObject({ onboarding_complete: true, allow_stripe: true });
    const login = await call(t, ada, 'POST', '/stripe/account/login');
    expect(login.json()).toEqual({ url: `${TEST_PUBLIC_URL}/settings?tab=billing` });
  });

  it('is the owner’s alone in support mode: reading allowed, opening and links refused (403)', async () => {
    const admin = await adminOn(t, 'admin@example.com');
    const support = inSupportMode(admin, (await startSupport(t, admin, bob)).token);
    expect((await call(t, support, 'POST', '/stripe/account', { country: 'DE' })).statusCode).toBe(403);
    expect((await call(t, support, 'GET', '/stripe/account')).statusCode).toBe(404);
    const adaSupport = inSupportMode(admin, (await startSupport(t, admin, ada)).token);
    expect((await call(t, adaSupport, 'GET', '/stripe/account')).statusCode).toBe(200);
    expect((await call(t, adaSupport, 'POST', '/stripe/account/reauth')).statusCode).toBe(403);
    expect((await call(t, adaSupport, 'POST', '/stripe/account/login')).statusCode).toBe(403);
  });

  it('needs a sign-in', async () => {
    expect((await call(t, undefined, 'GET', '/stripe/account')).statusCode).toBe(401);
    expect((await call(t, undefined, 'POST', '/stripe/account', { country: 'DE' })).statusCode).toBe(401);
  });
});
