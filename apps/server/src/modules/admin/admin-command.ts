import { emailSchema } from '@booth/shared';
import { findCustomerByEmail, setAdminByEmail } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';

export const ADMIN_COMMAND_USAGE = 'usage: npm run admin -- grant <email> | revoke <email>';

export interface AdminCommandResult {
  exitCode: 0 | 1 | 2;
  message: string;
}

/**
 * `npm run admin -- grant|revoke <email>` (cli/admin.ts): gives or takes an account's admin rights.
 * Exit 2 for a wrong call, 1 for an unknown account, 0 otherwise (also when nothing had to change).
 */
export async function runAdminCommand(db: Db, args: readonly string[], adminEmails: readonly string[]): Promise<AdminCommandResult> {
  const [command, address, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !address || rest.length > 0) return { exitCode: 2, message: ADMIN_COMMAND_USAGE };
  const parsed = emailSchema.safeParse(address);
  if (!parsed.success) return { exitCode: 2, message: `not an e-mail address: ${address}\n${ADMIN_COMMAND_USAGE}` };
  const email = parsed.data;
  if (!(await findCustomerByEmail(db, email))) return { exitCode: 1, message: `no account with the address ${email}: register it first (or create it in the admin area)` };
  const admin = command === 'grant';
  const changed = (await setAdminByEmail(db, [email], admin, new Date())).length > 0;
  const state = admin ? 'is an admin' : 'is no admin';
  let message = changed ? `${email} ${state} now` : `${email} ${state} already`;
  if (!admin && adminEmails.includes(email)) message += `; it is listed in ADMIN_EMAILS, which makes it an admin again at the next start`;
  return { exitCode: 0, message };
}
