/* The authorisation matrix's entries for the payments routes (see expectations.ts for profiles and how to write one). */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentAccounts, paymentSessions } from '@/modules/payments/payments.table.ts';
import { signIn } from '@/test/auth-flows.ts';
import type { Fixtures } from './fixtures.ts';
import { route, type Entry } from './profiles.ts';
import type { RouteKey } from './route-table.ts';

/** The organiser's own money settings: refused in support mode (config.support 'refused'). */
const OWNER_ONLY = { support: 403 } as const;
/** Lists of one's own things: another customer and the admin get their own, never the owner's. */
const MINE = { unseenBy: ['another', 'admin'] } as const;

const prepared = new WeakMap<Fixtures, Promise<{ accountId: string; slug: string }>>();

/**
 * What the payment routes name, made once per fixtures: a sandbox payment account for the owner, the
 * other customer and the admin (each organiser route has one of its own to find), and an open payment
 * session of the owner's campaign (refund and redeem answer 409 on it after the door, never touching money).
 */
function payments(f: Fixtures): Promise<{ accountId: string; slug: string }> {
  let ready = prepared.get(f);
  if (!ready) {
    ready = (async () => {
      for (const email of [f.owner.email, f.another.email, f.admin.email]) {
        const response = await f.t.app.inject({ method: 'POST', url: '/api/stripe/account', headers: await signIn(f.t, email), payload: { country: 'DE' } });
        expect([200, 201], response.body).toContain(response.statusCode);
      }
      const db = f.t.runtime.database.db;
      const [account] = await db.select({ accountId: paymentAccounts.accountId }).from(paymentAccounts).where(eq(paymentAccounts.customerId, f.owner.id));
      const slug = randomBytes(18).toString('base64url');
      const at = new Date();
      await db.insert(paymentSessions).values({
        slug,
        customerId: f.owner.id,
        eventId: f.event.id,
        shootId: f.shoot.id,
        purpose: 'print',
        status: 'open',
        amount: 250,
        provider: 'sandbox',
        createdAt: at,
        expiresAt: new Date(at.getTime() + 24 * 3600_000),
      });
      return { accountId: account?.accountId ?? '', slug };
    })();
    prepared.set(f, ready);
  }
  return ready;
}

const withAccounts = async (f: Fixtures) => {
  await payments(f);
  return {};
};
const sessionSlug = async (f: Fixtures) => ({ slug: (await payments(f)).slug });

export const PAYMENTS_MATRIX: Record<RouteKey, Entry> = {
  // One account per organiser: everyone signed in opens (or finds) their own.
  'POST /api/stripe/account': route('self', { body: () => ({ country: 'DE' }), differs: OWNER_ONLY }),
  'GET /api/stripe/account': route('self', { params: withAccounts, ...MINE }),
  'POST /api/stripe/account/reauth': route('self', { params: withAccounts, differs: OWNER_ONLY }),
  // 409 until onboarding is done: past the door.
  'POST /api/stripe/account/login': route('self', { params: withAccounts, differs: OWNER_ONLY }),
  'POST /api/sandbox/accounts/:accountId/complete-onboarding': route('ownerWrites', { params: async (f) => ({ accountId: (await payments(f)).accountId }), differs: OWNER_ONLY }),
  // Guests start paying for a picture they can see (409 here: the campaign's prints are free).
  'POST /api/stripe/payment-session': route('public', { body: (f) => ({ shootId: f.shoot.id }) }),
  'GET /api/stripe/payment-session': route('self', MINE),
  // The slug is the guest's key to the session: its page and its payment are public.
  'GET /api/stripe/payment-session/:slug': route('public', { params: sessionSlug }),
  'POST /api/stripe/payment-session/:slug/pay': route('public', { params: sessionSlug }),
  // Refunds are the organiser's (support mode too, audited); admins change customers' things only in support mode.
  'POST /api/stripe/payment-session/:slug/refund': route('ownerWrites', { params: sessionSlug }),
  // The print path: the organiser, or a guest session of the same campaign (the booth that prints).
  'POST /api/stripe/payment-session/:slug/redeem': route('ownerWrites', { params: sessionSlug, differs: { guest: 'ok' } }),
};
