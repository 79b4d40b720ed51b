import { BOOTH_SESSION_HEADER, SUPPORT_TOKEN_HEADER, type SupportToken } from '@booth/shared';
import { expect } from 'vitest';
import { moderatorLogin } from '@/modules/moderators/moderators.test-support.ts';
import { startSession } from '@/modules/shoots/shoots.test-support.ts';
import { signIn } from '@/test/auth-flows.ts';
import type { TestCustomer } from '@/test/assets.ts';
import type { Fixtures } from './fixtures.ts';

/** Who knocks, in the order every route is probed (the refused first, so an allowed write never changes what they see). */
export const principals = ['anonymous', 'guest', 'moderator', 'another', 'customer', 'support', 'admin'] as const;
export type Principal = (typeof principals)[number];

export type Headers = Record<string, string>;

/** The route support mode needs; until it exists the support column is not probed (see `supportReady`). */
export const SUPPORT_TOKEN_ROUTE = 'POST /api/customers/supportToken';

/**
 * The headers each principal sends. `customer` is the owner of the fixtures; `support` is the admin's
 * own session with X-Support-Token naming the owner (platform §7: every request carries it while
 * support mode is on). `fresh` signs in anew for calls that end the session they come with (logout);
 * `renew` replaces a principal's credentials after a call that may have ended them.
 */
export class PrincipalPool {
  private readonly headers = new Map<Principal, Headers>();
  private supportToken: string | null = null;

  constructor(
    private readonly f: Fixtures,
    readonly supportReady: boolean,
  ) {}

  async init(): Promise<void> {
    const f = this.f;
    this.headers.set('anonymous', {});
    this.headers.set('guest', { [BOOTH_SESSION_HEADER]: f.guestToken });
    this.headers.set('customer', { ...f.owner.headers });
    this.headers.set('another', { ...f.another.headers });
    this.headers.set('admin', { ...f.admin.headers });
    this.headers.set('moderator', f.moderator.headers);
    if (this.supportReady) await this.renew('support');
  }

  /** The support token the support principal carries (null until support mode exists). */
  get currentSupportToken(): string | null {
    return this.supportToken;
  }

  of(principal: Principal): Headers {
    const headers = this.headers.get(principal);
    if (!headers) throw new Error(`principal ${principal} is not available`);
    return headers;
  }

  /** New credentials of the same principal, leaving the shared ones alone. */
  async fresh(principal: Principal): Promise<Headers> {
    const f = this.f;
    switch (principal) {
      case 'anonymous':
        return {};
      case 'guest':
        return { [BOOTH_SESSION_HEADER]: await startSession(f.t, f.event.slug) };
      case 'customer':
        return signIn(f.t, f.owner.email);
      case 'another':
        return signIn(f.t, f.another.email);
      case 'admin':
        return signIn(f.t, f.admin.email);
      case 'support':
        return { ...(await signIn(f.t, f.admin.email)), [SUPPORT_TOKEN_HEADER]: this.supportToken ?? '' };
      case 'moderator': {
        const login = await moderatorLogin(f.t, f.moderator.email, f.event.slug);
        expect(login.statusCode, login.body).toBe(200);
        return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
      }
    }
  }

  /** Replaces the shared credentials of a principal (after a call that may have ended them). */
  async renew(principal: Principal): Promise<void> {
    if (principal === 'support') {
      if (!this.supportReady) return;
      this.supportToken = await issueSupportToken(this.f, this.f.admin, this.f.owner.id);
      this.headers.set('support', { ...this.f.admin.headers, [SUPPORT_TOKEN_HEADER]: this.supportToken });
      return;
    }
    const headers = await this.fresh(principal);
    this.headers.set(principal, headers);
    // The fixtures' own customers sign their spares and setup calls with these headers too.
    const customer = { customer: this.f.owner, another: this.f.another, admin: this.f.admin }[principal as 'customer' | 'another' | 'admin'] as TestCustomer | undefined;
    if (customer && headers.authorization) {
      customer.headers.authorization = headers.authorization;
      customer.token = headers.authorization.slice('Bearer '.length);
    }
  }
}

/** POST /api/customers/supportToken as an admin, for one customer (packages/shared admin/support-api.ts). */
export async function issueSupportToken(f: Fixtures, admin: TestCustomer, customerId: string): Promise<string> {
  const response = await f.t.app.inject({ method: 'POST', url: '/api/customers/supportToken', headers: admin.headers, payload: { customerId } });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<SupportToken>().token;
}
