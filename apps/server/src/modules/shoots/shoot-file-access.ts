import { isPresentable } from '@booth/shared';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { mayActOnEvent } from '@/modules/events/owned-event.ts';
import type { Db } from '@/platform/db/database.ts';
import { renditionFiles } from './shoot-renditions.ts';
import { findShootById } from './shoots.repo.ts';
import type { ShootRow } from './shoots.table.ts';

/**
 * Why a picture's file is served, which also decides how it may be cached: through its access key
 * (the address never changes meaning), because it is presentable now (it may stop being), or to its
 * signed-in organiser (private).
 */
export type ShootFileGrant = 'access' | 'presentable' | 'organiser';

export interface ShootFileRequest {
  /** The store key asked for, `shoots/{eventId}/{shootId}/{file}`, with the ids it names. */
  key: string;
  eventId: string;
  shootId: string;
  /** The address's access key (shoot-views.ts SHOOT_FILE_ACCESS_PARAM), if it carries one. */
  access: string | undefined;
  auth: AuthContext | null;
}

/** The gallery's rule for one picture; the campaign's opt-in setting is read only when it decides. */
function presentable(row: ShootRow, event: EventRow): boolean {
  if (row.isTest || !isPresentable(row, { galleryOptIn: false })) return false;
  return row.clientApproval || !settingsOf(event).screens.sharing.galleryOptIn.enabled;
}

/**
 * Whether a picture's rendition may be served, and why (never its uploaded originals, never a file of
 * a deleted picture). A picture is not public until moderation (and the guest's opt-in) made it
 * presentable; its ids and file keys are no secret from then on. So the plain address (what public
 * screens link) opens only while the picture is presentable; its own copy (the guest's share screen,
 * microsite and e-mail, the organiser's and moderators' lists) carries the access key, which is the
 * microsite slug: whoever holds one could open the other. The signed-in organiser (and an admin)
 * opens the plain addresses of the dashboard and exports. Anything else: null, which the file route
 * answers like an unknown key.
 */
export async function shootFileGrant(db: Db, request: ShootFileRequest): Promise<{ grant: ShootFileGrant; slug: string } | null> {
  const row = await findShootById(db, request.shootId);
  if (!row || row.eventId !== request.eventId || !renditionFiles(row.renditions).some((file) => file.path === request.key)) return null;
  if (request.access !== undefined && request.access === row.slug) return { grant: 'access', slug: row.slug };
  const event = await findEventById(db, row.eventId);
  if (!event) return null;
  if (presentable(row, event)) return { grant: 'presentable', slug: row.slug };
  if (request.auth && (await mayActOnEvent(db, request.auth, event, 'read'))) return { grant: 'organiser', slug: row.slug };
  return null;
}
