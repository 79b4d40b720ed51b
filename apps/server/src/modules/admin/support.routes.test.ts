import { SUPPORT_TOKEN_HEADER, SUPPORT_TOKEN_TTL_MS, type AuditPage, type AuthUser, type Event, type SupportToken, type SupportTokenCheck } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '@/modules/customers/customers.table.ts';
import { call, createEvent, fieldPaths } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { adminOn, inSupportMode, startSupport } from './admin.test-support.ts';

let t: TestApp;
let admin: TestCustomer;
let otherAdmin: TestCustomer;
let customer: TestCustomer;
let event: Event;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminOn(t, 'support-admin@example.com');
  otherAdmin = await adminOn(t, 'other-admin@example.com');
  customer = await signedInCustomer(t, 'supported@example.com');
  event = await createEvent(t, customer, { name: 'Trade fair' });
});
afterAll(async () => {
  await t?.close();
});

const audit = async (who: TestCustomer) => (await call(t, who, 'GET', '/customers/audit')).json<AuditPage>().entries;
const invalid = (response: { statusCode: number; json: <T>() => T }) => {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ code: 'SUPPORT_TOKEN_INVALID' });
};

describe('support mode', () => {
  let token: SupportToken;

  it('issues a 10-minute token for the customer and writes support.started to their log', async () => {
    const before = Date.now();
    token = await startSupport(t, admin, customer);
    expect(token.customer).toEqual({ id: customer.id, email: customer.email, firstName: 'Anna', name: 'Berg' });
    expect(new Date(token.expireAt).getTime() - before).toBeGreaterThanOrEqual(SUPPORT_TOKEN_TTL_MS - 1000);
    expect(new Date(token.expireAt).getTime() - before).toBeLessThanOrEqual(SUPPORT_TOKEN_TTL_MS + 1000);
    expect((await audit(customer))[0]).toMatchObject({ kind: 'support', actorEmail: admin.email, action: 'support.started', detail: { refreshed: false } });
  });

  it('acts as the customer: /auth/user and /auth/level show them, and a write lands on their campaign', async () => {
    const acting = inSupportMode(admin, token.token);
    expect((await call(t, acting, 'GET', '/auth/user')).json<AuthUser>()).toMatchObject({ id: customer.id, email: customer.email, admin: false });
    expect((await call(t, acting, 'GET', '/auth/level')).statusCode).toBe(200);
    const renamed = await call(t, acting, 'PUT', `/events/${event.id}`, { name: 'Trade fair (fixed by support)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call(t, customer, 'GET', `/events/${event.slug}`)).json<Event>().name).toBe('Trade fair (fixed by support)');
    // Reads and refused writes leave no entry; the succeeded write does, with the admin's address.
    expect((await call(t, acting, 'PUT', '/events/00000000-0000-4000-8000-000000000000', { name: 'x' })).statusCode).toBe(404);
    // Written once the answer went out (an onResponse hook), so it may land a moment later.
    await vi.waitFor(async () => {
      const entries = await audit(customer);
      expect(entries.filter((entry) => entry.action === 'support.request')).toEqual([
        expect.objectContaining({ kind: 'support', actorEmail: admin.email, detail: { method: 'PUT', route: '/api/events/:id', status: 200 } }),
      ]);
    });
  });

  it("answers the admin-only calls as the customer would: 403", async () => {
    const acting = inSupportMode(admin, token.token);
    expect((await call(t, acting, 'GET', '/customers')).statusCode).toBe(403);
    expect((await call(t, acting, 'GET', `/customers/${admin.id}`)).statusCode).toBe(404);
    expect((await call(t, acting, 'GET', `/customers/${customer.id}`)).statusCode).toBe(200);
  });

  it('verifies the token for its issuer only', async () => {
    const check = await call(t, admin, 'GET', `/customers/supportToken/${token.token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json<SupportTokenCheck>()).toEqual({ valid: true, expireAt: token.expireAt, customer: token.customer });
    // Also from inside support mode.
    expect((await call(t, inSupportMode(admin, token.token), 'GET', `/customers/supportToken/${token.token}`)).statusCode).toBe(200);
    expect((await call(t, otherAdmin, 'GET', `/customers/supportToken/${token.token}`)).statusCode).toBe(404);
    expect((await call(t, customer, 'GET', `/customers/supportToken/${token.token}`)).statusCode).toBe(404);
    expect((await call(t, admin, 'GET', '/customers/supportToken/not-a-token')).statusCode).toBe(404);
  });

  it("refuses the token with another admin's session and with the customer's own (401, never acting as the signer)", async () => {
    invalid(await call(t, inSupportMode(otherAdmin, token.token), 'GET', '/auth/user'));
    invalid(await call(t, inSupportMode(customer, token.token), 'GET', '/auth/user'));
    invalid(await call(t, inSupportMode(admin, 'made-up'), 'GET', '/auth/user'));
    // Without any session the header alone signs nobody in.
    expect((await call(t, undefined, 'GET', '/auth/user', undefined, { [SUPPORT_TOKEN_HEADER]: token.token })).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refreshes: issuing again ends the earlier token', async () => {
    const fresh = await startSupport(t, admin, customer);
    invalid(await call(t, inSupportMode(admin, token.token), 'GET', '/auth/user'));
    expect((await call(t, inSupportMode(admin, fresh.token), 'GET', '/auth/user')).json<AuthUser>().id).toBe(customer.id);
    expect((await call(t, admin, 'GET', `/customers/supportToken/${token.token}`)).json<SupportTokenCheck>().valid).toBe(false);
    expect((await audit(customer))[0]).toMatchObject({ action: 'support.started', detail: { refreshed: true } });
    token = fresh;
  });

  it('ends 10 minutes after it was issued', async () => {
    t.clock.offsetMs = SUPPORT_TOKEN_TTL_MS - 5_000;
    try {
      expect((await call(t, inSupportMode(admin, token.token), 'GET', '/auth/user')).statusCode).toBe(200);
      t.clock.offsetMs = SUPPORT_TOKEN_TTL_MS + 1_000;
      invalid(await call(t, inSupportMode(admin, token.token), 'GET', '/auth/user'));
      invalid(await call(t, inSupportMode(admin, token.token), 'PUT', `/events/${event.id}`, { name: 'Too late' }));
      expect((await call(t, admin, 'GET', `/customers/supportToken/${token.token}`)).json<SupportTokenCheck>().valid).toBe(false);
    } finally {
      t.clock.offsetMs = 0;
    }
    expect((await call(t, customer, 'GET', `/events/${event.slug}`)).json<Event>().name).toBe('Trade fair (fixed by support)');
  });

  it('ends on DELETE with the token in the header, sent from inside support mode', async () => {
    const live = await startSupport(t, admin, customer);
    const acting = inSupportMode(admin, live.token);
    expect((await call(t, acting, 'DELETE', '/customers/supportToken')).statusCode).toBe(204);
    invalid(await call(t, acting, 'GET', '/auth/user'));
    expect((await audit(customer))[0]).toMatchObject({ kind: 'support', actorEmail: admin.email, action: 'support.ended' });
    // Ending it again changes nothing; without the header the call names it; another admin's token is unknown to this one.
    expect((await call(t, acting, 'DELETE', '/customers/supportToken')).statusCode).toBe(204);
    expect((await audit(customer)).filter((entry) => entry.action === 'support.ended')).toHaveLength(1);
    const missing = await call(t, admin, 'DELETE', '/customers/supportToken');
    expect(missing.statusCode).toBe(400);
    expect(fieldPaths(missing)).toEqual([SUPPORT_TOKEN_HEADER]);
    const others = await startSupport(t, otherAdmin, customer);
    expect((await call(t, inSupportMode(admin, others.token), 'DELETE', '/customers/supportToken')).statusCode).toBe(404);
  });
});

describe('who may start support mode', () => {
  it('admins and support staff; not customers, not for oneself, and support staff not for an admin', async () => {
    const staff = await signedInCustomer(t, 'support-staff@example.com');
    expect((await call(t, staff, 'POST', '/customers/supportToken', { customerId: customer.id })).statusCode).toBe(403);
    await t.runtime.database.db.update(customers).set({ scope: ['support'] }).where(eq(customers.id, staff.id));
    const token = await startSupport(t, staff, customer);
    expect((await call(t, inSupportMode(staff, token.token), 'GET', '/auth/user')).json<AuthUser>().id).toBe(customer.id);
    expect((await call(t, staff, 'POST', '/customers/supportToken', { customerId: admin.id })).statusCode).toBe(403);
    // Once the scope is gone, so is support mode.
    await t.runtime.database.db.update(customers).set({ scope: [] }).where(eq(customers.id, staff.id));
    invalid(await call(t, inSupportMode(staff, token.token), 'GET', '/auth/user'));

    const self = await call(t, admin, 'POST', '/customers/supportToken', { customerId: admin.id });
    expect(self.statusCode).toBe(400);
    expect(fieldPaths(self)).toEqual(['customerId']);
    expect((await call(t, admin, 'POST', '/customers/supportToken', { customerId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await call(t, undefined, 'POST', '/customers/supportToken', { customerId: customer.id })).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('pages newest first with a cursor', async () => {
    const all = await audit(customer);
    expect(all.length).toBeGreaterThan(4);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditPage = (await call(t, customer, 'GET', `/customers/audit?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json<AuditPage>();
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry.id));
    const times = all.map((entry) => new Date(entry.at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await call(t, admin, 'GET', `/customers/${customer.id}/audit`)).json<AuditPage>().entries.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
    const bad = await call(t, customer, 'GET', '/customers/audit?cursor=nope');
    expect(bad.statusCode).toBe(400);
    expect(fieldPaths(bad)).toEqual(['cursor']);
  });
});

describe('rate limit', () => {
  it('refuses a burst of support tokens with 429 and Retry-After', async () => {
    const burst = await adminOn(t, 'burst-admin@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await call(t, burst, 'POST', '/customers/supportToken', { customerId: customer.id })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    const refused = await call(t, burst, 'POST', '/customers/supportToken', { customerId: customer.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
