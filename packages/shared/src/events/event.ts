import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { orientationSchema } from '../assets/orientation.ts';
import { designSettingsSchema } from './design-settings.ts';
import { DEFAULT_EVENT_DIMENSION, eventDimensionSchema } from './dimensions.ts';
import { flag, int, url } from './fields.ts';
import { screensSchema } from './screens.ts';
import { shutterSchema } from './shutter.ts';
import { virtualSettingsSchema } from './virtual-settings.ts';
import { eventSlugSchema } from './event-slug.ts';

export { eventSlugSchema };

export const boothTypes = ['ipad', 'virtual'] as const;
export type BoothType = (typeof boothTypes)[number];
export const boothTypeSchema = z.enum(boothTypes);

/**
 * Draft until the organiser takes the campaign live (campaigns §4; further values of the original are
 * not shown, docs/decisions.md). A draft's booth works only for its organiser, in test mode: guests
 * get a "not live yet" page, and the organiser's pictures are marked as test pictures.
 */
export const eventTypes = ['draft', 'live'] as const;
export type EventType = (typeof eventTypes)[number];

/** The campaign's own legal pages (German law: Impressum, Datenschutz), linked from its booth and microsite. */
export const eventLegalSchema = z.object({
  imprintUrl: url(),
  privacyUrl: url(),
});
export type EventLegal = z.infer<typeof eventLegalSchema>;

/** removebg is the outside cut-out provider; local runs background segmentation on our own machines. */
export const backgroundRemovalServices = ['removebg', 'local'] as const;

export const EVENT_NAME_MAX = 200;
export const eventNameSchema = singleLine().trim().min(1, { error: 'Name is required' }).max(EVENT_NAME_MAX);

const PRINT_PRICE_MAX_CENTS = 100_000;

/**
 * Everything an organiser configures on an event (campaigns §3), each with the spec's defaults, so
 * that `eventSettingsSchema.parse({})` is a complete new campaign.
 */
export const eventSettingsSchema = z.object({
  boothType: boothTypeSchema.default('ipad'),
  /** Derived from `dimension` on create and update (`orientationFromDimension`). */
  deviceOrientation: orientationSchema.default('portrait'),
  dimension: eventDimensionSchema.default(DEFAULT_EVENT_DIMENSION),
  /** Backups of the pictures: two cloud storage services, a self-hosted file service, the device's camera roll. */
  storage: z
    .object({
      dropbox: flag(false),
      onedrive: flag(false),
      selfHosted: flag(false),
      cameraRoll: flag(false),
    })
    .prefault({}),
  /** New pictures are public without moderation. */
  autoPublic: flag(false),
  /** Storage-source fids whose files are shown as pictures of this event. */
  staticShootSources: z.array(singleLine().trim().min(1).max(100)).max(20).default([]),
  /** Offered to other customers as an example campaign. */
  useAsExample: flag(false),
  eventType: z.enum(eventTypes).default('draft'),
  imageCutoutEnabled: flag(false),
  backgroundRemovalService: z.enum(backgroundRemovalServices).default('removebg'),
  /**
   * The most credits this campaign's AI pictures may use (null: no limit but the account's credits).
   * When it is spent the AI modes turn into the plain photo mode; the booth never closes.
   */
  aiBudgetCredits: z.number().int().min(0).max(1_000_000).nullable().default(null),
  verification: z.object({ emailEnabled: flag(false) }).prefault({}),
  /** Paid printing (campaigns §3, §9): always EUR, paid by card. The price is in cents, so no rounding. */
  printPaywalled: z
    .object({
      enabled: flag(false),
      priceCurrency: z.literal('EUR').default('EUR'),
      price: int(0, PRINT_PRICE_MAX_CENTS, 0),
      paymentOptions: z.array(z.literal('card')).min(1).max(1).default(['card']),
    })
    .prefault({}),
  legal: eventLegalSchema.prefault({}),
  screens: screensSchema.prefault({}),
  shutter: shutterSchema.prefault({}),
  virtualSettings: virtualSettingsSchema.prefault({}),
  designSettings: designSettingsSchema.prefault({}),
  archived: flag(false),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;
export type EventSettingsInput = z.input<typeof eventSettingsSchema>;

const timestamp = z.iso.datetime({ offset: true });
const counter = () => z.number().int().min(0).default(0);

/** Fields the server owns: identity, timestamps, counters and the derived flags. */
export const eventRecordSchema = z.object({
  id: z.uuid(),
  name: eventNameSchema,
  slug: eventSlugSchema,
  genericUrlId: z.uuid().nullable().default(null),
  createdAt: timestamp,
  updatedAt: timestamp,
  lastPictureAt: timestamp.nullable().default(null),
  pictures: counter(),
  picturesAllTime: counter(),
  picturesDeleted: counter(),
  /** An event is active unless archived (campaigns §4); the server sets it from `archived`. */
  active: flag(true),
  /**
   * Whether a lock password is set. The password itself is write-only: it never leaves the server,
   * not even hashed, so no answer schema has a field for it.
   */
  locked: flag(false),
  /** Whether the kiosk's exit PIN is set (write-only like the lock password; PATCH `kioskExitPin`). */
  kioskExitPinSet: flag(false),
});

/** The event as the organiser's API answers it. */
export const eventSchema = eventRecordSchema.extend(eventSettingsSchema.shape);
export type Event = z.infer<typeof eventSchema>;

/** An event is active unless archived (campaigns §4). */
export function isEventActive(event: Pick<Event, 'archived'>): boolean {
  return !event.archived;
}
