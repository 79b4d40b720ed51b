import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { shoots, type ShootRow } from './shoots.table.ts';

/** The organiser's switches of one picture; undefined when it is gone. */
export async function patchShootRow(db: Db, id: string, values: { isPublic?: boolean; clientApproval?: boolean; updatedAt: Date }): Promise<ShootRow | undefined> {
  // Setting isPublic is a moderation decision, wherever it is made (picture table or moderation).
  const decided = values.isPublic === undefined ? {} : { moderatedAt: values.updatedAt };
  const [row] = await db
    .update(shoots)
    .set({ ...values, ...decided })
    .where(eq(shoots.id, id))
    .returning();
  return row;
}

/**
 * Makes the named pictures of one campaign public or hidden (a moderation decision: `moderatedAt` is
 * set); ids of other campaigns are not touched. Answers the ids that matched.
 */
export async function setShootsPublic(db: Db, eventId: string, ids: string[], isPublic: boolean, at: Date): Promise<string[]> {
  const rows = await db
    .update(shoots)
    .set({ isPublic, moderatedAt: at, updatedAt: at })
    .where(and(eq(shoots.eventId, eventId), inArray(shoots.id, ids)))
    .returning({ id: shoots.id });
  return rows.map((row) => row.id);
}

/** A failed picture goes back to processing (its uploaded originals are kept); false when it is not failed. */
export async function reopenFailedShoot(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(shoots)
    .set({ status: 'processing', failureReason: null, updatedAt: at })
    .where(and(eq(shoots.id, id), eq(shoots.status, 'failed')))
    .returning({ id: shoots.id });
  return rows.length > 0;
}

/** The named pictures of one campaign, in the order asked (unknown and foreign ids left out). */
export async function findEventShoots(db: Db, eventId: string, ids: string[]): Promise<ShootRow[]> {
  const rows = await db.select().from(shoots).where(and(eq(shoots.eventId, eventId), inArray(shoots.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
