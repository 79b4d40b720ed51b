import { randomUUID } from 'node:crypto';
import type { UserFeedback } from '@booth/shared';
import { sql } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import { shootFolder } from '@/modules/shoots/shoot-files.ts';
import { shoots, type ShootRenditions, type StoredFile } from '@/modules/shoots/shoots.table.ts';
import type { TestApp } from '@/test/test-app.ts';

export interface StoredShootOptions {
  createdAt?: Date;
  views?: number;
  status?: 'processing' | 'ready' | 'failed';
  contactEmail?: string | null;
  userFeedback?: UserFeedback;
  /** Bytes of the upload, the overlayed picture (also `main`) and the thumbnail. */
  sizes?: { input: number; overlayed: number; thumbnail: number };
  /** Also a display copy (`widths`) of 20 bytes and a link-preview copy (`social`) of 30 bytes. */
  displayCopies?: boolean;
}

/**
 * A processed picture as the upload and processing leave it: three real files in the store (upload,
 * overlayed picture, thumbnail; `main` is the overlayed one) and its row, counted on the campaign.
 */
export async function storedShoot(t: TestApp, eventId: string, options: StoredShootOptions = {}) {
  const id = randomUUID();
  const folder = shootFolder(eventId, id);
  const sizes = options.sizes ?? { input: 300, overlayed: 200, thumbnail: 50 };
  const put = async (name: string, size: number, mimetype: string): Promise<StoredFile> => {
    const path = `${folder}${name}`;
    await t.runtime.files.put(path, Buffer.alloc(size, 7), { contentType: mimetype });
    return { path, size, mimetype };
  };
  const input = await put('input-0-abcd1234.jpg', sizes.input, 'image/jpeg');
  const overlayed = await put('overlayed.jpg', sizes.overlayed, 'image/jpeg');
  const thumbnail = await put('thumbnail.webp', sizes.thumbnail, 'image/webp');
  const renditions: ShootRenditions = { main: overlayed, overlayed, thumbnail };
  if (options.displayCopies) {
    renditions.widths = [{ width: 320, height: 240, file: await put('w320.webp', 20, 'image/webp') }];
    renditions.social = { width: 1200, height: 900, file: await put('social.jpg', 30, 'image/jpeg') };
  }
  const extra = options.displayCopies ? { bytes: 50, files: 2 } : { bytes: 0, files: 0 };
  const createdAt = options.createdAt ?? new Date();
  const db = t.runtime.database.db;
  await db.insert(shoots).values({
    id,
    eventId,
    slug: id.replace(/-/g, '').slice(0, 12),
    kind: 'Photo',
    status: options.status ?? 'ready',
    input: { captureKind: 'photo', files: [input], backgroundId: null, overlayId: null, backgroundApplied: false },
    renditions,
    views: options.views ?? 0,
    contactEmail: options.contactEmail ?? null,
    userFeedback: options.userFeedback ?? {},
    createdAt,
    updatedAt: createdAt,
  });
  await db
    .update(events)
    .set({ pictures: sql`${events.pictures} + 1`, picturesAllTime: sql`${events.picturesAllTime} + 1`, lastPictureAt: sql`greatest(${events.lastPictureAt}, ${createdAt.toISOString()}::timestamptz)` })
    .where(sql`${events.id} = ${eventId}`);
  return { id, folder, bytes: sizes.input + sizes.overlayed + sizes.thumbnail + extra.bytes, files: 3 + extra.files };
}
