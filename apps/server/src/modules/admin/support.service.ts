import { isAdmin, isSupportStaff, SUPPORT_TOKEN_HEADER, SUPPORT_TOKEN_TTL_MS, type SupportToken, type SupportTokenCheck } from '@booth/shared';
import { AppError, Forbidden, Invalid, NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { hashToken, newToken } from '@/platform/security/tokens.ts';
import { requireSupportStaff } from './admin-access.ts';
import { recordAudit } from './audit.repo.ts';
import { endLiveTokens, endToken, findSupportToken, insertSupportToken, type SupportTokenRecord } from './support-tokens.repo.ts';

/** What the audit log records of a write made in support mode (never the body). */
export interface SupportWrite {
  method: string;
  /** The route pattern (`/api/events/:id`), not the URL with its ids and query. */
  route: string;
  status: number;
}

export interface SupportService {
  /** POST /customers/supportToken: a new 10-minute token for the customer; the signer's earlier one for them ends. */
  issue(auth: AuthContext, customerId: string): Promise<SupportToken>;
  /** GET /customers/supportToken/{token}: whether it is valid and whose; 404 for anyone but its issuer. */
  check(auth: AuthContext, token: string): Promise<SupportTokenCheck>;
  /** DELETE /customers/supportToken: ends the token the request carries (idempotent once ended). */
  end(auth: AuthContext, token: string | undefined): Promise<void>;
  /**
   * For the auth plugin: the context of a request signed by `session` that carries a support token.
   * Throws SUPPORT_TOKEN_INVALID unless the token is live, was issued by the session's user and that
   * user is still support staff — never falls back to acting as the signer.
   */
  actAs(session: AuthContext, token: string): Promise<AuthContext>;
  /** For the auth plugin: a write that succeeded in support mode, into the customer's audit log. */
  recordWrite(auth: AuthContext, write: SupportWrite): Promise<void>;
}

export const supportTokenInvalid = () => new AppError('SUPPORT_TOKEN_INVALID', 'The support token is unknown, expired or ended, or not yours; support mode has ended');

const customerOf = (record: SupportTokenRecord) => ({ ...record.customer });

export function createSupportService(deps: { db: Db; now: () => Date }): SupportService {
  const { db, now } = deps;

  const isLive = (record: SupportTokenRecord, at: Date) => record.revokedAt === null && record.expiresAt.getTime() > at.getTime() && isSupportStaff(record.admin);

  /** The signer's own token; anyone else's (or an unknown one) is answered like an unknown one. */
  async function signersToken(auth: AuthContext, token: string): Promise<SupportTokenRecord> {
    const record = await findSupportToken(db, hashToken(token));
    if (!record || record.admin.id !== auth.customerId) throw new NotFound('No such support token');
    return record;
  }

  return {
    async issue(auth, customerId) {
      const staff = await requireSupportStaff(db, auth);
      if (customerId === staff.id) throw new Invalid('Support mode acts for another customer, not for yourself', [{ path: 'customerId', message: 'is your own account' }]);
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw new NotFound('No such customer');
      // Support staff who are not admins would gain an admin's rights by acting for one.
      if (isAdmin(customer) && !isAdmin(staff)) throw new Forbidden('Only admins may act for an admin account');
      const at = now();
      const expiresAt = new Date(at.getTime() + SUPPORT_TOKEN_TTL_MS);
      const { token, hash } = newToken();
      await db.transaction(async (tx) => {
        const ended = await endLiveTokens(tx, staff.id, customer.id, at);
        await insertSupportToken(tx, { adminId: staff.id, customerId: customer.id, tokenHash: hash, expiresAt, at });
        await recordAudit(tx, { customerId: customer.id, kind: 'support', actorId: staff.id, actorEmail: staff.email, action: 'support.started', detail: { refreshed: ended > 0 }, at });
      });
      return { token, expireAt: expiresAt.toISOString(), customer: { id: customer.id, email: customer.email, firstName: customer.firstName, name: customer.name } };
    },

    async check(auth, token) {
      const record = await signersToken(auth, token);
      return { valid: isLive(record, now()), expireAt: record.expiresAt.toISOString(), customer: customerOf(record) };
    },

    async end(auth, token) {
      if (!token) throw new Invalid(`Send the token to end in the ${SUPPORT_TOKEN_HEADER} header`, [{ path: SUPPORT_TOKEN_HEADER, message: 'required' }]);
      const record = await signersToken(auth, token);
      const at = now();
      // Ended or run out already: nothing left to end, and nothing to tell the customer.
      if (record.revokedAt !== null || record.expiresAt.getTime() <= at.getTime()) return;
      await db.transaction(async (tx) => {
        if (!(await endToken(tx, record.id, at))) return;
        await recordAudit(tx, { customerId: record.customer.id, kind: 'support', actorId: record.admin.id, actorEmail: record.admin.email, action: 'support.ended', at });
      });
    },

    async actAs(session, token) {
      const record = await findSupportToken(db, hashToken(token));
      if (!record || record.admin.id !== session.customerId || !isLive(record, now())) throw supportTokenInvalid();
      return { customerId: record.customer.id, sessionId: session.sessionId, support: { adminId: record.admin.id, adminEmail: record.admin.email, tokenId: record.id } };
    },

    async recordWrite(auth, write) {
      if (!auth.support) return;
      await recordAudit(db, {
        customerId: auth.customerId,
        kind: 'support',
        actorId: auth.support.adminId,
        actorEmail: auth.support.adminEmail,
        action: 'support.request',
        detail: { method: write.method, route: write.route, status: write.status },
        at: now(),
      });
    },
  };
}
