import { z } from 'zod';
import { singleLine } from './safe-text-schema.ts';
import { eventSlugSchema } from './events/event-slug.ts';
import { localePath, type Locale } from './locale.ts';

/*
 * "Other event data" of campaigns §7: generic URLs and links, whose fields the spec does not show.
 * A generic URL is a stable short address of an organiser (`/g/{slug}`) that leads to whichever of
 * their events points at it (the event's `genericUrlId`), so a printed QR code outlives a campaign.
 * A link is a short address (`/l/{slug}`) of one page of one event.
 */

export const GENERIC_URL_PREFIX = '/g/';
export const LINK_PREFIX = '/l/';
export const GENERIC_URLS_MAX = 20;
export const GENERIC_URL_NAME_MAX = 100;

export const genericUrlSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** The short address on this site, e.g. `/g/k3x9a0qz`. */
  path: z.string(),
  /** The event it leads to now (the one whose genericUrlId is this id), or null. */
  eventId: z.uuid().nullable(),
  eventSlug: z.string().nullable(),
  eventName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type GenericUrl = z.infer<typeof genericUrlSchema>;

/** POST /genericUrls (added: the spec lists only the GET). */
export const genericUrlCreateSchema = z.object({
  name: singleLine().trim().min(1, { error: 'Name is required' }).max(GENERIC_URL_NAME_MAX),
});
export type GenericUrlCreate = z.infer<typeof genericUrlCreateSchema>;

/** The guest pages of an event a link can lead to. */
export const linkTargets = ['booth', 'gallery', 'dynamicGallery', 'mosaic'] as const;
export type LinkTarget = (typeof linkTargets)[number];
export const linkTargetSchema = z.enum(linkTargets);

/** The virtual booth's public page (`/booth/{eventSlug}`). */
export const BOOTH_PREFIX = '/booth/';

const pagePrefix: Record<LinkTarget, string> = {
  booth: BOOTH_PREFIX,
  gallery: '/gallery/',
  dynamicGallery: '/dynamic-gallery/',
  mosaic: '/mosaic/',
};

/**
 * The path of an event's guest page, where a link or generic URL leads: a local path built only from
 * the event's slug (encoded), so a redirect never leaves the site. English under `/en`.
 */
export function eventPagePath(target: LinkTarget, eventSlug: string, locale: Locale = 'de'): string {
  return localePath(`${pagePrefix[target]}${encodeURIComponent(eventSlug)}`, locale);
}

export const linkSchema = z.object({
  slug: z.string(),
  eventId: z.uuid(),
  eventSlug: z.string(),
  target: linkTargetSchema,
  /** The page it leads to, e.g. `/booth/k3x9a0qz`. */
  path: z.string(),
  /** The short address, e.g. `/l/summer`. */
  shortPath: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Link = z.infer<typeof linkSchema>;

/** POST /links: a short link to a page of one of the organiser's events; `slug` optional (else generated). */
export const linkCreateSchema = z.object({
  eventId: z.uuid(),
  target: linkTargetSchema.default('booth'),
  slug: eventSlugSchema.optional(),
});
export type LinkCreate = z.input<typeof linkCreateSchema>;

/** PATCH /links/{slug}: another page or another event; the slug stays. */
export const linkPatchSchema = z.object({
  eventId: z.uuid().optional(),
  target: linkTargetSchema.optional(),
});
export type LinkPatch = z.infer<typeof linkPatchSchema>;

/** GET /links?eventId=: the organiser's links, of one event when given. */
export const linkListQuerySchema = z.object({ eventId: z.uuid().optional() });
