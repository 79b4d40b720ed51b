import { FREE_PLAN, type Locale, type RegistrationAnswer } from '@booth/shared';
import { TransactionRollbackError } from 'drizzle-orm';
import type { AccountLinks } from '@/modules/auth/account-links.ts';
import { findPlanByName, grantPlan } from '@/modules/plans/plans.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { hashPassword } from '@/platform/security/passwords.ts';
import { assertPasswordAllowed } from '@/platform/security/password-rule.ts';
import { findCustomerByEmail, insertCustomer } from './customers.repo.ts';
import type { CustomerRow } from './customers.table.ts';

export interface RegistrationInput {
  email: string;
  password: string;
  firstName?: string;
  name?: string;
  locale: Locale;
}

export interface CustomersService {
  /**
   * Creates a trial customer on the Free plan and mails the activation link. An address that has an
   * account already gets the same answer, and its owner a mail instead: the answer never tells who
   * has an account.
   */
  register(input: RegistrationInput): Promise<RegistrationAnswer>;
}

/** `adminEmails`: ADMIN_EMAILS; such an account is an admin from its registration on (it signs in only once activated). */
export function createCustomersService(deps: { db: Db; links: AccountLinks; adminEmails?: readonly string[] }): CustomersService {
  const { db, links } = deps;
  const adminEmails = new Set(deps.adminEmails ?? []);

  /** The new account with its plan and activation token, or null when the address is taken (also by a registration at the same moment). */
  async function createAccount(input: RegistrationInput, passwordHash: string): Promise<{ customer: CustomerRow; token: string } | null> {
    const { email, firstName = '', name = '' } = input;
    try {
      return await db.transaction(async (tx) => {
        const customer = await insertCustomer(tx, { email, passwordHash, firstName, name, role: 'trial', admin: adminEmails.has(email) });
        // The failed insert aborted the transaction (PostgreSQL): roll it back and say so.
        if (!customer) throw new TransactionRollbackError();
        const free = await findPlanByName(tx, FREE_PLAN);
        if (!free) throw new Error('the plans catalogue is not seeded (migration seed-plans missing)');
        await grantPlan(tx, customer.id, 'booth', free.id, { source: 'registration' });
        const token = await links.issue(tx, 'activation', customer.id);
        return { customer, token };
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    }
  }

  return {
    async register(input) {
      const { email, password, locale } = input;
      // The rule looks at the password and the words typed with it only, never at the account: a
      // refusal tells nothing about the address either.
      await assertPasswordAllowed(password, { email, firstName: input.firstName, name: input.name });
      // Hashed for a taken address too, so both answers take the time of the hash.
      const passwordHash = await hashPassword(password);
      const created = await createAccount(input, passwordHash);
      if (created) {
        // Queued after commit: the mail must never carry a token of a rolled-back registration. Should
        // the process die right here, "send the activation mail again" (request/activation) recovers.
        await links.send('activation', created.customer, locale, created.token);
        return { email };
      }
      const owner = await findCustomerByEmail(db, email);
      if (owner) await links.sendRegistrationAttempt(owner, locale);
      return { email };
    },
  };
}
