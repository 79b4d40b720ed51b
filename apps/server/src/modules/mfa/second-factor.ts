import type { MfaMethod, MfaType } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { matchBackupCode, normaliseBackupCode } from './backup-codes.ts';
import { spendMailedCode } from './mfa-email-codes.ts';
import { claimTotpStep, spendBackupCode, unusedBackupCodes, type MfaSettingsRow } from './mfa.repo.ts';
import { totpStepOf } from './totp.ts';

/** What a sign-in with this type accepts: the type's own code, or a backup code. */
export function methodsOf(type: MfaType | null): MfaMethod[] {
  return type ? [type, 'backup'] : [];
}

/** MFA counts as on once verified: a registration in progress changes nothing for sign-in. */
export function enabledTypeOf(settings: MfaSettingsRow | undefined): MfaType | null {
  return settings?.enabledAt && settings.type ? settings.type : null;
}

/**
 * A TOTP code of `secret` within ±1 step whose step is later than any accepted before: recorded in
 * the same atomic UPDATE that checks it, so a code works once even when sent twice at the same time.
 */
export async function spendTotpCode(deps: { db: Db; now: () => Date }, customerId: string, secret: string, code: string): Promise<boolean> {
  const at = deps.now();
  const step = await totpStepOf(secret, code, at);
  return step !== null && claimTotpStep(deps.db, customerId, step, at);
}

/**
 * The sign-in's second factor: a backup code (each once), else a code of the enabled type. Returns
 * the method that matched, or null. Spending is atomic per kind, so a code never opens two sessions.
 */
export async function spendSecondFactor(deps: { db: Db; now: () => Date }, settings: MfaSettingsRow, code: string): Promise<MfaMethod | null> {
  const { customerId } = settings;
  if (normaliseBackupCode(code)) {
    const match = await matchBackupCode(await unusedBackupCodes(deps.db, customerId), code);
    return match && (await spendBackupCode(deps.db, match.id, deps.now())) ? 'backup' : null;
  }
  const type = enabledTypeOf(settings);
  if (type === 'totp' && settings.totpSecret) return (await spendTotpCode(deps, customerId, settings.totpSecret, code)) ? 'totp' : null;
  if (type === 'email') return (await spendMailedCode(deps, customerId, 'login', code)) ? 'email' : null;
  return null;
}
