import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { customers } from '@/modules/customers/customers.table.ts';
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

/** The customer a live token (unused, unexpired, of this purpose) belongs to, without using it up; null otherwise. */
export async function findTokenCustomer(db: Db, purpose: TokenPurpose, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ customerId: authTokens.customerId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)));
  return row?.customerId ?? null;
}

/** Stores a new session, seen now, and moves the customer's last activity to its sign-in. */
export async function insertSession(
  db: Db,
  values: { customerId: string; tokenHash: string; expiresAt: Date; userAgent: string; createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session was not stored');
  // A sign-in is activity too (the admin list shows it).
  await db.update(customers).set({ lastActivityAt: values.createdAt }).where(eq(customers.id, values.customerId));
  return row.id;
}

/** The live session for a token hash: not revoked and not expired; with when it was last used. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: string; customerId: string; lastSeenAt: Date | null } | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, customerId: sessions.customerId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}

/**
 * Marks the session and its customer as seen now, unless the session was marked after `staleBefore`:
 * the condition sits in the UPDATE, so of many requests in the same minute one writes, and only when
 * it did is the customer's last activity moved too.
 */
export async function markSessionSeen(db: Db, session: { sessionId: string; customerId: string }, now: Date, staleBefore: Date): Promise<void> {
  const touched = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, session.sessionId), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, staleBefore))))
    .returning({ id: sessions.id });
  if (touched.length > 0) await db.update(customers).set({ lastActivityAt: now }).where(eq(customers.id, session.customerId));
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, customerId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}

/** The customer's live sessions, most recently used first. */
export async function listLiveSessions(db: Db, customerId: string, now: Date) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`), desc(sessions.id));
}

/** Revokes every live session of the customer but `keepSessionId`; answers how many. */
export async function revokeOtherSessions(db: Db, customerId: string, keepSessionId: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes one live session of the customer; false for another customer's, an unknown or an ended one. */
export async function revokeOwnSession(db: Db, customerId: string, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.customerId, customerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
