import type { AuthUser, FieldIssue, Profile, SignedIn } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '@/modules/admin/admin.table.ts';
import { adminOn, inSupportMode, startSupport } from '@/modules/admin/admin.test-support.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { call, fieldPaths } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { login, PASSWORD, signIn } from '@/test/auth-flows.ts';
import { hashPassword } from '@/platform/security/passwords.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const APP_PASSWORD = 'tablet-app-password';
const auditOf = async (customer: TestCustomer) =>
  (await t.runtime.database.db.select().from(auditEntries).where(eq(auditEntries.customerId, customer.id))).map((entry) => ({ action: entry.action, kind: entry.kind, actorEmail: entry.actorEmail }));

describe('changing the password', () => {
  it('needs the current password, signs out the other sessions and keeps this one', async () => {
    const ada = await signedInCustomer(t, 'ada@example.com');
    const laptop = await signIn(t, ada.email);

    const wrong = await call(t, ada, 'PUT', '/customers/password', { password: 'a-new-password', currentPassword: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldPaths(wrong)).toEqual(['currentPassword']);
    const short = await call(t, ada, 'PUT', '/customers/password', { password: 'short', currentPassword: PASSWORD });
    expect(short.statusCode).toBe(400);
    expect(fieldPaths(short)).toEqual(['password']);

    const changed = await call(t, ada, 'PUT', '/customers/password', { password: 'a-new-password', currentPassword: PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: laptop })).statusCode).toBe(401);
    expect((await call(t, ada, 'GET', '/auth/user')).statusCode).toBe(200);
    expect((await login(t, ada.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, ada.email, 'a-new-password')).statusCode).toBe(200);
    expect(await auditOf(ada)).toEqual([{ action: 'account.password.changed', kind: 'account', actorEmail: ada.email }]);
  });
});

describe('a password set before the password rule', () => {
  it('is asked to be changed at the next sign-in (login answer and user record, never in support mode); a new one clears it', async () => {
    const cleo = await signedInCustomer(t, 'cleo@example.com');
    const legacy = '12345678';
    await t.runtime.database.db.update(customers).set({ passwordHash: await hashPassword(legacy) }).where(eq(customers.id, cleo.id));
    const user = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).json<AuthUser>();

    const signedIn = await login(t, cleo.email, legacy);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<SignedIn>().passwordChangeRequired).toBe(true);
    const headers = { authorization: `Bearer ${signedIn.json<SignedIn>().token}` };
    expect((await user(headers)).passwordChangeRequired).toBe(true);
    // Support mode acts for the customer but cannot change the password: it is not sent there.
    const admin = await adminOn(t, 'cleo-helper@example.com');
    const { token } = await startSupport(t, admin, cleo);
    expect((await user(inSupportMode(admin, token).headers)).passwordChangeRequired).toBe(false);

    for (const [password, code] of [[legacy, 'password_common'], ['cleo@example.com-2', 'password_contains_email']]) {
      const refused = await t.app.inject({ method: 'PUT', url: '/api/customers/password', headers, payload: { password, currentPassword: legacy } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fields: FieldIssue[] }>().fields).toEqual([expect.objectContaining({ path: 'password', code })]);
    }
    expect((await user(headers)).passwordChangeRequired).toBe(true);
    const changed = await t.app.inject({ method: 'PUT', url: '/api/customers/password', headers, payload: { password: 'Leuchtturm-Kiwi-Regenschirm', currentPassword: legacy } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await user(headers)).passwordChangeRequired).toBe(false);
    expect((await login(t, cleo.email, 'Leuchtturm-Kiwi-Regenschirm')).json<SignedIn>().passwordChangeRequired).toBe(false);
  });
});

describe('the app password', () => {
  it('is set with the current password, shows in the profile, is audited, and never signs in to the web app', async () => {
    const bob = await signedInCustomer(t, 'bob@example.com');
    const wrong = await call(t, bob, 'PUT', '/customers/apppassword', { password: APP_PASSWORD, currentPassword: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldPaths(wrong)).toEqual(['currentPassword']);
    // The account password is not a valid app password (it would open the web app after all).
    const same = await call(t, bob, 'PUT', '/customers/apppassword', { password: PASSWORD, currentPassword: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(fieldPaths(same)).toEqual(['password']);

    const set = await call(t, bob, 'PUT', '/customers/apppassword', { password: APP_PASSWORD, currentPassword: PASSWORD });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call(t, bob, 'GET', '/customers/profile')).json<Profile>().hasAppPassword).toBe(true);
    const web = await login(t, bob.email, APP_PASSWORD);
    expect(web.statusCode).toBe(401);
    expect(web.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(web.headers.authorization).toBeUndefined();

    // Nor can the account password become what the app password is.
    const clash = await call(t, bob, 'PUT', '/customers/password', { password: APP_PASSWORD, currentPassword: PASSWORD });
    expect(clash.statusCode).toBe(400);
    expect(fieldPaths(clash)).toEqual(['password']);

    const removed = await call(t, bob, 'PUT', '/customers/apppassword', { password: null, currentPassword: PASSWORD });
    expect(removed.statusCode).toBe(200);
    expect((await call(t, bob, 'GET', '/customers/profile')).json<Profile>().hasAppPassword).toBe(false);
    expect((await auditOf(bob)).map((entry) => entry.action)).toEqual(['account.apppassword.changed', 'account.apppassword.changed']);
    expect((await call(t, undefined, 'PUT', '/customers/apppassword', { password: APP_PASSWORD, currentPassword: PASSWORD })).statusCode).toBe(401);
  });
});
