import { BOOTH_SESSION_HEADER, PAYMENT_SESSION_TTL_MINUTES, type Event, type PaymentSession } from '@booth/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOn, inSupportMode, startSupport } from '@/modules/admin/admin.test-support.ts';
import { auditEntries } from '@/modules/admin/admin.table.ts';
import { sandboxObjects } from '@/platform/payments/sandbox.table.ts';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import { startSession } from '@/modules/shoots/shoots.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { paymentSessions } from './payments.table.ts';
import { openSession, pay, paywalledPicture, sandboxAccount, sessionCall, setPrintPrice, startPayment, testCard, viewSession } from './payments.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let party: { event: Event; shootId: string };

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  bob = await customerOn(t, 'bob@example.com', 'Gold');
  party = await paywalledPicture(t, ada, 250);
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: <T>() => T }) => response.json<{ code: string; message: string }>();

async function paidSession(shootId = party.shootId): Promise<PaymentSession> {
  const session = await openSession(t, shootId);
  const paid = await pay(t, session.slug, await testCard(t));
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json<{ session: PaymentSession }>().session;
}

describe('starting a payment (POST /api/stripe/payment-session)', () => {
  it('refuses while the organiser cannot take charges (409 the guest page can show)', async () => {
    const response = await startPayment(t, party.shootId);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(/cannot take card payments/);
    await sandboxAccount(t, ada, { onboarded: false });
    expect((await startPayment(t, party.shootId)).statusCode).toBe(409);
    const account = await call(t, ada, 'GET', '/stripe/account');
    await call(t, ada, 'POST', `/sandbox/accounts/${account.json<{ account_id: string }>().account_id}/complete-onboarding`);
  });

  it('refuses a campaign whose prints are free, and an unknown picture', async () => {
    const free = await paywalledPicture(t, ada, 0);
    const response = await startPayment(t, free.shootId);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(/free/);
    expect((await startPayment(t, crypto.randomUUID())).statusCode).toBe(404);
  });

  it("opens a session at the campaign's price, and a double tap finds the same one", async () => {
    const first = await startPayment(t, party.shootId);
    expect(first.statusCode, first.body).toBe(201);
    const session = first.json<PaymentSession>();
    expect(session).toMatchObject({ status: 'open', purpose: 'print', amount: 250, currency: 'EUR', eventSlug: party.event.slug, shootId: party.shootId, card: null, testMode: true, provider: 'sandbox' });
    // 18 random bytes, URL-safe: 144 bits a guest cannot guess.
    expect(session.slug).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Date.parse(session.expiresAt) - Date.parse(session.createdAt)).toBe(PAYMENT_SESSION_TTL_MINUTES * 60_000);
    const again = await startPayment(t, party.shootId);
    expect(again.statusCode).toBe(200);
    expect(again.json<PaymentSession>().slug).toBe(session.slug);
  });

  it('opens one session for many taps at once', async () => {
    const picture = await insertShootRow(t, party.event.id, 'burst');
    const answers = await Promise.all(Array.from({ length: 6 }, () => startPayment(t, picture.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<PaymentSession>().slug)).size).toBe(1);
  });

  it("keeps a draft's pictures to their organiser (409 EVENT_NOT_LIVE for a guest)", async () => {
    const draft = await paywalledPicture(t, ada, 100, { eventType: 'draft' });
    const guest = await startPayment(t, draft.shootId);
    expect(guest.statusCode).toBe(409);
    expect(errorOf(guest).code).toBe('EVENT_NOT_LIVE');
    expect((await startPayment(t, draft.shootId, ada)).statusCode).toBe(201);
  });
});

describe('paying in test mode (POST …/{slug}/pay)', () => {
  it('needs a known test card of a guest', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'card')).id);
    const missing = await pay(t, session.slug);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Array<{ path: string }> }>().fields[0]?.path).toBe('paymentMethodId');
    expect((await pay(t, session.slug, 'pm_sb_000000000000000000000000')).statusCode).toBe(400);
    // A card saved to an organiser's billing is not a guest's to pay with.
    expect((await pay(t, session.slug, await testCard(t, 'succeeds', 'cus_sb_someone'))).statusCode).toBe(400);
  });

  it('declines with the reason (402), keeps the session open, and takes a good card next', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'decline')).id);
    const declined = await pay(t, session.slug, await testCard(t, 'insufficient_funds'));
    expect(declined.statusCode).toBe(402);
    expect(errorOf(declined)).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(errorOf(declined).message).toMatch(/insufficient_funds/);
    expect((await viewSession(t, session.slug)).json<PaymentSession>()).toMatchObject({ status: 'open', failureReason: 'insufficient_funds' });

    const paid = await pay(t, session.slug, await testCard(t));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ redirectUrl: null, session: { status: 'paid', card: { brand: 'visa', last4: '4242' }, failureReason: null } });
    expect(paid.json<{ session: PaymentSession }>().session.paidAt).not.toBeNull();
    const twice = await pay(t, session.slug, await testCard(t));
    expect(twice.statusCode).toBe(409);
  });

  it('charges once for two taps on pay at the same time', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'twice')).id);
    const card = await testCard(t);
    const answers = await Promise.all([pay(t, session.slug, card), pay(t, session.slug, card)]);
    expect(answers.map((answer) => answer.statusCode)).toContain(200);
    const payments = await t.runtime.database.db
      .select({ id: sandboxObjects.id })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, 'payment'), sql`${sandboxObjects.data}->'metadata'->>'paymentSessionSlug' = ${session.slug}`));
    expect(payments).toHaveLength(1);
  });

  it(`shows an open session as expired after ${PAYMENT_SESSION_TTL_MINUTES} minutes and refuses to pay it`, async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'late')).id);
    t.clock.offsetMs = (PAYMENT_SESSION_TTL_MINUTES + 1) * 60_000;
    try {
      expect((await viewSession(t, session.slug)).json<PaymentSession>().status).toBe('expired');
      expect((await pay(t, session.slug, await testCard(t))).statusCode).toBe(409);
      // A new tap opens a new session.
      const fresh = await startPayment(t, session.shootId);
      expect(fresh.statusCode).toBe(201);
      expect(fresh.json<PaymentSession>().slug).not.toBe(session.slug);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('stops card testing through one session after 20 tries in 10 minutes (429), from any address', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'limit')).id);
    const tries = await Promise.all(Array.from({ length: 20 }, () => pay(t, session.slug)));
    expect(new Set(tries.map((answer) => answer.statusCode))).toEqual(new Set([400]));
    const over = await pay(t, session.slug, await testCard(t));
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await viewSession(t, 'A'.repeat(24))).statusCode).toBe(404);
    expect((await viewSession(t, 'short')).statusCode).toBe(400);
  });
});

describe('using a payment (POST …/{slug}/redeem: the print path)', () => {
  it('is used exactly once by 10 calls at the same time', async () => {
    const session = await paidSession((await insertShootRow(t, party.event.id, 'redeem')).id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sessionCall(t, session.slug, 'redeem', ada.headers)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    const view = (await viewSession(t, session.slug)).json<PaymentSession>();
    expect(view.status).toBe('used');
    expect(view.usedAt).not.toBeNull();
  });

  it("takes a guest session of the same campaign, not another campaign's (401), another organiser (404) or nobody (401)", async () => {
    const session = await paidSession((await insertShootRow(t, party.event.id, 'guest')).id);
    const other = await paywalledPicture(t, ada, 100);
    expect((await sessionCall(t, session.slug, 'redeem', { [BOOTH_SESSION_HEADER]: await startSession(t, other.event.slug) })).statusCode).toBe(401);
    expect((await sessionCall(t, session.slug, 'redeem', bob.headers)).statusCode).toBe(404);
    expect((await sessionCall(t, session.slug, 'redeem')).statusCode).toBe(401);
    const guest = await sessionCall(t, session.slug, 'redeem', { [BOOTH_SESSION_HEADER]: await startSession(t, party.event.slug) });
    expect(guest.statusCode, guest.body).toBe(200);
  });

  it('refuses an open session (409)', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'unpaid')).id);
    const response = await sessionCall(t, session.slug, 'redeem', ada.headers);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(/not been made/);
  });
});

describe('refunds (POST …/{slug}/refund)', () => {
  it('refunds a used payment once: a second call is 409 and refunds nothing', async () => {
    const session = await paidSession((await insertShootRow(t, party.event.id, 'refund')).id);
    await sessionCall(t, session.slug, 'redeem', ada.headers);
    const answers = await Promise.all([sessionCall(t, session.slug, 'refund', ada.headers), sessionCall(t, session.slug, 'refund', ada.headers)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refunded = answers.find((answer) => answer.statusCode === 200)?.json<PaymentSession>();
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(refunded?.refundedAt).not.toBeNull();
    expect((await sessionCall(t, session.slug, 'refund', ada.headers)).statusCode).toBe(409);
    expect((await sessionCall(t, session.slug, 'redeem', ada.headers)).statusCode).toBe(409);
    const audit = await t.runtime.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.customerId, ada.id), eq(auditEntries.action, 'payments.session.refunded')));
    expect(audit.filter((entry) => entry.detail.slug === session.slug)).toHaveLength(1);
  });

  it("refuses an open session (409) and another organiser's (404)", async () => {
    const open = await openSession(t, (await insertShootRow(t, party.event.id, 'norefund')).id);
    expect((await sessionCall(t, open.slug, 'refund', ada.headers)).statusCode).toBe(409);
    const paid = await paidSession((await insertShootRow(t, party.event.id, 'theirs')).id);
    expect((await sessionCall(t, paid.slug, 'refund', bob.headers)).statusCode).toBe(404);
    expect((await viewSession(t, paid.slug)).json<PaymentSession>().status).toBe('paid');
  });

  it('lets support staff refund for the organiser, audited as support', async () => {
    const paid = await paidSession((await insertShootRow(t, party.event.id, 'support')).id);
    const admin = await adminOn(t, 'admin@example.com');
    const support = inSupportMode(admin, (await startSupport(t, admin, ada)).token);
    const response = await sessionCall(t, paid.slug, 'refund', support.headers);
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await t.runtime.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.customerId, ada.id), eq(auditEntries.action, 'payments.session.refunded'), eq(auditEntries.kind, 'support')));
    expect(entry).toMatchObject({ actorEmail: 'admin@example.com', detail: { slug: paid.slug } });
  });
});

describe("the organiser's list (GET /api/stripe/payment-session)", () => {
  it('shows only their own sessions, newest first, paged and filtered', async () => {
    const theirs = await paywalledPicture(t, bob, 300);
    await sandboxAccount(t, bob);
    const bobs = await openSession(t, theirs.shootId);
    const all = await call(t, ada, 'GET', '/stripe/payment-session?limit=100');
    expect(all.statusCode, all.body).toBe(200);
    const sessions = all.json<{ sessions: PaymentSession[] }>().sessions;
    expect(sessions.length).toBeGreaterThan(5);
    expect(sessions.map((session) => session.slug)).not.toContain(bobs.slug);
    const created = sessions.map((session) => Date.parse(session.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { sessions: PaymentSession[]; nextCursor: string | null } = (
        await call(t, ada, 'GET', `/stripe/payment-session?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      pages.push(...page.sessions.map((session) => session.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual(sessions.map((session) => session.slug));

    const refunded = (await call(t, ada, 'GET', '/stripe/payment-session?status=refunded')).json<{ sessions: PaymentSession[] }>().sessions;
    expect(refunded.length).toBeGreaterThan(0);
    expect(refunded.every((session) => session.status === 'refunded')).toBe(true);
    const ofParty = (await call(t, ada, 'GET', `/stripe/payment-session?eventSlug=${party.event.slug}`)).json<{ sessions: PaymentSession[] }>().sessions;
    expect(ofParty.every((session) => session.eventSlug === party.event.slug)).toBe(true);
    expect((await call(t, bob, 'GET', `/stripe/payment-session?eventSlug=${party.event.slug}`)).json<{ sessions: PaymentSession[] }>().sessions).toEqual([]);
    expect((await call(t, ada, 'GET', '/stripe/payment-session?cursor=nonsense')).statusCode).toBe(400);
    expect((await call(t, undefined, 'GET', '/stripe/payment-session')).statusCode).toBe(401);
  });

  it('keeps the amount a session was opened with when the price changes', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'price')).id);
    await setPrintPrice(t, party.event.id, 400);
    const [row] = await t.runtime.database.db.select().from(paymentSessions).where(eq(paymentSessions.slug, session.slug));
    expect(row?.amount).toBe(250);
    const next = await startPayment(t, session.shootId);
    expect(next.statusCode).toBe(201);
    expect(next.json<PaymentSession>().amount).toBe(400);
  });
});
