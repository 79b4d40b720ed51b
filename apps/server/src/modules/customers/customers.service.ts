import { FREE_PLAN, type Locale } from '@booth/shared';
import { Conflict } from '@/errors.ts';
import type { AccountLinks } from '@/modules/auth/account-links.ts';
import { findPlanByName, grantPlan } from '@/modules/plans/plans.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { hashPassword } from '@/platform/security/passwords.ts';
import { insertCustomer } from './customers.repo.ts';

export interface CustomersService {
  /** Creates a trial customer on the Free plan and mails the activation link. */
  register(input: { firstName: string; name: string; email: string; password: string; locale: Locale }): Promise<{ id: string; email: string }>;
}

/** `adminEmails`: ADMIN_EMAILS; such an account is an admin from its registration on (it signs in only once activated). */
export function createCustomersService(deps: { db: Db; links: AccountLinks; adminEmails?: readonly string[] }): CustomersService {
  const { db, links } = deps;
  const adminEmails = new Set(deps.adminEmails ?? []);
  return {
    async register({ firstName, name, email, password, locale }) {
      const passwordHash = await hashPassword(password);
      const { customer, token } = await db.transaction(async (tx) => {
        const customer = await insertCustomer(tx, { email, passwordHash, firstName, name, role: 'trial', admin: adminEmails.has(email) });
        if (!customer) throw new Conflict('An account with this e-mail address exists already');
        const free = await findPlanByName(tx, FREE_PLAN);
        if (!free) throw new Error('the plans catalogue is not seeded (migration seed-plans missing)');
        await grantPlan(tx, customer.id, 'booth', free.id, { source: 'registration' });
        const token = await links.issue(tx, 'activation', customer.id);
        return { customer, token };
      });
      // Queued after commit: the mail must never carry a token of a rolled-back registration. Should
      // the process die right here, "send the activation mail again" (request/activation) recovers.
      await links.send('activation', customer, locale, token);
      return { id: customer.id, email: customer.email };
    },
  };
}
