import { micrositeButtons } from '@booth/shared';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shoots } from '../shoots/shoots.table.ts';

/**
 * Microsite button clicks (campaigns §7 micrositeInteractionButton), counted per shoot and button.
 * Views are counted on the shoot itself (`shoots.views`) with the time of the last one here.
 */
export const micrositeClicks = pgTable(
  'microsite_clicks',
  {
    shootId: uuid()
      .notNull()
      .references(() => shoots.id, { onDelete: 'cascade' }),
    button: text({ enum: micrositeButtons }).notNull(),
    clicks: integer().notNull().default(0),
    lastClickedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.shootId, table.button] })],
);

export const micrositeViews = pgTable(
  'microsite_views',
  {
    shootId: uuid()
      .primaryKey()
      .references(() => shoots.id, { onDelete: 'cascade' }),
    eventId: uuid().notNull(),
    lastViewedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('microsite_views_event_idx').on(table.eventId)],
);
