import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UserFeedback } from '@booth/shared';
import { events } from '@/modules/events/events.table.ts';
import type { TestApp } from '@/test/test-app.ts';
import { shootFolder } from './shoot-files.ts';
import { countNewPicture } from './shoots.repo.ts';
import { shoots, type NewShootRow, type ShootRow } from './shoots.table.ts';

/**
 * A processed picture as the upload and processing job leave it: a row counted on its event, and its
 * files (an uploaded original, the main file and a thumbnail) in the store under the shoot's folder.
 */
export async function seedShoot(
  t: TestApp,
  eventId: string,
  values: Partial<Omit<NewShootRow, 'userFeedback'>> & { userFeedback?: UserFeedback } = {},
): Promise<ShootRow> {
  const id = values.id ?? randomUUID();
  const folder = shootFolder(eventId, id);
  const put = async (name: string, mimetype: string) => {
    const data = randomBytes(64);
    await t.runtime.files.put(`${folder}${name}`, data, { contentType: mimetype });
    return { path: `${folder}${name}`, size: data.length, mimetype };
  };
  const input = await put('input-0-test.jpg', 'image/jpeg');
  const main = await put('main.jpg', 'image/jpeg');
  const thumbnail = await put('thumb.webp', 'image/webp');
  const at = values.createdAt ?? new Date();
  const [row] = await t.runtime.database.db
    .insert(shoots)
    .values({
      slug: randomBytes(6).toString('base64url'),
      kind: 'Photo',
      status: 'ready',
      input: { captureKind: 'photo', files: [input], backgroundId: null, overlayId: null, backgroundApplied: false },
      renditions: { main, thumbnail },
      width: 32,
      height: 24,
      updatedAt: at,
      ...values,
      id,
      eventId,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('shoot was not stored');
  await countNewPicture(t.runtime.database.db, eventId, at);
  return row;
}

export async function pictureCounters(t: TestApp, eventId: string) {
  const [row] = await t.runtime.database.db
    .select({ pictures: events.pictures, picturesDeleted: events.picturesDeleted, picturesAllTime: events.picturesAllTime })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}
