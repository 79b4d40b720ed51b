import type { AuditAction, AuditDetail } from '@booth/shared';
import { auditActor } from '@/modules/admin/admin-access.ts';
import { recordAudit } from '@/modules/admin/audit.repo.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import type { BillingProvider } from '@/platform/payments/billing-provider.ts';

/** What the billing services share: the database, the clock, the provider in use and the public address. */
export interface BillingDeps {
  db: Db;
  now: () => Date;
  provider: BillingProvider;
  log: Logger;
  publicUrl: string;
}

/**
 * Writes a billing entry into the customer's audit log: the customer's own action, or support mode's
 * (the admin behind it); `auth` null for what the provider confirmed (the customer is the actor).
 */
export async function auditBilling(db: Db, customer: Pick<CustomerRow, 'id' | 'email'>, auth: AuthContext | null, action: AuditAction, detail: AuditDetail, at: Date): Promise<void> {
  const actor = auth ? auditActor(auth, customer) : { actorId: customer.id, actorEmail: customer.email };
  await recordAudit(db, { customerId: customer.id, kind: auth?.support ? 'support' : 'account', ...actor, action, detail, at });
}
