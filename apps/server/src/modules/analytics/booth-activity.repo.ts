import { count, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { boothActivity, type BoothAction } from './booth-activity.table.ts';

export type NewBoothActivity = typeof boothActivity.$inferInsert;

/** Stores one beacon; the browser's id makes a repeated beacon a no-op. */
export async function insertBoothActivity(db: Db, row: NewBoothActivity): Promise<void> {
  await db.insert(boothActivity).values(row).onConflictDoNothing({ target: boothActivity.id });
}

export interface ActivityCount {
  action: BoothAction;
  channel: string | null;
  count: number;
}

/** Beacons of an event per action and channel (walks booth_activity_event_action_idx). */
export async function countBoothActivity(db: Db, eventId: string): Promise<ActivityCount[]> {
  return db
    .select({ action: boothActivity.action, channel: boothActivity.channel, count: count() })
    .from(boothActivity)
    .where(eq(boothActivity.eventId, eventId))
    .groupBy(boothActivity.action, boothActivity.channel);
}
