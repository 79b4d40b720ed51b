import { AppError } from '@/errors.ts';

/** A wrong, expired or used second-factor code, or a sign-in challenge that ended (401 INVALID_MFA_CODE). */
export class InvalidMfaCode extends AppError {
  constructor(message = 'The code is wrong or has expired') {
    super('INVALID_MFA_CODE', message, [{ path: 'code', message, code: 'invalid' }]);
  }
}
