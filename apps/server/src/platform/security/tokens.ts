import { createHash, randomBytes } from 'node:crypto';

/** sha256 hex of a token: the only form in which session and link tokens are stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh opaque token (32 random bytes, base64url) and the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
