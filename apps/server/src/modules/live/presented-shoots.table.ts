import { boolean, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/events.table.ts';

/**
 * The pictures a public screen may have shown: one row per picture that was ever presentable (ready,
 * made public by moderation or the campaign's autoPublic, not a test picture), kept when it is hidden
 * or deleted later. A public feed tells its viewers to take a picture down (`remove`) only when it has
 * a row here: for any other picture a `remove` would only announce that the picture exists (a new
 * capture waiting for moderation, a rejected one). No foreign key to the picture, like the tombstones.
 *
 * Written by the database itself (migration `presented-shoots-trigger`): a trigger on `shoots` records
 * every insert or update that leaves a row presentable, so no code path that processes, approves or
 * opts a picture in can forget it, and the row commits with the change that made it presentable.
 */
export const presentedShoots = pgTable(
  'presented_shoots',
  {
    shootId: uuid().primaryKey(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** It was presentable with the guest's gallery opt-in too: what a campaign that asks for opt-in shows. */
    optedIn: boolean().notNull(),
    presentedAt: timestamp({ withTimezone: true }).notNull(),
  },
  // The cascade of a campaign's deletion.
  (table) => [index('presented_shoots_event_idx').on(table.eventId)],
);
export type PresentedShootRow = typeof presentedShoots.$inferSelect;
