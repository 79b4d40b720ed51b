import { randomUUID } from 'node:crypto';
import type { Locale, Moderator, ModeratorCreate, ModeratorList, ModeratorPatch } from '@booth/shared';
import { Conflict, NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { mayActOnEvent, ownedEvent } from '@/modules/events/owned-event.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import type { ModeratorLinks } from './moderator-links.ts';
import {
  changeModeratorEmail,
  deleteModerator,
  findModerator,
  findModeratorByEmail,
  insertModerator,
  listModerators,
  markInvited,
  revokeModeratorSessions,
  voidModeratorTokens,
  type ModeratorWithEvent,
} from './moderators.repo.ts';

export interface ModeratorsService {
  list(auth: AuthContext, eventSlug: string): Promise<ModeratorList>;
  /** Creates the account and mails the invitation in the organiser's language. */
  create(auth: AuthContext, input: ModeratorCreate, locale: Locale): Promise<Moderator>;
  patch(auth: AuthContext, id: string, input: ModeratorPatch, locale: Locale): Promise<Moderator>;
  remove(auth: AuthContext, id: string): Promise<void>;
  resend(auth: AuthContext, id: string, locale: Locale): Promise<Moderator>;
}

export function toModeratorDto({ moderator, eventSlug }: ModeratorWithEvent): Moderator {
  return {
    id: moderator.id,
    email: moderator.email,
    eventSlug,
    activated: moderator.activatedAt !== null,
    invitedAt: moderator.invitedAt.toISOString(),
    createdAt: moderator.createdAt.toISOString(),
  };
}

const noSuchModerator = () => new NotFound('No such moderator');
const taken = () => new Conflict('This address is already a moderator of the campaign');

/** The organiser's management of a campaign's moderators (campaigns §7 Moderators). */
export function createModeratorsService(deps: { db: Db; links: ModeratorLinks; now: () => Date }): ModeratorsService {
  const { db, links, now } = deps;

  /** A moderator of the organiser's own campaign, to change (admins do so in support mode); any other id is the 404 of an unknown one. */
  async function ownedModerator(auth: AuthContext, id: string): Promise<ModeratorWithEvent> {
    const found = await findModerator(db, id);
    const event = found ? await findEventById(db, found.moderator.eventId) : undefined;
    if (!found || !event || !(await mayActOnEvent(db, auth, event, 'write'))) throw noSuchModerator();
    return found;
  }

  /** A new link (older ones void): an invitation until the password is set, then a "new password" link. */
  async function invite(found: ModeratorWithEvent, locale: Locale): Promise<void> {
    const purpose = found.moderator.activatedAt ? 'password_reset' : 'invitation';
    const token = await db.transaction(async (tx) => {
      await markInvited(tx, found.moderator.id, now());
      return links.issue(tx, purpose, found.moderator.id);
    });
    await links.send(purpose, { to: found.moderator.email, eventSlug: found.eventSlug, eventName: found.eventName, locale }, token);
  }

  return {
    async list(auth, eventSlug) {
      const event = await ownedEvent(db, auth, eventSlug, 'read');
      return { moderators: (await listModerators(db, event.id)).map(toModeratorDto) };
    },

    async create(auth, input, locale) {
      const event = await ownedEvent(db, auth, input.eventSlug, 'write');
      if (await findModeratorByEmail(db, event.id, input.email)) throw taken();
      const id = randomUUID();
      const token = await db
        .transaction(async (tx) => {
          await insertModerator(tx, { id, eventId: event.id, email: input.email, at: now() });
          return links.issue(tx, 'invitation', id);
        })
        .catch((error: unknown) => {
          // Two sessions of the organiser (or one in support mode) inviting the same address at once: the index decides.
          throw isUniqueViolation(error) ? taken() : error;
        });
      await links.send('invitation', { to: input.email, eventSlug: event.slug, eventName: event.name, locale }, token);
      const created = await findModerator(db, id);
      if (!created) throw noSuchModerator();
      return toModeratorDto(created);
    },

    async patch(auth, id, input, locale) {
      const found = await ownedModerator(auth, id);
      if (input.email === found.moderator.email) return toModeratorDto(found);
      if (await findModeratorByEmail(db, found.moderator.eventId, input.email)) throw taken();
      const changed = await db
        .transaction(async (tx) => {
          const row = await changeModeratorEmail(tx, id, input.email, now());
          // Another address is another person: whoever held the old sign-in or links loses them now.
          await revokeModeratorSessions(tx, id, now());
          await voidModeratorTokens(tx, id);
          return row;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? taken() : error;
        });
      if (!changed) throw noSuchModerator();
      const updated: ModeratorWithEvent = { ...found, moderator: changed };
      await invite(updated, locale);
      return toModeratorDto(updated);
    },

    async remove(auth, id) {
      await ownedModerator(auth, id);
      // Sessions and tokens cascade with the row, so the sign-in ends with this statement.
      await deleteModerator(db, id);
    },

    async resend(auth, id, locale) {
      const found = await ownedModerator(auth, id);
      await invite(found, locale);
      const updated = await findModerator(db, id);
      if (!updated) throw noSuchModerator();
      return toModeratorDto(updated);
    },
  };
}
