import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';

/*
 * The export calls of campaigns §7 "Shoots and export": a POST asks for an export of chosen pictures
 * (an empty list means every picture of the campaign) and answers a temporary single-purpose link
 * (the "zipper URL"); a GET of that link streams the file. The link needs no session: its random token
 * is the capability, so it is unguessable, tied to one kind, one campaign and these parameters, and
 * expires after EXPORT_LINK_TTL_MS.
 */

/** How long a requested export link can be opened: enough to start the download, not to pass it on. */
export const EXPORT_LINK_TTL_MS = 10 * 60 * 1000;
/** The most picture ids one request may name; "all pictures" is the empty list, not a long one. */
export const EXPORT_SHOOT_IDS_MAX = 20_000;
/** Where the links live: `/api/exports/{kind}/{token}`. */
export const EXPORT_LINK_PATH = '/api/exports';

/** Whether the runtime knows `value` as an IANA time zone (Intl refuses unknown names). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const shootIdsSchema = z
  .array(z.uuid({ error: 'Each picture id must be a UUID' }))
  .max(EXPORT_SHOOT_IDS_MAX, { error: `At most ${EXPORT_SHOOT_IDS_MAX} pictures per export; send an empty list for all` });

/** Body of POST /events/{slug}/shoots/json/request (the ZIP). */
export const zipExportRequestSchema = z.object({ shootIDs: shootIdsSchema });
export type ZipExportRequest = z.infer<typeof zipExportRequestSchema>;

/** Query of the ZIP request: `onlyPublic=1` leaves hidden pictures out, `nonOverlay=1` takes the originals. */
export const zipExportQuerySchema = z.object({
  onlyPublic: z.enum(['0', '1'], { error: 'onlyPublic must be 0 or 1' }).default('0').transform((value) => value === '1'),
  nonOverlay: z.enum(['0', '1'], { error: 'nonOverlay must be 0 or 1' }).default('0').transform((value) => value === '1'),
});
export type ZipExportQuery = z.infer<typeof zipExportQuerySchema>;

/** Body of POST /events/{slug}/shoots/csv/request; dates are written in `timeZone` (IANA), else UTC. */
export const csvExportRequestSchema = z.object({
  shootIDs: shootIdsSchema,
  timeZone: singleLine()
    .max(64)
    .refine(isTimeZone, { error: 'timeZone must be an IANA time zone such as Europe/Berlin' })
    .optional(),
});
export type CsvExportRequest = z.infer<typeof csvExportRequestSchema>;

/** Answer of both requests: the link to open (a path on this site) and when it stops working. */
export const exportLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ExportLink = z.infer<typeof exportLinkSchema>;
