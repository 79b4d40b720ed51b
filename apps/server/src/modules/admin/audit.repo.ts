import type { AuditDetail, AuditKind } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { auditEntries } from './admin.table.ts';

export interface NewAuditEntry {
  /** Whose account the entry belongs to (the customer who reads it). */
  customerId: string;
  kind: AuditKind;
  /** Who acted: the admin (support mode, admin change) or the customer themself; null for the system. */
  actorId: string | null;
  actorEmail: string;
  /** A stable key the web app translates (see audit-api.ts). */
  action: string;
  /** Small facts (method, route, ids, field names) — never passwords, tokens or request bodies. */
  detail?: AuditDetail;
  at: Date;
}

/** Appends one entry; pass the transaction of the change it records, so both land or neither. */
export async function recordAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditEntries).values({
    customerId: entry.customerId,
    kind: entry.kind,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    detail: entry.detail ?? {},
    createdAt: entry.at,
  });
}
