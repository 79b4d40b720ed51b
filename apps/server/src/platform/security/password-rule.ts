import { loadPasswordChecker, passwordFieldIssue, type PasswordOwner, type PasswordVerdict } from '@booth/shared';
import { Invalid } from '@/errors.ts';

/**
 * The shared password rule (packages/shared passwords/) with its dictionaries, loaded on the first
 * password that is set or signed in with: about 30 MB that an idle server does not need to hold.
 */
export async function judgeNewPassword(password: string, owner: PasswordOwner): Promise<PasswordVerdict> {
  const check = await loadPasswordChecker();
  return check(password, owner);
}

/** A password about to be set: refused with 400 naming `field` and the reason (a translatable field issue code). */
export async function assertPasswordAllowed(password: string, owner: PasswordOwner, field = 'password'): Promise<void> {
  const verdict = await judgeNewPassword(password, owner);
  if (verdict.ok) return;
  const issue = passwordFieldIssue(verdict.reason, field);
  throw new Invalid(`${field}: ${issue.message}`, [issue]);
}
