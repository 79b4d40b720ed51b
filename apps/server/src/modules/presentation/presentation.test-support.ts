import type { Event, UserFeedback } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import type { NewShootRow, ShootRenditions } from '@/modules/shoots/shoots.table.ts';
import type { TestApp } from '@/test/test-app.ts';

/*
 * Campaign settings and picture rows for the presentation tests, written straight into the tables:
 * a test of the access rule must be able to hold settings the organiser's API would refuse on that
 * plan (a gallery kept after a downgrade), and pictures as processing and moderation leave them.
 */

type Patch = Record<string, unknown>;

function merge(target: Patch, patch: Patch): Patch {
  const out: Patch = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && !Array.isArray(current)
        ? merge(current as Patch, value as Patch)
        : value;
  }
  return out;
}

/** Deep-merges `patch` into the stored settings document (e.g. `{ screens: { presentation: { gallery: { layout: 'masonry' } } } }`). */
export async function patchSettings(t: TestApp, eventId: string, patch: Patch): Promise<void> {
  const db = t.runtime.database.db;
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row) throw new Error('no such event');
  await db
    .update(events)
    .set({ settings: merge(row.settings as unknown as Patch, patch) as unknown as typeof row.settings })
    .where(eq(events.id, eventId));
}

export async function setArchived(t: TestApp, eventId: string, archived: boolean): Promise<void> {
  await t.runtime.database.db.update(events).set({ archived }).where(eq(events.id, eventId));
}

/** Display copies and files of a photo, by path only (pages and lists render addresses, nothing is fetched). */
export function photoFiles(folder: string): ShootRenditions {
  const file = (name: string, mimetype: string) => ({ path: `${folder}/${name}`, size: 1000, mimetype });
  return {
    main: file('main.jpg', 'image/jpeg'),
    thumbnail: file('thumbnail.webp', 'image/webp'),
    widths: [480, 960].map((width) => ({ width, height: (width * 4) / 3, file: file(`display-${width}.webp`, 'image/webp') })),
    social: { width: 1200, height: 1600, file: file('social.jpg', 'image/jpeg') },
  };
}

export interface PictureOptions extends Partial<Omit<NewShootRow, 'userFeedback' | 'eventId'>> {
  userFeedback?: UserFeedback;
}

/** A presentable picture (ready, approved) unless `values` say otherwise; `at` orders them. */
export async function insertPicture(t: TestApp, event: Pick<Event, 'id'>, values: PictureOptions = {}): Promise<{ id: string; slug: string }> {
  const id = values.id ?? crypto.randomUUID();
  return insertShootRow(t, event.id, 'g', {
    isPublic: true,
    width: 1200,
    height: 1600,
    renditions: photoFiles(`shoots/${event.id}/${id}`),
    ...values,
    id,
  });
}
