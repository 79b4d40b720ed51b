import { eventPagePath, LINK_PREFIX, linkCreateSchema, type Link, type LinkCreate, type LinkPatch } from '@booth/shared';
import { Conflict, NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { newSlug } from '@/modules/events/event-slug.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import { deleteLink, findLink, insertLink, listLinks, updateLink, type LinkWithEvent } from './links.repo.ts';

export interface LinksService {
  list(auth: AuthContext, eventId?: string): Promise<Link[]>;
  create(auth: AuthContext, input: LinkCreate): Promise<Link>;
  patch(auth: AuthContext, slug: string, input: LinkPatch): Promise<Link>;
  remove(auth: AuthContext, slug: string): Promise<void>;
}

function toLink(row: LinkWithEvent): Link {
  return {
    slug: row.slug,
    eventId: row.eventId,
    eventSlug: row.eventSlug,
    target: row.target,
    path: eventPagePath(row.target, row.eventSlug),
    shortPath: `${LINK_PREFIX}${row.slug}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const noLink = () => new NotFound('No such link');

export function createLinksService(deps: { db: Db; now: () => Date }): LinksService {
  const { db, now } = deps;

  /** Links lead only to the customer's own events; another's is reported as missing. */
  async function ownEvent(auth: AuthContext, eventId: string): Promise<void> {
    const event = await findEventById(db, eventId);
    if (!event || event.customerId !== auth.customerId) throw new NotFound('No such campaign');
  }

  async function found(auth: AuthContext, slug: string): Promise<Link> {
    const row = await findLink(db, auth.customerId, slug);
    if (!row) throw noLink();
    return toLink(row);
  }

  return {
    async list(auth, eventId) {
      return (await listLinks(db, auth.customerId, eventId)).map(toLink);
    },

    async create(auth, body) {
      const input = linkCreateSchema.parse(body);
      await ownEvent(auth, input.eventId);
      const at = now();
      for (let attempt = 1; ; attempt++) {
        const slug = input.slug ?? newSlug();
        try {
          await insertLink(db, { slug, customerId: auth.customerId, eventId: input.eventId, target: input.target, createdAt: at, updatedAt: at });
          return await found(auth, slug);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (input.slug) throw new Conflict(`The link ${input.slug} exists already`);
          if (attempt >= 3) throw error;
        }
      }
    },

    async patch(auth, slug, input) {
      if (input.eventId) await ownEvent(auth, input.eventId);
      const changed = await updateLink(db, auth.customerId, slug, {
        ...(input.eventId ? { eventId: input.eventId } : {}),
        ...(input.target ? { target: input.target } : {}),
        updatedAt: now(),
      });
      if (!changed) throw noLink();
      return found(auth, slug);
    },

    async remove(auth, slug) {
      if (!(await deleteLink(db, auth.customerId, slug))) throw noLink();
    },
  };
}
