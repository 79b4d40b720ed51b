import type { AccountSession } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '@/modules/admin/admin.table.ts';
import { adminOn, inSupportMode, startSupport } from '@/modules/admin/admin.test-support.ts';
import { sessions } from '@/modules/auth/auth.table.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { call } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { PASSWORD } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Another sign-in of the same account, from another browser. */
async function secondSession(customer: TestCustomer, userAgent: string): Promise<{ authorization: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email, password: PASSWORD }, headers: { 'user-agent': userAgent } });
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

const listOf = async (customer: TestCustomer) => (await call(t, customer, 'GET', '/customers/sessions')).json<AccountSession[]>();
const userStatus = async (headers: { authorization: string }) => (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).statusCode;

describe('the list of sessions', () => {
  it("lists the account's live sessions with their browser, this one marked current", async () => {
    const ada = await signedInCustomer(t, 'ada@example.com');
    await secondSession(ada, FIREFOX);
    const list = await listOf(ada);
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(list.find((session) => !session.current)?.userAgent).toBe(FIREFOX);
    expect(list.every((session) => session.lastSeenAt !== null)).toBe(true);
    expect((await call(t, undefined, 'GET', '/customers/sessions')).statusCode).toBe(401);
  });

  it('records use at most once a minute, on the session and as the customer\'s last activity', async () => {
    const bob = await signedInCustomer(t, 'bob@example.com');
    const db = t.runtime.database.db;
    const seen = async () => {
      const [row] = await db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, (await listOf(bob)).find((s) => s.current)!.id));
      const [customer] = await db.select({ lastActivityAt: customers.lastActivityAt }).from(customers).where(eq(customers.id, bob.id));
      return { session: row!.lastSeenAt!.getTime(), customer: customer?.lastActivityAt?.getTime() ?? null };
    };
    t.clock.offsetMs = 2 * 60_000;
    const first = await seen();
    expect(first.session).toBeGreaterThan(Date.now() + 60_000);
    expect(first.customer).toBe(first.session);
    t.clock.offsetMs += 30_000;
    expect(await seen()).toEqual(first);
    t.clock.offsetMs += 45_000;
    const later = await seen();
    expect(later.session).toBeGreaterThan(first.session);
    expect(later.customer).toBe(later.session);
  });
});

describe('signing out other sessions', () => {
  it('signs out one own session by id; another customer\'s session id answers 404', async () => {
    const cleo = await signedInCustomer(t, 'cleo@example.com');
    const dan = await signedInCustomer(t, 'dan@example.com');
    const phone = await secondSession(cleo, FIREFOX);
    const phoneId = (await listOf(cleo)).find((session) => !session.current)!.id;
    const dansId = (await listOf(dan))[0]!.id;

    expect((await call(t, cleo, 'DELETE', `/customers/sessions/${dansId}`)).statusCode).toBe(404);
    expect(await userStatus(dan.headers)).toBe(200);
    expect((await call(t, cleo, 'DELETE', '/customers/sessions/not-a-uuid')).statusCode).toBe(400);

    expect((await call(t, cleo, 'DELETE', `/customers/sessions/${phoneId}`)).statusCode).toBe(200);
    expect(await userStatus(phone)).toBe(401);
    expect((await call(t, cleo, 'DELETE', `/customers/sessions/${phoneId}`)).statusCode).toBe(404);
  });

  it('signs out every other session at once, answers how many and writes the audit log', async () => {
    const eve = await signedInCustomer(t, 'eve@example.com');
    const others = [await secondSession(eve, FIREFOX), await secondSession(eve, 'curl/8.5.0')];
    const response = await call(t, eve, 'DELETE', '/customers/sessions');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    for (const headers of others) expect(await userStatus(headers)).toBe(401);
    expect(await userStatus(eve.headers)).toBe(200);
    expect((await listOf(eve)).map((session) => session.current)).toEqual([true]);
    expect((await call(t, eve, 'DELETE', '/customers/sessions')).json()).toEqual({ revoked: 0 });
    const audit = await t.runtime.database.db.select().from(auditEntries).where(eq(auditEntries.customerId, eve.id));
    expect(audit.map((entry) => [entry.action, entry.detail])).toEqual([['account.sessions.revoked', { revoked: 2 }]]);
  });
});

describe('support mode and the sessions', () => {
  it('may see the list but not sign the customer out (403): that is the owner\'s security action', async () => {
    const fay = await signedInCustomer(t, 'fay@example.com');
    const phone = await secondSession(fay, FIREFOX);
    const admin = await adminOn(t, 'fays-helper@example.com');
    const support = inSupportMode(admin, (await startSupport(t, admin, fay)).token);

    const listed = await call(t, support, 'GET', '/customers/sessions');
    expect(listed.statusCode).toBe(200);
    const sessionIds = listed.json<AccountSession[]>().map((session) => session.id);
    expect(sessionIds).toHaveLength(2);
    // The admin's own session is not one of them, so none is "current" in support mode.
    expect(listed.json<AccountSession[]>().some((session) => session.current)).toBe(false);

    for (const [method, path] of [['DELETE', '/customers/sessions'], ['DELETE', `/customers/sessions/${sessionIds[0]}`]] as const) {
      const refused = await call(t, support, method, path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await userStatus(fay.headers)).toBe(200);
    expect(await userStatus(phone)).toBe(200);
    expect((await listOf(fay)).map((session) => session.id).sort()).toEqual([...sessionIds].sort());
  });
});
