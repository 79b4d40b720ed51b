import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { authTokens, sessions, type TokenPurpose } from './auth.table.ts';

/** Stores a new link token and drops the unused older ones of the same purpose: only the newest mail works. */
export async function replaceToken(
  db: Db,
  values: { customerId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.customerId, values.customerId), eq(authTokens.purpose, values.purpose), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values(values);
}

/**
 * Marks a token used and returns its customer, in one statement, so that two requests racing with
 * the same link cannot both succeed. Null for unknown, used, expired or wrong-purpose tokens.
 */
export async function consumeToken(db: Db, purpose: TokenPurpose, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ customerId: authTokens.customerId });
  return row?.customerId ?? null;
}

export async function insertSession(db: Db, values: { customerId: string; tokenHash: string; expiresAt: Date }): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session was not stored');
  return row.id;
}

/** The live session for a token hash: not revoked and not expired. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<{ sessionId: string; customerId: string } | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, customerId: sessions.customerId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, customerId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}
