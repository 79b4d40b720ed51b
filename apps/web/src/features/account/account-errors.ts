import { isApiError } from '@/lib/api-error';

/**
 * The account password typed to confirm a change was wrong: the server refuses it as a validation
 * error naming the password field (`password`, or `currentPassword` beside a new password), so the
 * form shows it at that field rather than as the sign-in's "e-mail or password" sentence.
 */
export function isWrongPassword(error: unknown, field: 'password' | 'currentPassword' = 'password'): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'INVALID_CREDENTIALS') return true;
  return error.code === 'VALIDATION' && error.fields.some((issue) => issue.path === field && issue.code === 'invalid');
}

/** A wrong, used or expired second-factor code. */
export function isWrongCode(error: unknown): boolean {
  return isApiError(error) && error.code === 'INVALID_MFA_CODE';
}
