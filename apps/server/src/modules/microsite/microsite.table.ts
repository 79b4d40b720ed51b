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

/**
 * Who liked a picture: one row per visitor, so that a picture counts each visitor once however often
 * the like call comes (the count itself stays on `shoots.likes`). `visitor` is a keyed hash
 * (visitor-keys.ts) of the browser's visitor cookie, or, without one, of its address and browser; it
 * names the picture too, so the rows of two pictures cannot be linked. Neither address nor cookie is kept.
 */
export const micrositeLikes = pgTable(
  'microsite_likes',
  {
    shootId: uuid()
      .notNull()
      .references(() => shoots.id, { onDelete: 'cascade' }),
    visitor: text().notNull(),
    likedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.shootId, table.visitor] })],
);

/**
 * The installation's secret for visitor keys and visitor cookies (visitor-keys.ts): made on first use,
 * shared by every process through the database, never sent anywhere.
 */
export const micrositeSecrets = pgTable('microsite_secrets', {
  name: text().primaryKey(),
  secret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

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
