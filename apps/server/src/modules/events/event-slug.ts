import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const SLUG_LENGTH = 8;

/**
 * A short, URL-safe, lower-case slug (36^8 ≈ 2.8e12, so collisions are rare and retried). Each byte is
 * reduced modulo 36; 256 % 36 leaves a bias of under 1 %, which does not matter for an address.
 */
export function newSlug(length = SLUG_LENGTH): string {
  const bytes = randomBytes(length);
  let slug = '';
  for (const byte of bytes) slug += ALPHABET[byte % ALPHABET.length];
  return slug;
}
