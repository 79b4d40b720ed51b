import { randomUUID } from 'node:crypto';
import type { EventSettings } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import { newSlug } from './event-slug.ts';
import { settingsColumns } from './event-views.ts';
import { insertEvent } from './events.repo.ts';
import type { EventRow } from './events.table.ts';

/** Stores a new event with a fresh slug (retried on the rare collision); counters start at zero, no lock. */
export async function storeNewEvent(
  db: Db,
  values: { customerId: string; name: string; settings: EventSettings; now: Date },
): Promise<EventRow> {
  const id = randomUUID();
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertEvent(db, {
        id,
        customerId: values.customerId,
        name: values.name,
        slug: newSlug(),
        ...settingsColumns(values.settings),
        createdAt: values.now,
        updatedAt: values.now,
      });
    } catch (error) {
      // 36^8 slugs: a collision three times running is not chance.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
