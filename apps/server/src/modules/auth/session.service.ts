import type { Locale, LoginAnswer, SignedIn } from '@booth/shared';
import { AccountNotActivated, AppError, InvalidCredentials } from '@/errors.ts';
import { findCustomerByEmail, setPasswordChangeRequired } from '@/modules/customers/customers.repo.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import { isPublishedDemoLogin } from '@/modules/customers/demo-account.ts';
import type { MfaLogin } from '@/modules/mfa/mfa-login.ts';
import type { Db } from '@/platform/db/database.ts';
import { judgeNewPassword } from '@/platform/security/password-rule.ts';
import { verifyDummyPassword, verifyPassword } from '@/platform/security/passwords.ts';
import { hashToken, newToken } from '@/platform/security/tokens.ts';
import { DAY_MS } from './auth.constants.ts';
import { findLiveSession, insertSession, markSessionSeen, revokeSession } from './auth.repo.ts';
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

/** What a sign-in records about where it happened: the browser (shown in the owner's session list) and the mail language. */
export interface SignInContext {
  userAgent: string;
  locale: Locale;
}

export interface SessionService {
  /**
   * Checks the credentials: with MFA off opens a session and answers its bearer token; with MFA on
   * answers the code step's challenge and opens nothing yet. Only the account password counts here,
   * never the app password of the booth devices. A right password that the password rule refuses
   * (set before the rule) is recorded: the answer says it must be changed.
   */
  login(email: string, password: string, context: SignInContext): Promise<LoginAnswer>;
  /** POST /auth/login/mfa: the challenge's second factor opens the session; answers it like a login. */
  loginWithMfa(mfaToken: string, code: string, context: SignInContext): Promise<SignedIn>;
  logout(auth: AuthContext): Promise<void>;
  /** The session a token belongs to, or null when it is unknown, expired or revoked. */
  authenticate(token: string): Promise<AuthContext | null>;
}

/** Activity is recorded at most this often per session: one write a minute, not one per request. */
export const SEEN_RESOLUTION_MS = 60_000;
/** What a session list shows of a browser: enough to recognise it, never a whole header. */
const USER_AGENT_MAX = 300;

/** The account is being deleted at its owner's request (after the password was right: only the owner learns it). */
export class AccountDeleted extends AppError {
  constructor() {
    super('ACCOUNT_DELETED', 'This account is being deleted; it can no longer sign in');
  }
}

export function createSessionService(deps: { db: Db; sessionTtlDays: number; now: () => Date; throttle: LoginThrottle; mfaLogin: MfaLogin }): SessionService {
  const { db, now, throttle, mfaLogin } = deps;

  /** Checked after the password (and after the second factor), so the answers reveal account state only to the owner. */
  function assertMaySignIn(customer: CustomerRow): void {
    if (!customer.activatedAt) throw new AccountNotActivated();
    if (customer.deletionRequestedAt) throw new AccountDeleted();
  }

  async function openSession(customer: CustomerRow, context: SignInContext): Promise<SignedIn> {
    const { token, hash } = newToken();
    const at = now();
    const userAgent = Array.from(context.userAgent.replace(/[\p{Cc}\p{Cf}]/gu, '')).slice(0, USER_AGENT_MAX).join('');
    await insertSession(db, { customerId: customer.id, tokenHash: hash, expiresAt: new Date(at.getTime() + deps.sessionTtlDays * DAY_MS), userAgent, createdAt: at });
    return { token, passwordChangeRequired: customer.passwordChangeRequired };
  }

  /**
   * Whether the password just proven still passes the password rule; recorded on the account, since
   * a sign-in is the only time the plain password is at hand (the second factor's step reads it there).
   */
  async function recheckPassword(customer: CustomerRow, password: string): Promise<CustomerRow> {
    const refused = !isPublishedDemoLogin(customer.email, password) && !(await judgeNewPassword(password, customer)).ok;
    if (refused !== customer.passwordChangeRequired) await setPasswordChangeRequired(db, customer.id, refused, now());
    return { ...customer, passwordChangeRequired: refused };
  }

  return {
    async login(email, password, context) {
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
      assertMaySignIn(customer);
      const checked = await recheckPassword(customer, password);
      const challenge = await mfaLogin.challenge(checked, context.locale);
      // With MFA on the throttle is reset only by the whole sign-in (see mfa-login.ts).
      if (challenge) return challenge;
      await throttle.succeeded(email);
      return openSession(checked, context);
    },

    async loginWithMfa(mfaToken, code, context) {
      const customer = await mfaLogin.answer(mfaToken, code);
      assertMaySignIn(customer);
      return openSession(customer, context);
    },

    async logout(auth) {
      await revokeSession(db, auth.sessionId, now());
    },

    async authenticate(token) {
      const at = now();
      const session = await findLiveSession(db, hashToken(token), at);
      if (!session) return null;
      const staleBefore = new Date(at.getTime() - SEEN_RESOLUTION_MS);
      // Read first, so the usual request (seen within the minute) writes nothing at all.
      if (!session.lastSeenAt || session.lastSeenAt < staleBefore) await markSessionSeen(db, session, at, staleBefore);
      return { sessionId: session.sessionId, customerId: session.customerId };
    },
  };
}
