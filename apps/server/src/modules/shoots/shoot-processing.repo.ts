import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { assets } from '../assets/assets.table.ts';
import { events, type EventRow } from '../events/events.table.ts';
import { shoots, type ShootRenditions, type ShootRow } from './shoots.table.ts';

/**
 * What `shoot_process` and the AI steps need of a shoot: its input, its AI record and the renditions
 * stored so far (an AI picture's camera picture), and its event's settings (dimension, shutter).
 */
export type ShootForProcessing = Pick<ShootRow, 'id' | 'eventId' | 'slug' | 'kind' | 'status' | 'input' | 'renditions' | 'ai' | 'isTest' | 'createdAt'>;

export async function getForProcessJob(db: Db, shootId: string): Promise<{ shoot: ShootForProcessing; event: EventRow } | undefined> {
  const [row] = await db
    .select({
      shoot: {
        id: shoots.id,
        eventId: shoots.eventId,
        slug: shoots.slug,
        kind: shoots.kind,
        status: shoots.status,
        input: shoots.input,
        renditions: shoots.renditions,
        ai: shoots.ai,
        isTest: shoots.isTest,
        createdAt: shoots.createdAt,
      },
      event: events,
    })
    .from(shoots)
    .innerJoin(events, eq(events.id, shoots.eventId))
    .where(eq(shoots.id, shootId));
  return row;
}

export interface ShootAsset {
  id: string;
  fileKey: string;
  mimetype: string;
}

/**
 * The overlay, background and roll videos a shoot uses, among those the event's owner may use (its own
 * and public ones): an id from a guest's upload never reaches another customer's file.
 */
export async function findShootAssets(db: Db, ownerId: string, ids: string[]): Promise<ShootAsset[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: assets.id, fileKey: assets.fileKey, mimetype: assets.mimetype })
    .from(assets)
    .where(and(inArray(assets.id, ids), or(eq(assets.customerId, ownerId), eq(assets.isPublic, true))));
}

export interface ProcessedShoot {
  renditions: ShootRenditions;
  width: number;
  height: number;
  processedAt: Date;
  processingTime: number;
}

/** One update when every file is stored; false when the shoot is gone or no longer processing. */
export async function markShootReady(db: Db, shootId: string, result: ProcessedShoot): Promise<boolean> {
  const rows = await db
    .update(shoots)
    .set({ ...result, status: 'ready', failureReason: null, updatedAt: result.processedAt })
    .where(and(eq(shoots.id, shootId), eq(shoots.status, 'processing')))
    .returning({ id: shoots.id });
  return rows.length > 0;
}

/** A shoot whose files cannot be made: visible as failed with the reason, never left processing. */
export async function markShootFailed(db: Db, shootId: string, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(shoots)
    .set({ status: 'failed', failureReason: reason, updatedAt: now })
    .where(and(eq(shoots.id, shootId), eq(shoots.status, 'processing')))
    .returning({ id: shoots.id });
  return rows.length > 0;
}
