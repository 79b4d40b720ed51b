import { guestAiAvailabilitySchema, guestAiFilterSchema } from '../ai-filters/ai-filter-schema.ts';
import { z } from 'zod';
import { assetSchema } from '../assets/asset-schema.ts';
import { guestAssetSchema } from '../shoots/guest-asset.ts';
import { designSettingsSchema } from './design-settings.ts';
import { eventSchema, type Event } from './event.ts';
import { sharingScreenSchema } from './sharing.ts';
import { emailOptionSchema, printServerSchema } from './sharing-options.ts';
import { shutterScreenSchema } from './shutter-screen.ts';
import { shutterSchema } from './shutter.ts';
import { virtualSettingsSchema } from './virtual-settings.ts';

/** An AI or AR filter an event uses, as listed with `filters=1`. */
export const eventFilterSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  thumbnailPath: z.string().nullable(),
});

/**
 * What the organiser's API answers for an event (campaigns §7). `locked` tells whether a lock password
 * is set; the password is never part of any answer. `assets` and `filters` come with `assets=1` and
 * `filters=1`.
 */
export const eventDtoSchema = eventSchema.extend({
  assets: z.array(assetSchema).optional(),
  filters: z.array(eventFilterSchema).optional(),
});
export type EventDto = z.infer<typeof eventDtoSchema>;

/** One row of GET /events/short: enough to list, search, filter and link. */
export const eventListItemSchema = eventSchema.pick({
  id: true,
  name: true,
  slug: true,
  boothType: true,
  dimension: true,
  deviceOrientation: true,
  eventType: true,
  archived: true,
  active: true,
  locked: true,
  pictures: true,
  lastPictureAt: true,
  createdAt: true,
  updatedAt: true,
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

/**
 * The sharing screen as a guest gets it: no Facebook tokens (social album), no venue print-server
 * address (the server fills it into a print that names none; a booth's IP dialog starts empty), no
 * print layouts (the server renders prints), and of e-mail only whether it is offered (sender,
 * subject and template id are the organiser's business).
 */
export const guestSharingSchema = sharingScreenSchema
  .omit({ socialAlbum: true, printServer: true, printLayoutCreator: true, email: true })
  .extend({
    email: emailOptionSchema.pick({ enabled: true }),
    printServer: printServerSchema.pick({ enabled: true, showIPDialog: true, rememberIP: true, maxNumber: true }).prefault({}),
  });

/**
 * GET /events/{slug}/virtual (public, campaigns §7): only what the virtual booth's guest flow needs —
 * the shutter features and screen, sharing, the virtual settings and the design. Never the lock
 * state, storage flags, counters, customer data, or the deletion recipients (contact data).
 * A virtual booth has no attention or review screen (campaigns §2), so they are not sent.
 */
export const eventVirtualDtoSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  boothType: eventSchema.shape.boothType,
  dimension: eventSchema.shape.dimension,
  deviceOrientation: eventSchema.shape.deviceOrientation,
  active: z.boolean(),
  /** A draft's booth shows guests a "not live yet" page; its organiser tests it (test pictures). */
  eventType: eventSchema.shape.eventType,
  legal: eventSchema.shape.legal,
  imageCutoutEnabled: z.boolean(),
  verification: eventSchema.shape.verification,
  printPaywalled: eventSchema.shape.printPaywalled,
  /** The organiser's account has a white-label theme (platform §2): its hide list applies to guests too (postal prints). */
  whiteLabel: z.boolean().default(false),
  shutter: shutterSchema,
  screens: z.object({ shutter: shutterScreenSchema, sharing: guestSharingSchema }),
  virtualSettings: virtualSettingsSchema.omit({ deletion: true }),
  designSettings: designSettingsSchema,
  /** The assets the settings above refer to, with their URLs (filled by the server; none in a bare parse). */
  assets: z.array(guestAssetSchema).default([]),
  /** The AI filters the capture modes' `aiFilters` name, with their thumbnails (filled by the server). */
  aiFilters: z.array(guestAiFilterSchema).default([]),
  /** Whether AI pictures run now; when the budget or credits are spent the booth offers the plain photo. */
  aiAvailability: guestAiAvailabilitySchema.default({ available: true, reason: null }),
});
export type EventVirtualDto = z.infer<typeof eventVirtualDtoSchema>;

/** The guest's view of an event (or of a stored row with more in it): everything else is dropped, not just hidden. */
export function toVirtualEventDto(event: Event): EventVirtualDto {
  return eventVirtualDtoSchema.parse(event);
}
