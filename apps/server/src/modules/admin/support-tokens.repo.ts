import type { Scope } from '@booth/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customers } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { supportTokens } from './admin.table.ts';

export async function insertSupportToken(db: Db, values: { adminId: string; customerId: string; tokenHash: string; expiresAt: Date; at: Date }): Promise<void> {
  await db.insert(supportTokens).values({ adminId: values.adminId, customerId: values.customerId, tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: values.at });
}

/** Ends the admin's live tokens for this customer (a new one replaces them); answers how many ended. */
export async function endLiveTokens(db: Db, adminId: string, customerId: string, at: Date): Promise<number> {
  const ended = await db
    .update(supportTokens)
    .set({ revokedAt: at })
    .where(and(eq(supportTokens.adminId, adminId), eq(supportTokens.customerId, customerId), isNull(supportTokens.revokedAt), gt(supportTokens.expiresAt, at)))
    .returning({ id: supportTokens.id });
  return ended.length;
}

/** Ends one token; false when it had ended already. */
export async function endToken(db: Db, id: string, at: Date): Promise<boolean> {
  const ended = await db
    .update(supportTokens)
    .set({ revokedAt: at })
    .where(and(eq(supportTokens.id, id), isNull(supportTokens.revokedAt)))
    .returning({ id: supportTokens.id });
  return ended.length > 0;
}

const staff = alias(customers, 'support_staff');

export interface SupportTokenRecord {
  id: string;
  expiresAt: Date;
  revokedAt: Date | null;
  admin: { id: string; email: string; admin: boolean; scope: Scope };
  customer: { id: string; email: string; firstName: string; name: string };
}

/** A token by its hash, with who issued it (their rights now) and whom it acts for. */
export async function findSupportToken(db: Db, tokenHash: string): Promise<SupportTokenRecord | undefined> {
  const [row] = await db
    .select({
      id: supportTokens.id,
      expiresAt: supportTokens.expiresAt,
      revokedAt: supportTokens.revokedAt,
      admin: { id: staff.id, email: staff.email, admin: staff.admin, scope: staff.scope },
      customer: { id: customers.id, email: customers.email, firstName: customers.firstName, name: customers.name },
    })
    .from(supportTokens)
    .innerJoin(staff, eq(staff.id, supportTokens.adminId))
    .innerJoin(customers, eq(customers.id, supportTokens.customerId))
    .where(eq(supportTokens.tokenHash, tokenHash));
  return row;
}
