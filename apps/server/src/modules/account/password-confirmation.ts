import { Invalid } from '@/errors.ts';
import type { LoginThrottle } from '@/modules/auth/login-throttle.ts';
import { verifyPassword } from '@/platform/security/passwords.ts';

/**
 * A change that needs the account password typed again (MFA, password, app password, deletion): a
 * session left open is not enough. Wrong answers count in the sign-in throttle of the account, so a
 * borrowed session cannot be used to guess the password either. Refused as 400 naming the field
 * (not 401: the session itself is fine, and the form shows the error at the field).
 */
export async function confirmPassword(throttle: LoginThrottle, customer: { email: string; passwordHash: string }, password: string, field: string): Promise<void> {
  await throttle.check(customer.email);
  if (await verifyPassword(customer.passwordHash, password)) return;
  await throttle.failed(customer.email);
  const message = 'The password is wrong';
  throw new Invalid(message, [{ path: field, message, code: 'invalid' }]);
}
