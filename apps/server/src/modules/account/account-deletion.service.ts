import type { AccountDeletion } from '@booth/shared';
import { Conflict, Invalid, NotFound } from '@/errors.ts';
import { revokeAllSessions } from '@/modules/auth/auth.repo.ts';
import type { LoginThrottle } from '@/modules/auth/login-throttle.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import { countOtherAdmins, customersAwaitingDeletion, markDeletionRequested } from './account.repo.ts';
import { confirmPassword } from './password-confirmation.ts';

export interface AccountDeletionService {
  /**
   * DELETE /customers/account: the password and the account's e-mail typed again confirm. Sign-in
   * stops at once (every session revoked, login refused); the `account_delete` job removes the data.
   */
  request(auth: AuthContext, input: AccountDeletion): Promise<void>;
  /** At boot: queues the job again for every account still waiting (a crash may have lost it); answers how many. */
  requeuePending(): Promise<number>;
}

export function createAccountDeletionService(deps: { db: Db; jobs: JobQueue; now: () => Date; throttle: LoginThrottle }): AccountDeletionService {
  const { db, jobs, now, throttle } = deps;
  const queue = (customerId: string) => jobs.queue({ name: 'account_delete', data: { customerId } });

  return {
    async request(auth, input) {
      const customer = await findCustomerById(db, auth.customerId);
      if (!customer) throw new NotFound('No such account');
      if (input.email !== customer.email) {
        const message = "Type this account's e-mail address to confirm";
        throw new Invalid(message, [{ path: 'email', message, code: 'invalid' }]);
      }
      await confirmPassword(throttle, customer, input.password, 'password');
      // An installation must keep someone who can reach the admin area.
      if (customer.admin && (await countOtherAdmins(db, customer.id)) === 0) throw new Conflict('You are the last admin; make someone else an admin before deleting this account');
      await db.transaction(async (tx) => {
        await markDeletionRequested(tx, customer.id, now());
        await revokeAllSessions(tx, customer.id, now());
      });
      // After the commit: the job must find the account marked. Lost in a crash here, it is queued again at boot.
      await queue(customer.id);
    },

    async requeuePending() {
      const pending = await customersAwaitingDeletion(db);
      for (const customerId of pending) await queue(customerId);
      return pending.length;
    },
  };
}
