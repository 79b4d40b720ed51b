import type { AccountSession } from '@booth/shared';
import { NotFound } from '@/errors.ts';
import { listLiveSessions, revokeOtherSessions, revokeOwnSession } from '@/modules/auth/auth.repo.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { recordAccountAudit } from './account-audit.ts';

export interface AccountSessionsService {
  /** GET /customers/sessions: the live sign-ins, the one of this request marked `current`. */
  list(auth: AuthContext): Promise<AccountSession[]>;
  /** DELETE /customers/sessions: signs out every other session; answers how many. */
  revokeOthers(auth: AuthContext): Promise<number>;
  /** DELETE /customers/sessions/{id}: one own session; any other id is 404. */
  revoke(auth: AuthContext, sessionId: string): Promise<void>;
}

export function createAccountSessionsService(deps: { db: Db; now: () => Date }): AccountSessionsService {
  const { db, now } = deps;

  async function audit(auth: AuthContext, detail: { revoked: number; sessionId?: string }): Promise<void> {
    const customer = await findCustomerById(db, auth.customerId);
    if (customer) await recordAccountAudit(db, auth, customer.email, 'account.sessions.revoked', now(), detail);
  }

  return {
    async list(auth) {
      const rows = await listLiveSessions(db, auth.customerId, now());
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        userAgent: row.userAgent,
        current: row.id === auth.sessionId,
      }));
    },

    async revokeOthers(auth) {
      const revoked = await revokeOtherSessions(db, auth.customerId, auth.sessionId, now());
      if (revoked > 0) await audit(auth, { revoked });
      return revoked;
    },

    async revoke(auth, sessionId) {
      if (!(await revokeOwnSession(db, auth.customerId, sessionId, now()))) throw new NotFound('No such session');
      await audit(auth, { revoked: 1, sessionId });
    },
  };
}
