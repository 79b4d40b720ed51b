import type { AuditAction, AuditDetail, AuditKind } from '@booth/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import type { KeysetPosition } from '@/platform/db/keyset-cursor.ts';
import { auditEntries } from './admin.table.ts';
import { olderThan } from '@/platform/db/keyset-cursor.ts';

export interface NewAuditEntry {
  /** Whose account the entry belongs to (the customer who reads it). */
  customerId: string;
  kind: AuditKind;
  /** Who acted: the admin (support mode, admin change) or the customer themself; null for the system. */
  actorId: string | null;
  actorEmail: string;
  /** A stable key the web app translates (see audit-api.ts). */
  action: AuditAction;
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

export type AuditRow = typeof auditEntries.$inferSelect;

/** One customer's entries, newest first, strictly older than `before`; `limit + 1` rows, for keysetPage. */
export async function listAudit(db: Db, customerId: string, page: { before?: KeysetPosition; limit: number }): Promise<AuditRow[]> {
  const conditions = [eq(auditEntries.customerId, customerId)];
  if (page.before) conditions.push(olderThan(auditEntries.createdAt, auditEntries.id, page.before));
  return db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(page.limit + 1);
}
