import type { Locale, MfaEnabled, MfaSetup, MfaStatus, MfaType } from '@booth/shared';
import { Conflict, NotFound } from '@/errors.ts';
import { recordAccountAudit } from '@/modules/account/account-audit.ts';
import { confirmPassword } from '@/modules/account/password-confirmation.ts';
import { revokeOtherSessions } from '@/modules/auth/auth.repo.ts';
import type { LoginThrottle } from '@/modules/auth/login-throttle.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import { newBackupCodeSet } from './backup-codes.ts';
import { mailCode, spendMailedCode, type MfaEmailDeps } from './mfa-email-codes.ts';
import { InvalidMfaCode } from './mfa-errors.ts';
import { countUnusedBackupCodes, disableMfa, enableFromSetup, findMfaSettings, replaceBackupCodes, saveSetup, type MfaSettingsRow } from './mfa.repo.ts';
import { enabledTypeOf, methodsOf } from './second-factor.ts';
import { newTotpSecret, totpQrSvg, totpStepOf, totpUri } from './totp.ts';

export interface MfaService {
  /** POST /auth/registerMfa: starts a registration (TOTP: the secret to scan; e-mail: a code is mailed). */
  register(auth: AuthContext, type: MfaType, locale: Locale): Promise<MfaSetup>;
  /**
   * POST /auth/verifyRegisterMfa: the password and a code of the new factor turn MFA on; the backup
   * codes, shown once. Like every change of the second factor (turning it off, new backup codes), it
   * signs out every other session: one opened without the factor, or by whoever knew the old codes,
   * must not outlive it. This session stays.
   */
  verifyRegister(auth: AuthContext, input: { type: MfaType; password: string; code: string }): Promise<MfaEnabled>;
  /** POST /auth/requestEmailMfaCode, signed in: the code of the e-mail registration in progress, again. */
  resendSetupCode(auth: AuthContext, locale: Locale): Promise<void>;
  status(auth: AuthContext): Promise<MfaStatus>;
  /** DELETE /auth/mfa: the password turns MFA off; the backup codes go with it. */
  disable(auth: AuthContext, password: string): Promise<void>;
  /** POST /auth/mfa/backupCodes: a new set; the old codes stop working. */
  renewBackupCodes(auth: AuthContext, password: string): Promise<string[]>;
}

const alreadyOn = () => new Conflict('Two-factor sign-in is on already; turn it off before choosing another method');
const notOn = () => new Conflict('Two-factor sign-in is not on');

/** The signed-in side of MFA (platform §4 MFA): registering, verifying, status, turning off, backup codes. */
export function createMfaService(deps: MfaEmailDeps & { throttle: LoginThrottle }): MfaService {
  const { db, now, throttle } = deps;

  async function account(auth: AuthContext): Promise<{ customer: CustomerRow; settings: MfaSettingsRow | undefined }> {
    const customer = await findCustomerById(db, auth.customerId);
    if (!customer) throw new NotFound('No such account');
    return { customer, settings: await findMfaSettings(db, auth.customerId) };
  }

  /** Whether `code` proves the factor being registered (TOTP: its step; e-mail: the mailed setup code). */
  async function setupCodeStep(customer: CustomerRow, settings: MfaSettingsRow, type: MfaType, code: string): Promise<number | null | false> {
    if (type === 'email') return (await spendMailedCode(deps, customer.id, 'setup', code)) ? null : false;
    const step = settings.setupSecret ? await totpStepOf(settings.setupSecret, code, now()) : null;
    return step ?? false;
  }

  return {
    async register(auth, type, locale) {
      const { customer, settings } = await account(auth);
      if (enabledTypeOf(settings)) throw alreadyOn();
      if (type === 'email') {
        await saveSetup(db, customer.id, { type, secret: null }, now());
        await mailCode(deps, customer, 'setup', locale);
        return { type, setupData: { sentTo: customer.email } };
      }
      const secret = newTotpSecret();
      const otpauthUri = totpUri(secret, customer.email);
      await saveSetup(db, customer.id, { type, secret }, now());
      return { type, setupData: { otpauthUri, qrSvg: await totpQrSvg(otpauthUri), secret } };
    },

    async verifyRegister(auth, input) {
      const { customer, settings } = await account(auth);
      if (enabledTypeOf(settings)) throw alreadyOn();
      if (!settings || settings.setupType !== input.type) throw new Conflict('No registration of this method is in progress; start it again', [{ path: 'type', message: 'not started', code: 'invalid' }]);
      await confirmPassword(throttle, customer, input.password, 'password');
      const step = await setupCodeStep(customer, settings, input.type, input.code);
      if (step === false) throw new InvalidMfaCode();
      // Hashed before the transaction: ten argon2 hashes must not hold it open.
      const backup = await newBackupCodeSet();
      await db.transaction(async (tx) => {
        // The step of the code just typed counts as used: it cannot sign in a second time.
        const enabled = await enableFromSetup(tx, customer.id, { type: input.type, totpSecret: input.type === 'totp' ? settings.setupSecret : null, totpStep: step }, now());
        if (!enabled) throw alreadyOn();
        await replaceBackupCodes(tx, customer.id, backup.hashes, now());
        const sessionsRevoked = await revokeOtherSessions(tx, customer.id, auth.sessionId, now());
        await recordAccountAudit(tx, auth, customer.email, 'account.mfa.enabled', now(), { type: input.type, sessionsRevoked });
      });
      return { enabled: true, type: input.type, methods: methodsOf(input.type), backupCodes: backup.codes };
    },

    async resendSetupCode(auth, locale) {
      const { customer, settings } = await account(auth);
      if (enabledTypeOf(settings)) throw alreadyOn();
      if (settings?.setupType !== 'email') throw new Conflict('No registration by e-mail is in progress; start it first');
      await mailCode(deps, customer, 'setup', locale);
    },

    async status(auth) {
      const type = enabledTypeOf(await findMfaSettings(db, auth.customerId));
      return { enabled: type !== null, type, methods: methodsOf(type), backupCodesLeft: type ? await countUnusedBackupCodes(db, auth.customerId) : 0 };
    },

    async disable(auth, password) {
      const { customer, settings } = await account(auth);
      const type = enabledTypeOf(settings);
      if (!type) throw notOn();
      await confirmPassword(throttle, customer, password, 'password');
      await db.transaction(async (tx) => {
        await disableMfa(tx, customer.id, now());
        const sessionsRevoked = await revokeOtherSessions(tx, customer.id, auth.sessionId, now());
        await recordAccountAudit(tx, auth, customer.email, 'account.mfa.disabled', now(), { type, sessionsRevoked });
      });
    },

    async renewBackupCodes(auth, password) {
      const { customer, settings } = await account(auth);
      if (!enabledTypeOf(settings)) throw notOn();
      await confirmPassword(throttle, customer, password, 'password');
      const backup = await newBackupCodeSet();
      await db.transaction(async (tx) => {
        await replaceBackupCodes(tx, customer.id, backup.hashes, now());
        const sessionsRevoked = await revokeOtherSessions(tx, customer.id, auth.sessionId, now());
        await recordAccountAudit(tx, auth, customer.email, 'account.mfa.backupCodesRenewed', now(), { sessionsRevoked });
      });
      return backup.codes;
    },
  };
}
