import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { moderators, moderatorSessions, moderatorTokens, type ModeratorRow, type ModeratorTokenPurpose } from './moderators.table.ts';

/** A moderator with the slug and name of its campaign (what every answer about a moderator shows). */
export interface ModeratorWithEvent {
  moderator: ModeratorRow;
  eventSlug: string;
  eventName: string;
}

const withEvent = { moderator: moderators, eventSlug: events.slug, eventName: events.name };

export async function listModerators(db: Db, eventId: string): Promise<ModeratorWithEvent[]> {
  return db
    .select(withEvent)
    .from(moderators)
    .innerJoin(events, eq(events.id, moderators.eventId))
    .where(eq(moderators.eventId, eventId))
    .orderBy(asc(moderators.createdAt), asc(moderators.id));
}

export async function findModerator(db: Db, id: string): Promise<ModeratorWithEvent | undefined> {
  const [row] = await db.select(withEvent).from(moderators).innerJoin(events, eq(events.id, moderators.eventId)).where(eq(moderators.id, id));
  return row;
}

export async function findModeratorByEmail(db: Db, eventId: string, email: string): Promise<ModeratorRow | undefined> {
  const [row] = await db
    .select()
    .from(moderators)
    .where(and(eq(moderators.eventId, eventId), eq(moderators.email, email.toLowerCase())));
  return row;
}

export async function insertModerator(db: Db, values: { id: string; eventId: string; email: string; at: Date }): Promise<ModeratorRow> {
  const [row] = await db
    .insert(moderators)
    .values({ id: values.id, eventId: values.eventId, email: values.email, invitedAt: values.at, createdAt: values.at, updatedAt: values.at })
    .returning();
  if (!row) throw new Error('moderator was not stored');
  return row;
}

/** A new address is a new person: the password and activation of the old one go. */
export async function changeModeratorEmail(db: Db, id: string, email: string, at: Date): Promise<ModeratorRow | undefined> {
  const [row] = await db
    .update(moderators)
    .set({ email, passwordHash: null, activatedAt: null, invitedAt: at, updatedAt: at })
    .where(eq(moderators.id, id))
    .returning();
  return row;
}

export async function markInvited(db: Db, id: string, at: Date): Promise<void> {
  await db.update(moderators).set({ invitedAt: at, updatedAt: at }).where(eq(moderators.id, id));
}

export async function deleteModerator(db: Db, id: string): Promise<void> {
  await db.delete(moderators).where(eq(moderators.id, id));
}

/** Sets the password and activates (a moderator activates by setting the first one). */
export async function setModeratorPassword(db: Db, id: string, passwordHash: string, at: Date): Promise<void> {
  await db
    .update(moderators)
    .set({ passwordHash, activatedAt: sql`coalesce(${moderators.activatedAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
    .where(eq(moderators.id, id));
}

/** Stores a new link token and drops every unused older one of the moderator: only the newest mail works. */
export async function replaceModeratorToken(
  db: Db,
  values: { moderatorId: string; purpose: ModeratorTokenPurpose; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await voidModeratorTokens(db, values.moderatorId);
  await db.insert(moderatorTokens).values(values);
}

export async function voidModeratorTokens(db: Db, moderatorId: string): Promise<void> {
  await db.delete(moderatorTokens).where(and(eq(moderatorTokens.moderatorId, moderatorId), isNull(moderatorTokens.usedAt)));
}

/**
 * Marks a link token used and returns its moderator, in one statement (two requests racing with one
 * link cannot both pass), but only a token of a moderator of `eventId`: a link of another campaign is
 * left untouched. Null for unknown, used, expired or foreign tokens.
 */
export async function consumeModeratorToken(db: Db, tokenHash: string, eventId: string, now: Date): Promise<string | null> {
  const ofEvent = db.select({ id: moderators.id }).from(moderators).where(eq(moderators.eventId, eventId));
  const [row] = await db
    .update(moderatorTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(moderatorTokens.tokenHash, tokenHash),
        isNull(moderatorTokens.usedAt),
        gt(moderatorTokens.expiresAt, now),
        inArray(moderatorTokens.moderatorId, ofEvent),
      ),
    )
    .returning({ moderatorId: moderatorTokens.moderatorId });
  return row?.moderatorId ?? null;
}

export async function insertModeratorSession(db: Db, values: { moderatorId: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<string> {
  const [row] = await db.insert(moderatorSessions).values(values).returning({ id: moderatorSessions.id });
  if (!row) throw new Error('moderator session was not stored');
  return row.id;
}

/** The live session of a token hash (not revoked, not expired) with the moderator's campaign. */
export async function findLiveModeratorSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: string; moderatorId: string; eventId: string } | undefined> {
  const [row] = await db
    .select({ sessionId: moderatorSessions.id, moderatorId: moderators.id, eventId: moderators.eventId })
    .from(moderatorSessions)
    .innerJoin(moderators, eq(moderators.id, moderatorSessions.moderatorId))
    .where(and(eq(moderatorSessions.tokenHash, tokenHash), isNull(moderatorSessions.revokedAt), gt(moderatorSessions.expiresAt, now)));
  return row;
}

export async function revokeModeratorSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(moderatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(moderatorSessions.id, sessionId), isNull(moderatorSessions.revokedAt)));
}

export async function revokeModeratorSessions(db: Db, moderatorId: string, now: Date): Promise<void> {
  await db
    .update(moderatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(moderatorSessions.moderatorId, moderatorId), isNull(moderatorSessions.revokedAt)));
}
