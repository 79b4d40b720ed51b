import { setAdminByEmail } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';

/**
 * ADMIN_EMAILS at boot: the named accounts that exist are made admins (registration makes the later
 * ones admins as they sign up). Only grants: taking the right away is `npm run admin -- revoke`, and
 * an address left in ADMIN_EMAILS is made an admin again at the next start.
 */
export async function promoteConfiguredAdmins(db: Db, emails: readonly string[], log: Logger): Promise<void> {
  const promoted = await setAdminByEmail(db, emails, true, new Date());
  if (promoted.length > 0) log.info({ emails: promoted }, 'ADMIN_EMAILS: made these accounts admins');
}
