import { BOOTH_SESSION_HEADER } from '@booth/shared';
import { Unauthenticated } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { boothMode, type BoothTestLink } from '@/modules/events/event-guards.ts';
import { findEventBySlug } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { noSuchCampaign } from '@/modules/events/owned-event.ts';
import type { Db } from '@/platform/db/database.ts';
import { hashToken } from '@/platform/security/tokens.ts';
import { findVbSessionByTokenHash } from './shoots.repo.ts';
import type { VbSessionRow } from './shoots.table.ts';

/** An event a guest may reach: known and not archived (campaigns §4: an archived campaign is inactive). */
export async function activeEventBySlug(db: Db, slug: string): Promise<EventRow> {
  const row = await findEventBySlug(db, slug);
  if (!row || row.archived) throw noSuchCampaign();
  return row;
}

/**
 * The campaign a booth write goes to, and whether it is a test (a draft's organiser testing it): a
 * draft refuses everyone else with 409 EVENT_NOT_LIVE before anything is read or stored.
 */
export async function boothEventBySlug(db: Db, slug: string, auth: AuthContext | null, testLink?: BoothTestLink): Promise<{ event: EventRow; test: boolean }> {
  const event = await activeEventBySlug(db, slug);
  return { event, test: (await boothMode(db, auth, event, testLink)) === 'test' };
}

/**
 * The guest session a call carries in X-Booth-Session, which must have been started on this event:
 * a token of another campaign is as good as none.
 */
export async function guestSessionOf(db: Db, event: EventRow, token: string | undefined): Promise<VbSessionRow> {
  const session = token ? await findVbSessionByTokenHash(db, hashToken(token)) : undefined;
  if (!session || session.eventId !== event.id) {
    throw new Unauthenticated(
      `A guest session of this campaign is required in the ${BOOTH_SESSION_HEADER} header; start one with POST /api/events/${event.slug}/vbSessions`,
    );
  }
  return session;
}
