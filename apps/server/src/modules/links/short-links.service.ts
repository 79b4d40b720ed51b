import { eventPagePath, type Locale } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { findGenericUrlEvent, findLinkEvent } from './short-links.repo.ts';

/** Resolves the public short addresses to the local path of a guest page, or null when they lead nowhere. */
export interface ShortLinksService {
  /** `/g/{slug}`: the virtual booth of the event pointing at the generic URL now. */
  genericUrlTarget(slug: string, locale: Locale): Promise<string | null>;
  /** `/l/{slug}`: the page of its event the link names. */
  linkTarget(slug: string, locale: Locale): Promise<string | null>;
}

/** Slugs of both kinds are short and URL-safe; anything else is answered without asking the database. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function createShortLinksService(deps: { db: Db }): ShortLinksService {
  const { db } = deps;
  return {
    async genericUrlTarget(slug, locale) {
      if (!SLUG.test(slug)) return null;
      const event = await findGenericUrlEvent(db, slug);
      // An archived campaign is over; its guests get the "leads nowhere" page, not a dead booth.
      if (!event || event.archived) return null;
      return eventPagePath('booth', event.eventSlug, locale);
    },

    async linkTarget(slug, locale) {
      if (!SLUG.test(slug)) return null;
      const link = await findLinkEvent(db, slug);
      if (!link || link.archived) return null;
      return eventPagePath(link.target, link.eventSlug, locale);
    },
  };
}
