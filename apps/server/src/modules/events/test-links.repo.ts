import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { hashToken, newToken } from '@/platform/security/tokens.ts';
import { eventTestLinks } from './test-links.table.ts';

/** How long a test link opens a draft's booth in test mode. */
export const TEST_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a new test link of the event; the token is answered once and kept only as its hash. The
 * event's expired links go at the same time: a draft's page mints one per visit, so they would pile up.
 */
export async function createTestLink(db: Db, eventId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + TEST_LINK_TTL_MS);
  await db.delete(eventTestLinks).where(and(eq(eventTestLinks.eventId, eventId), lte(eventTestLinks.expiresAt, now)));
  await db.insert(eventTestLinks).values({ id: randomUUID(), eventId, tokenHash: hash, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Whether `token` is an unexpired test link of this event (a token of another campaign is none). */
export async function isValidTestLink(db: Db, eventId: string, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: eventTestLinks.id })
    .from(eventTestLinks)
    .where(and(eq(eventTestLinks.tokenHash, hashToken(token)), eq(eventTestLinks.eventId, eventId), gt(eventTestLinks.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}
