import type { Locale, ModeratorCredentials, ModeratorMe, ModeratorReset } from '@booth/shared';
import { AccountNotActivated, InvalidCredentials, InvalidToken, Unauthenticated } from '@/errors.ts';
import { withAnswerFloor } from '@/modules/auth/account.service.ts';
import { DAY_MS } from '@/modules/auth/auth.constants.ts';
import type { LoginThrottle } from '@/modules/auth/login-throttle.ts';
import { findEventById, findEventBySlug } from '@/modules/events/events.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from '@/platform/security/passwords.ts';
import { hashToken, newToken } from '@/platform/security/tokens.ts';
import type { ModeratorContext } from './moderation-access.ts';
import type { ModeratorLinks } from './moderator-links.ts';
import {
  findLiveModeratorSession,
  findModerator,
  findModeratorByEmail,
  insertModeratorSession,
  revokeModeratorSession,
  revokeModeratorSessions,
  consumeModeratorToken,
  setModeratorPassword,
} from './moderators.repo.ts';

export interface ModeratorAuthService {
  /** Checks the credentials for the campaign and opens a session; returns its bearer token. */
  login(input: ModeratorCredentials, locale: Locale): Promise<string>;
  /** Mails a "new password" link when the address moderates the campaign; silent otherwise. */
  forget(email: string, eventSlug: string, locale: Locale): Promise<void>;
  /** Sets the password with a mailed link, activates, ends older sessions and opens a new one. */
  reset(input: ModeratorReset): Promise<string>;
  logout(token: string): Promise<void>;
  /** The moderator session a token belongs to, or null when it is unknown, expired or revoked. */
  authenticate(token: string): Promise<ModeratorContext | null>;
  me(moderator: ModeratorContext): Promise<ModeratorMe>;
}

/**
 * The throttle counts per campaign and address: the same address moderating two campaigns has two
 * accounts, and an organiser's own sign-in (keyed by the bare address) is not locked by guesses here.
 */
const throttleKey = (email: string, eventSlug: string) => `moderation:${eventSlug.toLowerCase()}:${email}`;

/** Moderators' sign-in, links and sessions (campaigns §4, §6, §7; platform §2). */
export function createModeratorAuthService(deps: { db: Db; links: ModeratorLinks; throttle: LoginThrottle; sessionTtlDays: number; now: () => Date }): ModeratorAuthService {
  const { db, links, throttle, now } = deps;

  async function openSession(moderatorId: string): Promise<string> {
    const { token, hash } = newToken();
    const at = now();
    await insertModeratorSession(db, { moderatorId, tokenHash: hash, createdAt: at, expiresAt: new Date(at.getTime() + deps.sessionTtlDays * DAY_MS) });
    return token;
  }

  return {
    async login({ email, password, eventSlug }, locale) {
      const key = throttleKey(email, eventSlug);
      await throttle.check(key);
      const event = await findEventBySlug(db, eventSlug);
      const moderator = event ? await findModeratorByEmail(db, event.id, email) : undefined;
      if (!event || !moderator?.passwordHash) {
        // The same time as a real check, so the answer time does not tell which addresses moderate.
        await verifyDummyPassword(password);
        await throttle.failed(key);
        if (!event || !moderator) throw new InvalidCredentials();
        // Never activated (campaigns §4): the invitation is the way in, so a fresh one goes out. Counted
        // as a failure, so a stranger cannot make us mail the address more than the throttle allows.
        const token = await links.issue(db, 'invitation', moderator.id);
        await links.send('invitation', { to: moderator.email, eventSlug: event.slug, eventName: event.name, locale }, token);
        throw new AccountNotActivated();
      }
      if (!(await verifyPassword(moderator.passwordHash, password))) {
        await throttle.failed(key);
        throw new InvalidCredentials();
      }
      await throttle.succeeded(key);
      return openSession(moderator.id);
    },

    async forget(email, eventSlug, locale) {
      await withAnswerFloor(async () => {
        const event = await findEventBySlug(db, eventSlug);
        const moderator = event ? await findModeratorByEmail(db, event.id, email) : undefined;
        if (!event || !moderator) return;
        // Not yet activated: the invitation (longer valid) serves the same screen.
        const purpose = moderator.activatedAt ? 'password_reset' : 'invitation';
        const token = await links.issue(db, purpose, moderator.id);
        await links.send(purpose, { to: moderator.email, eventSlug: event.slug, eventName: event.name, locale }, token);
      });
    },

    async reset({ password, token, eventSlug }) {
      const event = await findEventBySlug(db, eventSlug);
      if (!event) throw new InvalidToken();
      // Hash before consuming: a slow hash must not run while the token is already spent.
      const passwordHash = await hashPassword(password);
      const moderatorId = await db.transaction(async (tx) => {
        const id = await consumeModeratorToken(tx, hashToken(token), event.id, now());
        if (!id) throw new InvalidToken();
        await setModeratorPassword(tx, id, passwordHash, now());
        // Whoever knew the old password must not stay signed in.
        await revokeModeratorSessions(tx, id, now());
        return id;
      });
      const found = await findModerator(db, moderatorId);
      // The owner proved the mailbox: a sign-in lock (perhaps a guesser's doing) ends here.
      if (found) await throttle.succeeded(throttleKey(found.moderator.email, event.slug));
      return openSession(moderatorId);
    },

    async logout(token) {
      const session = await findLiveModeratorSession(db, hashToken(token), now());
      if (session) await revokeModeratorSession(db, session.sessionId, now());
    },

    async authenticate(token) {
      return (await findLiveModeratorSession(db, hashToken(token), now())) ?? null;
    },

    async me(context) {
      const found = await findModerator(db, context.moderatorId);
      const event = found ? await findEventById(db, found.moderator.eventId) : undefined;
      if (!found || !event) throw new Unauthenticated();
      return { id: found.moderator.id, email: found.moderator.email, eventSlug: event.slug, eventName: event.name };
    },
  };
}
