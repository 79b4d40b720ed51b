import { MFA_CHALLENGE_TTL_MS, type Locale, type MfaChallenge } from '@booth/shared';
import { Conflict } from '@/errors.ts';
import type { LoginThrottle } from '@/modules/auth/login-throttle.ts';
import { recordAudit } from '@/modules/admin/audit.repo.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import { hashToken, newToken } from '@/platform/security/tokens.ts';
import { mailCode, type MfaEmailDeps } from './mfa-email-codes.ts';
import { InvalidMfaCode } from './mfa-errors.ts';
import { countChallengeFailure, countUnusedBackupCodes, findLiveChallenge, findMfaSettings, insertChallenge, spendChallenge, type MfaChallengeRow } from './mfa.repo.ts';
import { enabledTypeOf, methodsOf, spendSecondFactor } from './second-factor.ts';

export interface MfaLogin {
  /** After the right password: null with MFA off, else the code step's challenge (type email: the code is mailed now). */
  challenge(customer: CustomerRow, locale: Locale): Promise<MfaChallenge | null>;
  /** The code step: the customer whose challenge it is, once the code is right. Throws InvalidMfaCode. */
  answer(mfaToken: string, code: string): Promise<CustomerRow>;
  /** POST /auth/requestEmailMfaCode with the challenge: a new sign-in code by e-mail. */
  resend(mfaToken: string, locale: Locale): Promise<void>;
}

const challengeEnded = () => new InvalidMfaCode('This sign-in has ended (too many wrong codes, or too late); sign in again');

/**
 * The second step of a sign-in with MFA on. The password step leaves a short-lived challenge (its
 * token hashed, MFA_MAX_ATTEMPTS wrong codes end it) instead of a session. Wrong codes also count in
 * the account's sign-in throttle, which only a complete sign-in resets: a guesser who knows the
 * password cannot get fresh tries by starting over.
 */
export function createMfaLogin(deps: MfaEmailDeps & { throttle: LoginThrottle }): MfaLogin {
  const { db, now, throttle } = deps;

  async function live(mfaToken: string): Promise<{ challenge: MfaChallengeRow; customer: CustomerRow }> {
    const challenge = await findLiveChallenge(db, hashToken(mfaToken), now());
    const customer = challenge ? await findCustomerById(db, challenge.customerId) : undefined;
    if (!challenge || !customer) throw challengeEnded();
    return { challenge, customer };
  }

  return {
    async challenge(customer, locale) {
      const type = enabledTypeOf(await findMfaSettings(db, customer.id));
      if (!type) return null;
      if (type === 'email') await mailCode(deps, customer, 'login', locale);
      const { token, hash } = newToken();
      const at = now();
      await insertChallenge(db, { customerId: customer.id, tokenHash: hash, expiresAt: new Date(at.getTime() + MFA_CHALLENGE_TTL_MS), createdAt: at });
      return { mfaRequired: true, mfaToken: token, type, methods: methodsOf(type) };
    },

    async answer(mfaToken, code) {
      const { challenge, customer } = await live(mfaToken);
      await throttle.check(customer.email);
      const settings = await findMfaSettings(db, customer.id);
      const method = settings ? await spendSecondFactor(deps, settings, code) : null;
      if (!method) {
        await countChallengeFailure(db, challenge.id);
        await throttle.failed(customer.email);
        throw new InvalidMfaCode();
      }
      // Two right codes sent at once (say a backup code and a TOTP code): one session only.
      if (!(await spendChallenge(db, challenge.id, now()))) throw challengeEnded();
      await throttle.succeeded(customer.email);
      // A spent backup code is worth knowing about (was it you?): the owner sees it, with how many are left.
      if (method === 'backup') {
        const left = await countUnusedBackupCodes(db, customer.id);
        await recordAudit(db, { customerId: customer.id, kind: 'account', actorId: customer.id, actorEmail: customer.email, action: 'account.mfa.backupCodeUsed', detail: { left }, at: now() });
      }
      return customer;
    },

    async resend(mfaToken, locale) {
      const { customer } = await live(mfaToken);
      const type = enabledTypeOf(await findMfaSettings(db, customer.id));
      if (type !== 'email') throw new Conflict('This account confirms sign-ins with an authenticator app, not by e-mail');
      await mailCode(deps, customer, 'login', locale);
    },
  };
}
