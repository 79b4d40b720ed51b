import { shootKinds, type ModerationDecisionRequest, type ModerationPage, type ModerationQuery, type ShootKind } from '@booth/shared';
import { Invalid } from '@/errors.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import { setShootsPublic } from '@/modules/shoots/shoot-admin.repo.ts';
import { toShootDto } from '@/modules/shoots/shoot-views.ts';
import type { Db } from '@/platform/db/database.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '@/platform/db/keyset-cursor.ts';
import { moderatedEvent, type ModerationActor } from './moderation-access.ts';
import { moderationCounts, moderationQueuePage } from './moderation-queue.repo.ts';

/** What changed, for every process's live feeds (the live module's `publishShootChange` on the bus). */
export type AnnounceShootChange = (change: { eventId: string; shootIds: string[] }) => Promise<void>;

export interface ModerationService {
  queue(actor: ModerationActor, eventSlug: string, query: ModerationQuery): Promise<ModerationPage>;
  decide(actor: ModerationActor, eventSlug: string, request: ModerationDecisionRequest): Promise<{ decision: ModerationDecisionRequest['decision']; count: number }>;
}

function isShootKind(name: string): name is ShootKind {
  return (shootKinds as readonly string[]).includes(name);
}

/** `kind=Photo,Gif`; an unknown name is a 400 naming `kind`. */
function parseKinds(kind: string | undefined): ShootKind[] | undefined {
  if (!kind) return undefined;
  const names = kind.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !isShootKind(name));
  if (unknown.length > 0) throw new Invalid(`Unknown shoot kind ${unknown.join(', ')}; use ${shootKinds.join(', ')}`, [{ path: 'kind', message: 'unknown kind' }]);
  const kinds = names.filter(isShootKind);
  return kinds.length > 0 ? kinds : undefined;
}

/** The moderation queue and its decisions, for the campaign's owner or its moderators; admins see the queue. */
export function createModerationService(deps: { db: Db; publicUrl: string; now: () => Date; announce: AnnounceShootChange }): ModerationService {
  const { db, publicUrl, now } = deps;
  return {
    async queue(actor, eventSlug, query) {
      const event = await moderatedEvent(db, actor, eventSlug, 'read');
      const kinds = parseKinds(query.kind);
      const olderThan = query.olderThan ? decodeKeysetCursor(query.olderThan, 'olderThan') : undefined;
      const [page, counts] = await Promise.all([
        moderationQueuePage(db, { eventId: event.id, limit: query.limit, ...(query.state ? { state: query.state } : {}), ...(kinds ? { kinds } : {}), ...(olderThan ? { olderThan } : {}) }),
        moderationCounts(db, event.id),
      ]);
      const last = page.rows.at(-1);
      return {
        shoots: page.rows.map((row) => toShootDto(row, publicUrl)),
        nextCursor: page.more && last ? encodeKeysetCursor({ at: last.createdAt, id: last.id }) : null,
        counts,
        event: {
          id: event.id,
          slug: event.slug,
          name: event.name,
          autoPublic: event.autoPublic,
          galleryOptIn: settingsOf(event).screens.sharing.galleryOptIn.enabled,
        },
      };
    },

    async decide(actor, eventSlug, { shootIDs, decision }) {
      const event = await moderatedEvent(db, actor, eventSlug, 'write');
      const ids = [...new Set(shootIDs)];
      // Scoped to the campaign in the statement itself: ids of other campaigns change nothing.
      const changed = await setShootsPublic(db, event.id, ids, decision === 'approve', now());
      if (changed.length > 0) await deps.announce({ eventId: event.id, shootIds: changed });
      return { decision, count: changed.length };
    },
  };
}
