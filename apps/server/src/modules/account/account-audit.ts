import type { AuditAction, AuditDetail } from '@booth/shared';
import { recordAudit } from '@/modules/admin/audit.repo.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';

/**
 * Writes an entry to the account's own audit log (what its owner reads under the profile). Who acted:
 * the customer, or in support mode the admin acting for them (kind 'support'), so a change made for
 * the customer is never shown as their own.
 */
export async function recordAccountAudit(db: Db, auth: AuthContext, customerEmail: string, action: AuditAction, at: Date, detail?: AuditDetail): Promise<void> {
  const actor = auth.support
    ? { kind: 'support' as const, actorId: auth.support.adminId, actorEmail: auth.support.adminEmail }
    : { kind: 'account' as const, actorId: auth.customerId, actorEmail: customerEmail };
  await recordAudit(db, { customerId: auth.customerId, ...actor, action, at, ...(detail ? { detail } : {}) });
}
