import { z } from 'zod';
import { attentionScreenSchema } from '../events/attention-screen.ts';
import { eventVirtualDtoSchema, guestSharingSchema } from '../events/event-dto.ts';
import type { Event } from '../events/event.ts';
import { reviewScreenSchema } from '../events/review-screen.ts';
import { shutterScreenSchema } from '../events/shutter-screen.ts';

/** Where the kiosk (tablet) booth of a campaign lives: `/kiosk/{slug}`, and `/en/kiosk/{slug}` in English. */
export const KIOSK_PREFIX = '/kiosk/';

/**
 * GET /events/{slug}/kiosk (public): what the tablet booth (boothType `ipad`) needs of a campaign. It
 * is the virtual booth's guest view (shutter features, shutter screen, sharing, design, the assets
 * with their URLs, never the lock state, counters or contact data; of the storage flags only the
 * camera roll, which the tablet itself acts on) plus the two screens only
 * a tablet has (campaigns §2): the attention screen and the review screen. `exitSecret` tells whether
 * leaving the kiosk asks for a secret (the lock password or the organiser's exit PIN); the secrets
 * themselves never leave the server, not even hashed.
 */
export const eventKioskDtoSchema = eventVirtualDtoSchema.extend({
  screens: z.object({
    attention: attentionScreenSchema,
    shutter: shutterScreenSchema,
    review: reviewScreenSchema,
    sharing: guestSharingSchema,
  }),
  exitSecret: z.boolean().default(false),
  /** Storage flag "device camera roll" (campaigns §3 Event): the tablet also saves each picture on itself. */
  cameraRoll: z.boolean().default(false),
});
export type EventKioskDto = z.infer<typeof eventKioskDtoSchema>;

/** The guest view of a kiosk campaign: everything the schema does not name is dropped, not just hidden. */
export function toKioskEventDto(event: Event, exitSecret: boolean): EventKioskDto {
  return eventKioskDtoSchema.parse({ ...event, exitSecret, cameraRoll: event.storage.cameraRoll });
}
