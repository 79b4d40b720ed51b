import { BOOTH_SESSION_HEADER } from '@booth/shared';
import { Unauthenticated } from '@/errors.ts';
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
