import { randomInt } from 'node:crypto';
import { MFA_BACKUP_CODE_COUNT, MFA_BACKUP_CODE_PATTERN } from '@booth/shared';
import { hashPassword, verifyPassword } from '@/platform/security/passwords.ts';

/** The alphabet of MFA_BACKUP_CODE_PATTERN: no 0/o, 1/l/i, so a code read off paper is typed right. */
export const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** A code as shown and printed: `xxxxx-xxxxx`, drawn with the CSPRNG. */
export function newBackupCode(): string {
  let code = '';
  for (let index = 0; index < 2 * HALF; index++) code += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
  return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
}

/** The stored form of what was typed (any case, with or without the dash), or null when it cannot be a backup code. */
export function normaliseBackupCode(typed: string): string | null {
  const compact = typed.trim().replace(/\s+/g, '');
  return MFA_BACKUP_CODE_PATTERN.test(compact) ? compact.replace('-', '').toLowerCase() : null;
}

/**
 * A new set of codes and their hashes. Hashed with argon2id like passwords, not with a plain SHA-256:
 * a code has about 50 bits (31^10), which a leaked table of fast hashes gives away to a GPU in hours;
 * argon2 makes that years. The price — ten hashes on enabling, up to ten verifications when a code is
 * typed — is paid rarely and only after the password was right.
 */
export async function newBackupCodeSet(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: MFA_BACKUP_CODE_COUNT }, newBackupCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(normaliseBackupCode(code) ?? code)));
  return { codes, hashes };
}

/** Which of the stored (unused) codes the typed one is, if any. */
export async function matchBackupCode<T extends { id: string; codeHash: string }>(stored: readonly T[], typed: string): Promise<T | undefined> {
  const normalised = normaliseBackupCode(typed);
  if (!normalised) return undefined;
  const matches = await Promise.all(stored.map((row) => verifyPassword(row.codeHash, normalised)));
  return stored[matches.indexOf(true)];
}
