import { randomUUID } from 'node:crypto';
import type { UserFeedback } from '@booth/shared';
import type { TestApp } from '@/test/test-app.ts';
import { shoots, type NewShootRow } from './shoots.table.ts';

let counter = 0;

/**
 * Inserts a picture row straight into the table, as processing leaves it: a ready photo with no
 * captured files unless `values` say otherwise. No counters and no files: tests that read figures or
 * render a page from rows set what they need. The slug starts with `slugPrefix` and is unique per run.
 */
export async function insertShootRow(
  t: TestApp,
  eventId: string,
  slugPrefix: string,
  values: Partial<Omit<NewShootRow, 'userFeedback'>> & { userFeedback?: UserFeedback } = {},
): Promise<{ id: string; slug: string }> {
  const id = values.id ?? randomUUID();
  counter += 1;
  const slug = `${slugPrefix}${counter}${id.slice(0, 6)}`;
  const at = values.createdAt ?? new Date();
  await t.runtime.database.db.insert(shoots).values({
    kind: 'Photo',
    status: 'ready',
    input: { captureKind: 'photo', files: [], backgroundId: null, overlayId: null, backgroundApplied: false },
    renditions: {},
    updatedAt: at,
    ...values,
    id,
    eventId,
    slug,
    createdAt: at,
  });
  return { id, slug };
}
