import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { eventByIdOrSlug, mayActOnEvent, noSuchCampaign, type EventAccess } from '@/modules/events/owned-event.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';

/** A moderator's sign-in: valid for the one campaign the moderator was invited to. */
export interface ModeratorContext {
  moderatorId: string;
  eventId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The acting moderator on routes declaring auth 'moderation' (when a moderator session was sent). */
    moderator: ModeratorContext | null;
  }
}

/** Who acts on a moderation call: the organiser's session, or a moderator's. */
export interface ModerationActor {
  auth: AuthContext | null;
  moderator: ModeratorContext | null;
}

export function moderationActor(request: FastifyRequest): ModerationActor {
  return { auth: request.auth, moderator: request.moderator };
}

/**
 * The campaign a moderation call names (by id or slug), if the actor may moderate it: its owner, a
 * moderator invited to exactly this campaign, or an admin — who may look (`read`) but decides only in
 * support mode (see EventAccess). Anyone else gets the 404 of an unknown campaign, so other customers'
 * slugs leak nothing.
 */
export async function moderatedEvent(db: Db, actor: ModerationActor, idOrSlug: string, access: EventAccess): Promise<EventRow> {
  const row = await eventByIdOrSlug(db, idOrSlug);
  if (!row) throw noSuchCampaign();
  if (actor.moderator?.eventId === row.id) return row;
  // A browser may carry an organiser's and a moderator's sign-in at once (one person, two roles):
  // either one that may moderate this campaign is enough.
  if (actor.auth && (await mayActOnEvent(db, actor.auth, row, access))) return row;
  throw noSuchCampaign();
}
