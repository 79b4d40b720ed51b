import type { MicrositeButton } from '@booth/shared';
import { and, desc, eq, gt, max, sql, sum } from 'drizzle-orm';
import { events, type EventRow } from '@/modules/events/events.table.ts';
import { shoots, type ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { micrositeClicks, micrositeLikes, micrositeSecrets, micrositeViews } from './microsite.table.ts';

/** A shoot by its public slug, with its event (one round trip: this runs for every microsite view). */
export async function findShootWithEvent(db: Db, slug: string): Promise<{ shoot: ShootRow; event: EventRow } | undefined> {
  const [row] = await db.select({ shoot: shoots, event: events }).from(shoots).innerJoin(events, eq(events.id, shoots.eventId)).where(eq(shoots.slug, slug)).limit(1);
  return row;
}

export async function findShootBySlug(db: Db, slug: string): Promise<Pick<ShootRow, 'id' | 'eventId' | 'status' | 'likes'> | undefined> {
  const [row] = await db
    .select({ id: shoots.id, eventId: shoots.eventId, status: shoots.status, likes: shoots.likes })
    .from(shoots)
    .where(eq(shoots.slug, slug))
    .limit(1);
  return row;
}

/** One more view of a shoot's microsite: the counter on the shoot, the time on microsite_views. */
export async function recordView(db: Db, shoot: { id: string; eventId: string }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(shoots)
      .set({ views: sql`${shoots.views} + 1` })
      .where(eq(shoots.id, shoot.id));
    await tx
      .insert(micrositeViews)
      .values({ shootId: shoot.id, eventId: shoot.eventId, lastViewedAt: now })
      .onConflictDoUpdate({ target: micrositeViews.shootId, set: { lastViewedAt: now } });
  });
}

export async function recordClick(db: Db, shootId: string, button: MicrositeButton, now: Date): Promise<void> {
  await db
    .insert(micrositeClicks)
    .values({ shootId, button, clicks: 1, lastClickedAt: now })
    .onConflictDoUpdate({
      target: [micrositeClicks.shootId, micrositeClicks.button],
      set: { clicks: sql`${micrositeClicks.clicks} + 1`, lastClickedAt: now },
    });
}

/**
 * One visitor's like of a picture: counted once per visitor key, answered with the picture's count and
 * whether this call counted. The key's row and the count commit together; of concurrent likes with
 * one key the primary key lets one insert through and the others find it (never counted twice, never lost).
 */
export async function addLike(db: Db, like: { shootId: string; visitor: string; at: Date }): Promise<{ likes: number; counted: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(micrositeLikes)
      .values({ shootId: like.shootId, visitor: like.visitor, likedAt: like.at })
      .onConflictDoNothing()
      .returning({ shootId: micrositeLikes.shootId });
    if (!inserted) {
      const [row] = await tx.select({ likes: shoots.likes }).from(shoots).where(eq(shoots.id, like.shootId));
      return { likes: row?.likes ?? 0, counted: false };
    }
    const [row] = await tx
      .update(shoots)
      .set({ likes: sql`${shoots.likes} + 1` })
      .where(eq(shoots.id, like.shootId))
      .returning({ likes: shoots.likes });
    return { likes: row?.likes ?? 0, counted: true };
  });
}

/** The named secret, made from `candidate` by whichever process asks first (the others read that one). */
export async function installationSecret(db: Db, name: string, candidate: string, at: Date): Promise<string> {
  await db.insert(micrositeSecrets).values({ name, secret: candidate, createdAt: at }).onConflictDoNothing();
  const [row] = await db.select({ secret: micrositeSecrets.secret }).from(micrositeSecrets).where(eq(micrositeSecrets.name, name));
  if (!row) throw new Error(`the secret ${name} was not stored`);
  return row.secret;
}

export interface ViewRow {
  shootId: string;
  shootSlug: string;
  views: number;
  lastViewedAt: Date | null;
}

/** The event's viewed shoots, most viewed first; test pictures are left out of the figures. */
export async function listViews(db: Db, eventId: string, page: { limit: number; offset: number }): Promise<{ rows: ViewRow[]; total: number }> {
  const viewed = and(eq(shoots.eventId, eventId), eq(shoots.isTest, false), gt(shoots.views, 0));
  const rows = await db
    .select({ shootId: shoots.id, shootSlug: shoots.slug, views: shoots.views, lastViewedAt: micrositeViews.lastViewedAt })
    .from(shoots)
    .leftJoin(micrositeViews, eq(micrositeViews.shootId, shoots.id))
    .where(viewed)
    .orderBy(desc(shoots.views), desc(shoots.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(shoots).where(viewed);
  return { rows, total: count?.total ?? 0 };
}

export interface ButtonRow {
  button: MicrositeButton;
  clicks: number;
  lastClickedAt: Date | null;
}

/** Clicks per button over all of the event's shoots but its test pictures, most clicked first. */
export async function listButtonClicks(db: Db, eventId: string): Promise<ButtonRow[]> {
  const clicks = sql<number>`${sum(micrositeClicks.clicks)}::int`;
  const rows = await db
    .select({ button: micrositeClicks.button, clicks, lastClickedAt: max(micrositeClicks.lastClickedAt) })
    .from(micrositeClicks)
    .innerJoin(shoots, eq(shoots.id, micrositeClicks.shootId))
    .where(and(eq(shoots.eventId, eventId), eq(shoots.isTest, false)))
    .groupBy(micrositeClicks.button)
    .orderBy(desc(clicks), micrositeClicks.button);
  return rows.map((row) => ({ ...row, clicks: Number(row.clicks) }));
}
