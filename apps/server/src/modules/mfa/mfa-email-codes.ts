import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { MFA_EMAIL_CODE_TTL_MS, type Locale } from '@booth/shared';
import { TooManyAttempts } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import { hashToken } from '@/platform/security/tokens.ts';
import { countEmailCodeFailure, emailCodesSince, findLiveEmailCode, insertEmailCode, spendEmailCode, type MfaEmailPurpose } from './mfa.repo.ts';

/**
 * Mails per account within the window, sign-in codes and setup codes together: enough for a slow
 * mailbox and two resends, while nobody can turn the account into a mail cannon.
 */
export const MFA_EMAIL_CODE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
/** Spent and expired codes are kept this long (the limit above reads them), then dropped. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export interface MfaEmailDeps {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
}

/** Who a code mail goes to. */
export interface CodeRecipient {
  id: string;
  email: string;
  firstName: string;
  name: string;
}

/**
 * Stored as sha256 of customer and code. Six digits are no secret against anyone holding the table
 * (a million guesses); what protects a code is its 10 minutes, its single use and MFA_MAX_ATTEMPTS —
 * the hash keeps it out of sight of whoever reads the table in passing (backups, support queries).
 */
function codeHash(customerId: string, code: string): string {
  return hashToken(`mfa-email:${customerId}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Draws a 6-digit code, stores its hash (older codes of the purpose stop working) and queues the mail. */
export async function mailCode(deps: MfaEmailDeps, to: CodeRecipient, purpose: MfaEmailPurpose, locale: Locale): Promise<void> {
  const at = deps.now();
  const recent = await emailCodesSince(deps.db, to.id, new Date(at.getTime() - MFA_EMAIL_CODE_LIMIT.windowMs));
  if (recent.count >= MFA_EMAIL_CODE_LIMIT.max) {
    const freeAt = (recent.oldest?.getTime() ?? at.getTime()) + MFA_EMAIL_CODE_LIMIT.windowMs;
    throw new TooManyAttempts(Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)), 'Too many codes were mailed to this account; wait a few minutes');
  }
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const expiresAt = new Date(at.getTime() + MFA_EMAIL_CODE_TTL_MS);
  await insertEmailCode(deps.db, { customerId: to.id, purpose, codeHash: codeHash(to.id, code), expiresAt, createdAt: at }, new Date(at.getTime() - FORGET_AFTER_MS));
  await deps.jobs.queue({
    name: 'mfa_code_mail',
    data: {
      messageId: randomUUID(),
      to: to.email,
      locale,
      purpose,
      code,
      expiresAt: expiresAt.toISOString(),
      ...(to.firstName ? { firstName: to.firstName } : {}),
      ...(to.name ? { name: to.name } : {}),
    },
  });
}

/**
 * Whether `code` is the live mailed code of the purpose; spends it when it is. A wrong code counts
 * against it (MFA_MAX_ATTEMPTS end it), so a code cannot be guessed through many requests.
 */
export async function spendMailedCode(deps: Pick<MfaEmailDeps, 'db' | 'now'>, customerId: string, purpose: MfaEmailPurpose, code: string): Promise<boolean> {
  const live = await findLiveEmailCode(deps.db, customerId, purpose, deps.now());
  if (!live) return false;
  if (!/^\d{6}$/.test(code) || !sameHash(live.codeHash, codeHash(customerId, code))) {
    await countEmailCodeFailure(deps.db, live.id);
    return false;
  }
  return spendEmailCode(deps.db, live.id, deps.now());
}
