import { AccountNotActivated, InvalidCredentials } from '@/errors.ts';
import { findCustomerByEmail } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { verifyDummyPassword, verifyPassword } from '@/platform/security/passwords.ts';
import { hashToken, newToken } from '@/platform/security/tokens.ts';
import { DAY_MS } from './auth.constants.ts';
import { findLiveSession, insertSession, revokeSession } from './auth.repo.ts';
import type { LoginThrottle } from './login-throttle.ts';

/** Who is acting in a request, resolved from its bearer token. */
export interface AuthContext {
  /** The customer the request acts as: in support mode the supported customer, not the admin. */
  customerId: string;
  /** The session that signed the request (in support mode: the admin's own session). */
  sessionId: string;
  /** Set in support mode (X-Support-Token): who really acts, for the audit log and the admin checks. */
  support?: { adminId: string; adminEmail: string; tokenId: string };
}

export interface SessionService {
  /** Checks the credentials and opens a session; returns its bearer token. */
  login(email: string, password: string): Promise<string>;
  logout(auth: AuthContext): Promise<void>;
  /** The session a token belongs to, or null when it is unknown, expired or revoked. */
  authenticate(token: string): Promise<AuthContext | null>;
}

export function createSessionService(deps: { db: Db; sessionTtlDays: number; now: () => Date; throttle: LoginThrottle }): SessionService {
  const { db, now, throttle } = deps;
  return {
    async login(email, password) {
      // Before the password is looked at: a locked account refuses even the right one for a few minutes.
      await throttle.check(email);
      const customer = await findCustomerByEmail(db, email);
      if (!customer) {
        await verifyDummyPassword(password);
        await throttle.failed(email);
        throw new InvalidCredentials();
      }
      if (!(await verifyPassword(customer.passwordHash, password))) {
        await throttle.failed(email);
        throw new InvalidCredentials();
      }
      await throttle.succeeded(email);
      // Checked after the password, so the answer reveals activation state only to the owner.
      if (!customer.activatedAt) throw new AccountNotActivated();
      const { token, hash } = newToken();
      await insertSession(db, { customerId: customer.id, tokenHash: hash, expiresAt: new Date(now().getTime() + deps.sessionTtlDays * DAY_MS) });
      return token;
    },

    async logout(auth) {
      await revokeSession(db, auth.sessionId, now());
    },

    async authenticate(token) {
      const session = await findLiveSession(db, hashToken(token), now());
      return session ?? null;
    },
  };
}
