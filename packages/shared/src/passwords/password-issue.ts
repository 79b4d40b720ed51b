import { PASSWORD_MIN_LENGTH } from '../auth.ts';
import type { FieldIssue, FieldIssueCode } from '../errors.ts';
import type { PasswordRefusal } from './password-rule.ts';

const codes: Record<PasswordRefusal, FieldIssueCode> = {
  too_short: 'too_short',
  common: 'password_common',
  contains_email: 'password_contains_email',
  contains_name: 'password_contains_name',
  too_guessable: 'password_too_guessable',
};

/** English, for logs and API users; the web app shows its own words for the code. */
const messages: Record<PasswordRefusal, string> = {
  too_short: `must have at least ${PASSWORD_MIN_LENGTH} characters`,
  common: 'is one of the most common or leaked passwords',
  contains_email: 'contains the e-mail address of the account',
  contains_name: 'contains the name of the account',
  too_guessable: 'is too easy to guess; use a longer passphrase of unrelated words',
};

/** A refused password as the field issue of a validation error (400 naming `path`, translatable by `code`). */
export function passwordFieldIssue(reason: PasswordRefusal, path = 'password'): FieldIssue {
  return { path, message: messages[reason], code: codes[reason], ...(reason === 'too_short' ? { limit: PASSWORD_MIN_LENGTH } : {}) };
}
