import type { CustomerAddress } from '@booth/shared';
import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { auditEntries } from '@/modules/admin/admin.table.ts';
import { assets } from '@/modules/assets/assets.table.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';

/** The profile fields of platform §3 the owner changes (PATCH /customers/profile). */
export interface ProfileColumns {
  firstName?: string;
  name?: string;
  timeZone?: string;
  avatarAssetId?: string | null;
}

export async function updateProfileColumns(db: Db, customerId: string, values: ProfileColumns, at: Date): Promise<void> {
  await db
    .update(customers)
    .set({ ...values, updatedAt: at })
    .where(eq(customers.id, customerId));
}

export async function updateAddress(db: Db, customerId: string, address: CustomerAddress, at: Date): Promise<void> {
  await db.update(customers).set({ address, updatedAt: at }).where(eq(customers.id, customerId));
}

export async function updateAppPasswordHash(db: Db, customerId: string, appPasswordHash: string | null, at: Date): Promise<void> {
  await db.update(customers).set({ appPasswordHash, updatedAt: at }).where(eq(customers.id, customerId));
}

/** Marks the account for deletion once; false when it was marked already (a second click, a concurrent request). */
export async function markDeletionRequested(db: Db, customerId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ deletionRequestedAt: at, updatedAt: at })
    .where(and(eq(customers.id, customerId), isNull(customers.deletionRequestedAt)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** Admins other than this one who keep their accounts (those being deleted do not count). */
export async function countOtherAdmins(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.admin, true), ne(customers.id, customerId), isNull(customers.deletionRequestedAt)));
  return row?.n ?? 0;
}

/** Accounts waiting for their deletion job (queued again at boot, in case a crash lost it). */
export async function customersAwaitingDeletion(db: Db): Promise<string[]> {
  const rows = await db.select({ id: customers.id }).from(customers).where(isNotNull(customers.deletionRequestedAt));
  return rows.map((row) => row.id);
}

/** The last step of a deletion: everything still referencing the customer goes with it (ON DELETE CASCADE). */
export async function deleteCustomerRow(db: Db, customerId: string): Promise<void> {
  await db.delete(customers).where(eq(customers.id, customerId));
}

/** The account's audit log, oldest first, for the export. */
export async function auditLogOf(db: Db, customerId: string) {
  return db
    .select({ at: auditEntries.createdAt, kind: auditEntries.kind, actorEmail: auditEntries.actorEmail, action: auditEntries.action, detail: auditEntries.detail })
    .from(auditEntries)
    .where(eq(auditEntries.customerId, customerId))
    .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id));
}

/** The customer's own assets with their original files, oldest first, for the export. */
export async function assetFilesOf(db: Db, customerId: string) {
  return db
    .select({ id: assets.id, assetType: assets.assetType, originalname: assets.originalname, mimetype: assets.mimetype, fileKey: assets.fileKey, fileSize: assets.fileSize, createdAt: assets.createdAt })
    .from(assets)
    .where(eq(assets.customerId, customerId))
    .orderBy(asc(assets.createdAt), asc(assets.id));
}
