import {
  newsletterChoice,
  type ConsentVersion,
  type Contact,
  type ContactList,
  type ContactListQuery,
  type UserFeedbackList,
} from '@booth/shared';
import { NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { ownedEvent } from '@/modules/events/owned-event.ts';
import { decodeShootListCursor, encodeShootListCursor } from '@/modules/shoots/shoot-list-cursor.ts';
import { toShootDto } from '@/modules/shoots/shoot-views.ts';
import type { ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { findConsentVersion, findConsentVersions } from './consent-versions.repo.ts';
import type { ConsentVersionRow } from './consent-versions.table.ts';
import { countContactShoots, listContactShoots } from './contacts.repo.ts';

export interface ContactsService {
  /** GET /events/{slug}/contacts: the guests' data with the picture it belongs to. */
  contacts(auth: AuthContext, idOrSlug: string, query: ContactListQuery): Promise<ContactList>;
  /** GET /events/{id}/userFeedbacks (campaigns §7): the same pictures, their user feedback as stored. */
  userFeedbacks(auth: AuthContext, idOrSlug: string, query: ContactListQuery): Promise<UserFeedbackList>;
  /** GET /events/{slug}/consents/{version}: the exact text a consent version recorded. */
  consentVersion(auth: AuthContext, idOrSlug: string, version: string): Promise<ConsentVersion>;
}

export interface ContactsServiceDeps {
  db: Db;
  publicUrl: string;
}

function toConsentVersion(row: ConsentVersionRow): ConsentVersion {
  return { id: row.id, source: row.source, locale: row.locale, title: row.title, body: row.body, firstAcceptedAt: row.firstAcceptedAt.toISOString() };
}

export function createContactsService(deps: ContactsServiceDeps): ContactsService {
  const { db, publicUrl } = deps;

  /** One page of pictures with guest data; the total is counted on the first page and carried in the cursor. */
  async function page(event: EventRow, query: ContactListQuery) {
    const older = query.olderThan ? decodeShootListCursor(query.olderThan, 'olderThan') : undefined;
    const filter = { eventId: event.id, ...(query.search ? { search: query.search } : {}) };
    const { rows, more } = await listContactShoots(db, { ...filter, limit: query.limit, offset: query.offset, olderThan: older?.position });
    const total = older?.total ?? (await countContactShoots(db, filter));
    const last = rows.at(-1);
    return { rows, total, nextCursor: more && last ? encodeShootListCursor({ at: last.createdAt, id: last.id }, total) : null };
  }

  function toContact(row: ShootRow, newsletterItems: ReadonlySet<string>, versions: ReadonlyMap<string, ConsentVersionRow>): Contact {
    const shoot = toShootDto(row, publicUrl);
    const feedback = row.userFeedback;
    return {
      shoot: {
        id: shoot.id,
        slug: shoot.slug,
        kind: shoot.kind,
        status: shoot.status,
        mimetype: shoot.mimetype,
        src: shoot.src,
        thumbSrc: shoot.thumbSrc,
        micrositeUrl: shoot.micrositeUrl,
        createdAt: shoot.createdAt,
      },
      contact: shoot.contact,
      personal: feedback.personal ?? {},
      survey: feedback.survey ?? [],
      newsletter: newsletterChoice(feedback, newsletterItems),
      comment: feedback.comment?.trim() ? feedback.comment : null,
      galleryOptIn: feedback.galleryOptIn ?? null,
      consentAccepted: feedback.consentAccepted ?? null,
      consents: (feedback.consents ?? []).flatMap((consent) => {
        const text = versions.get(consent.version);
        return text ? [{ ...consent, locale: text.locale, title: text.title, body: text.body }] : [];
      }),
    };
  }

  return {
    async contacts(auth, idOrSlug, query) {
      const event = await ownedEvent(db, auth, idOrSlug, 'read');
      const { rows, total, nextCursor } = await page(event, query);
      const survey = settingsOf(event).screens.sharing.survey;
      const newsletterItems = new Set(survey.items.filter((item) => item.type === 'newsletter').map((item) => item.id));
      const versionIds = new Set(rows.flatMap((row) => (row.userFeedback.consents ?? []).map((consent) => consent.version)));
      const versions = new Map((await findConsentVersions(db, event.id, [...versionIds])).map((version) => [version.id, version]));
      return { contacts: rows.map((row) => toContact(row, newsletterItems, versions)), total, nextCursor };
    },

    async userFeedbacks(auth, idOrSlug, query) {
      const event = await ownedEvent(db, auth, idOrSlug, 'read');
      const { rows, total, nextCursor } = await page(event, query);
      return {
        userFeedbacks: rows.map((row) => ({
          shootId: row.id,
          shootSlug: row.slug,
          createdAt: row.createdAt.toISOString(),
          contact: { email: row.contactEmail, phoneNumber: row.contactPhone },
          userFeedback: row.userFeedback,
        })),
        total,
        nextCursor,
      };
    },

    async consentVersion(auth, idOrSlug, version) {
      const event = await ownedEvent(db, auth, idOrSlug, 'read');
      const row = await findConsentVersion(db, event.id, version);
      if (!row) throw new NotFound('No such consent version');
      return toConsentVersion(row);
    },
  };
}
