import { aiExecutionPurposes, aiExecutionStatuses, type AiExecutionPurpose, aiFailureReasons, aiFilterTypes, aiProviderNames, aiVariants, type AiPin, type AiPrompt, type AiProviderOptions } from '@booth/shared';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';
import { events } from '../events/events.table.ts';

/**
 * AI filters (platform §3). A customer's own filters are private to it; an admin's filter with
 * `isPublic` is in every customer's library. The campaign's `aiFilters` name filters by id.
 */
export const aiFilters = pgTable(
  'ai_filters',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    filterId: text().notNull().default(''),
    maleFilterId: text().notNull().default(''),
    femaleFilterId: text().notNull().default(''),
    useSeparateIds: boolean().notNull().default(false),
    isPublic: boolean().notNull().default(false),
    filterType: text({ enum: aiFilterTypes }).notNull(),
    provider: text({ enum: aiProviderNames }).notNull(),
    providerOptions: jsonb().$type<AiProviderOptions>().notNull(),
    /** The active prompt's text (a copy, so a booth reads one row); the history is ai_prompts. */
    prompt: jsonb().$type<AiPrompt>().notNull(),
    activePromptId: uuid(),
    /** What the filter is pinned to: set when it is saved, compared on every execution. */
    pin: jsonb().$type<AiPin>(),
    /** File-store key of the thumbnail made from the reference portrait; null before one was made. */
    thumbnailKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ai_filters_slug_idx').on(table.slug),
    index('ai_filters_customer_idx').on(table.customerId, table.createdAt),
    index('ai_filters_public_idx').on(table.isPublic),
  ],
);
export type AiFilterRow = typeof aiFilters.$inferSelect;
export type NewAiFilterRow = typeof aiFilters.$inferInsert;

/** Every prompt a filter had (prompt history, platform §4: one active at a time). */
export const aiPrompts = pgTable(
  'ai_prompts',
  {
    id: uuid().primaryKey().defaultRandom(),
    filterId: uuid()
      .notNull()
      .references(() => aiFilters.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    positivePrompt: text().notNull(),
    negativePrompt: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('ai_prompts_filter_idx').on(table.filterId, table.createdAt),
    index('ai_prompts_customer_idx').on(table.customerId, table.createdAt),
  ],
);
export type AiPromptRow = typeof aiPrompts.$inferSelect;

export { aiExecutionPurposes, type AiExecutionPurpose };

/**
 * One run of a filter: a durable job (`ai_execute`) with its progress, the pin it ran with, the credits
 * it booked and its input and result in the file store. Kept as the history the estimates come from.
 */
export const aiExecutions = pgTable(
  'ai_executions',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The filter run; null once the filter was deleted (the picture keeps its record). */
    filterId: uuid().references(() => aiFilters.id, { onDelete: 'set null' }),
    filterSlug: text().notNull(),
    promptId: uuid(),
    eventId: uuid().references(() => events.id, { onDelete: 'cascade' }),
    /** The guest's picture it belongs to (purpose shoot); no foreign key: a shoot may be deleted while it runs. */
    shootId: uuid(),
    purpose: text({ enum: aiExecutionPurposes }).notNull(),
    variant: text({ enum: aiVariants }),
    status: text({ enum: aiExecutionStatuses }).notNull().default('queued'),
    progress: real().notNull().default(0),
    failure: text({ enum: aiFailureReasons }),
    provider: text({ enum: aiProviderNames }).notNull(),
    pin: jsonb().$type<AiPin>(),
    /** Credits booked for it (0 in test mode, and after a failure refunded them). */
    credits: integer().notNull().default(0),
    /** Test mode (drafts, test links, the studio of a customer without metering) books nothing. */
    isTest: boolean().notNull().default(false),
    inputKey: text().notNull(),
    inputMimetype: text().notNull(),
    resultKey: text(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    durationMs: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('ai_executions_customer_idx').on(table.customerId, table.createdAt),
    // The estimate: the provider's recent successful runs of a filter.
    index('ai_executions_estimate_idx').on(table.filterId, table.status, table.finishedAt),
    index('ai_executions_shoot_idx').on(table.shootId),
    index('ai_executions_event_idx').on(table.eventId),
  ],
);
export type AiExecutionRow = typeof aiExecutions.$inferSelect;
export type NewAiExecutionRow = typeof aiExecutions.$inferInsert;
