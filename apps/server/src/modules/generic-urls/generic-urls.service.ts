import { GENERIC_URL_PREFIX, GENERIC_URLS_MAX, type GenericUrl, type GenericUrlCreate } from '@booth/shared';
import { AppError } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { newSlug } from '@/modules/events/event-slug.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import { countGenericUrls, insertGenericUrl, listGenericUrls, type GenericUrlWithEvent } from './generic-urls.repo.ts';

export interface GenericUrlsService {
  list(auth: AuthContext): Promise<GenericUrl[]>;
  create(auth: AuthContext, input: GenericUrlCreate): Promise<GenericUrl>;
}

function toGenericUrl(row: GenericUrlWithEvent): GenericUrl {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    path: `${GENERIC_URL_PREFIX}${row.slug}`,
    eventId: row.event?.id ?? null,
    eventSlug: row.event?.slug ?? null,
    eventName: row.event?.name ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createGenericUrlsService(deps: { db: Db; now: () => Date }): GenericUrlsService {
  const { db, now } = deps;
  return {
    async list(auth) {
      return (await listGenericUrls(db, auth.customerId)).map(toGenericUrl);
    },

    async create(auth, input) {
      if ((await countGenericUrls(db, auth.customerId)) >= GENERIC_URLS_MAX) {
        throw new AppError('LIMIT_EXCEEDED', `At most ${GENERIC_URLS_MAX} generic URLs`);
      }
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await insertGenericUrl(db, { customerId: auth.customerId, slug: newSlug(), name: input.name, createdAt: now() });
          return toGenericUrl({ ...row, event: null });
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },
  };
}
