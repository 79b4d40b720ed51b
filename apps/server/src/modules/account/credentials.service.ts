import type { AppPasswordChange, PasswordChange } from '@booth/shared';
import { Invalid, NotFound } from '@/errors.ts';
import { revokeOtherSessions } from '@/modules/auth/auth.repo.ts';
import type { LoginThrottle } from '@/modules/auth/login-throttle.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById, updatePasswordHash } from '@/modules/customers/customers.repo.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { assertPasswordAllowed } from '@/platform/security/password-rule.ts';
import { hashPassword, verifyPassword } from '@/platform/security/passwords.ts';
import { recordAccountAudit } from './account-audit.ts';
import { updateAppPasswordHash } from './account.repo.ts';
import { confirmPassword } from './password-confirmation.ts';

export interface CredentialsService {
  /**
   * PUT /customers/password: the current password confirms, the new one must pass the password rule
   * (with the account's e-mail address and name); every other session is signed out.
   */
  changePassword(auth: AuthContext, input: PasswordChange): Promise<void>;
  /** PUT /customers/apppassword: sets (or with null removes) the app password of booth devices. */
  setAppPassword(auth: AuthContext, input: AppPasswordChange): Promise<void>;
}

/**
 * The two secrets must differ: the app password is typed on venue tablets and kept by booth apps, and
 * if it were the account password it would open the organiser web app after all.
 */
const sameAsOther = (which: 'account' | 'app') => {
  const message = which === 'account' ? 'The app password must differ from the account password' : 'The new password must differ from the app password';
  return new Invalid(message, [{ path: 'password', message, code: 'invalid' }]);
};

export function createCredentialsService(deps: { db: Db; now: () => Date; throttle: LoginThrottle }): CredentialsService {
  const { db, now, throttle } = deps;

  async function customerOf(auth: AuthContext): Promise<CustomerRow> {
    const customer = await findCustomerById(db, auth.customerId);
    if (!customer) throw new NotFound('No such account');
    return customer;
  }

  return {
    async changePassword(auth, input) {
      const customer = await customerOf(auth);
      await confirmPassword(throttle, customer, input.currentPassword, 'currentPassword');
      await assertPasswordAllowed(input.password, customer);
      if (customer.appPasswordHash && (await verifyPassword(customer.appPasswordHash, input.password))) throw sameAsOther('app');
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, customer.id, passwordHash, now());
        // Whoever knew the old password must not stay signed in; this browser stays.
        const revoked = await revokeOtherSessions(tx, customer.id, auth.sessionId, now());
        await recordAccountAudit(tx, auth, customer.email, 'account.password.changed', now(), { sessionsRevoked: revoked });
      });
    },

    async setAppPassword(auth, input) {
      const customer = await customerOf(auth);
      await confirmPassword(throttle, customer, input.currentPassword, 'currentPassword');
      if (input.password !== null && (await verifyPassword(customer.passwordHash, input.password))) throw sameAsOther('account');
      const appPasswordHash = input.password === null ? null : await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await updateAppPasswordHash(tx, customer.id, appPasswordHash, now());
        await recordAccountAudit(tx, auth, customer.email, 'account.apppassword.changed', now(), { set: appPasswordHash !== null });
      });
    },
  };
}
