import { z } from 'zod';
import { singleLine } from './safe-text-schema.ts';
import { eventDtoSchema, eventListItemSchema } from './events/event-dto.ts';
import { eventListQuerySchema } from './events/event-api.ts';
import { EVENT_NAME_MAX } from './events/event.ts';
import { screensSchema } from './events/screens.ts';
import { shutterSchema } from './events/shutter.ts';

/*
 * The events API beyond the campaign model (campaigns §7): list paging and filters, the answer of
 * GET /events/{slug} with its optional parts, and the duplicate body that lets the server name the copy.
 */

export const EVENT_PAGE_DEFAULT = 20;
export const EVENT_PAGE_MAX = 100;
export const eventArchivedFilters = ['true', 'false', 'all'] as const;
export type EventArchivedFilter = (typeof eventArchivedFilters)[number];

/**
 * GET /events?resolved=1: the organiser's events, last changed first. `limit`/`offset` as specified,
 * or the keyset cursor `olderThan` (the previous page's `nextCursor`; `offset` is then ignored).
 * `archived` filters (default all, as the original list filtered in the browser), `q` searches names.
 * `customerId` lists another customer's events — admins only (platform §6).
 */
export const eventListPageQuerySchema = eventListQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(EVENT_PAGE_MAX).default(EVENT_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
  olderThan: singleLine().max(200).optional(),
  archived: z.enum(eventArchivedFilters).default('all'),
  q: singleLine().trim().max(EVENT_NAME_MAX).optional(),
  customerId: z.uuid().optional(),
});
export type EventListPageQuery = z.infer<typeof eventListPageQuerySchema>;

const pageFields = {
  /** How many events match the filters in all. */
  total: z.number().int().nonnegative(),
  /** Pass as `olderThan` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
};

/** The list answer: full events with `resolved=1`, list rows without. `resolved` tells which. */
export const eventListPageSchema = z.discriminatedUnion('resolved', [
  z.object({ resolved: z.literal(true), events: z.array(eventDtoSchema), ...pageFields }),
  z.object({ resolved: z.literal(false), events: z.array(eventListItemSchema), ...pageFields }),
]);
export type EventListPage = z.infer<typeof eventListPageSchema>;

/** GET /events/short: every own event as a list row, last changed first (pickers and menus). */
export const eventShortListSchema = z.array(eventListItemSchema);

/**
 * GET /events/{slug}: the event; `screens` and `shutter` only with `screens=1` / `shutter=1`,
 * `assets`, `filters` and `shoots` only with their flags. Shoots come with the shoots issue; until
 * then `shoots=1` answers an empty list.
 */
export const eventGetAnswerSchema = eventDtoSchema.extend({
  screens: screensSchema.optional(),
  shutter: shutterSchema.optional(),
  shoots: z.array(z.unknown()).optional(),
});
export type EventGetAnswer = z.infer<typeof eventGetAnswerSchema>;

/**
 * POST /events/{id}/duplicate {name}: a name left empty, or equal to the source's, becomes the next free
 * "Copy N" name (campaigns §5) among the customer's events; any other name is taken as it is.
 */
export const eventDuplicateRequestSchema = z.object({
  name: singleLine().trim().max(EVENT_NAME_MAX).default(''),
});
export type EventDuplicateRequest = z.input<typeof eventDuplicateRequestSchema>;
