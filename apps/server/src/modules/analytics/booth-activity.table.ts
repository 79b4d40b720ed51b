import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/events.table.ts';

export const boothActions = ['capture', 'share'] as const;
export type BoothAction = (typeof boothActions)[number];

/**
 * What guests did in the booth that the server would not otherwise see: captures taken (kept or not)
 * and share buttons used, by channel. The id is made by the guest's browser, so a beacon sent twice
 * counts once. Uploads, e-mails, microsite views and clicks are counted where they happen.
 */
export const boothActivity = pgTable(
  'booth_activity',
  {
    id: uuid().primaryKey(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sessionId: uuid(),
    shootId: uuid(),
    action: text({ enum: boothActions }).notNull(),
    /** For shares: the channel (e-mail, QR, download, WhatsApp…); null for captures. */
    channel: text(),
    /** The capture mode for captures (photo, gif, boomerang, video…). */
    kind: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('booth_activity_event_action_idx').on(table.eventId, table.action, table.channel)],
);
export type BoothActivityRow = typeof boothActivity.$inferSelect;
