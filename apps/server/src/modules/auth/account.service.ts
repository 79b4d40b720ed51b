import { setTimeout as delay } from 'node:timers/promises';
import type { Locale } from '@booth/shared';
import { findCustomerByEmail, findCustomerById, markActivated, updatePasswordHash } from '@/modules/customers/customers.repo.ts';
import { InvalidToken } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { assertPasswordAllowed } from '@/platform/security/password-rule.ts';
import { hashPassword } from '@/platform/security/passwords.ts';
import { hashToken } from '@/platform/security/tokens.ts';
import type { AccountLinks } from './account-links.ts';
import { consumeToken, findTokenCustomer, revokeAllSessions } from './auth.repo.ts';
import type { LoginThrottle } from './login-throttle.ts';

/**
 * The two mailing calls answer only after this long, whatever they found: without it a known address
 * answers later than an unknown one (a token written and a mail queued against one lookup), and the
 * difference tells who has an account. The work takes a few milliseconds; the floor is many times
 * that, so both answers take the floor unless the database is very slow.
 */
export const MAIL_ANSWER_FLOOR_MS = 300;

/** Runs the work and answers no earlier than the floor, measured from the start. */
export async function withAnswerFloor(work: () => Promise<void>): Promise<void> {
  const floor = delay(MAIL_ANSWER_FLOOR_MS);
  await work();
  await floor;
}

export interface AccountService {
  activate(token: string): Promise<void>;
  /** Sends a new activation link when the address belongs to an account not yet active; silent otherwise. */
  requestActivation(email: string, locale: Locale): Promise<void>;
  /** Sends a reset link when the address belongs to an account; silent otherwise. */
  forget(email: string, locale: Locale): Promise<void>;
  reset(token: string, password: string): Promise<void>;
}

/** Activation and password reset through single-use mailed links. */
export function createAccountService(deps: { db: Db; links: AccountLinks; now: () => Date; throttle: LoginThrottle }): AccountService {
  const { db, links, now, throttle } = deps;
  return {
    async activate(token) {
      const customerId = await consumeToken(db, 'activation', hashToken(token), now());
      if (!customerId) throw new InvalidToken();
      await markActivated(db, customerId, now());
    },

    async requestActivation(email, locale) {
      await withAnswerFloor(async () => {
        const customer = await findCustomerByEmail(db, email);
        if (!customer || customer.activatedAt) return;
        const token = await links.issue(db, 'activation', customer.id);
        await links.send('activation', customer, locale, token);
      });
    },

    async forget(email, locale) {
      await withAnswerFloor(async () => {
        const customer = await findCustomerByEmail(db, email);
        if (!customer) return;
        const token = await links.issue(db, 'password_reset', customer.id);
        await links.send('password_reset', customer, locale, token);
      });
    },

    async reset(token, password) {
      // The rule judges the password with the account's own words; a refused one leaves the link usable.
      const owner = await findTokenCustomer(db, 'password_reset', hashToken(token), now()).then((id) => (id ? findCustomerById(db, id) : undefined));
      if (!owner) throw new InvalidToken();
      await assertPasswordAllowed(password, owner);
      // Hash before consuming: a slow hash must not run while the token is already spent.
      const passwordHash = await hashPassword(password);
      const email = await db.transaction(async (tx) => {
        const customerId = await consumeToken(tx, 'password_reset', hashToken(token), now());
        const customer = customerId ? await findCustomerById(tx, customerId) : undefined;
        if (!customerId || !customer) throw new InvalidToken();
        await updatePasswordHash(tx, customerId, passwordHash, now());
        // Whoever knew the old password must not stay signed in.
        await revokeAllSessions(tx, customerId, now());
        // The link reached the mailbox, which is what activation proves too.
        await markActivated(tx, customerId, now());
        return customer.email;
      });
      // The owner proved the mailbox: a sign-in lock (perhaps caused by a guesser) ends here.
      await throttle.succeeded(email);
    },
  };
}
