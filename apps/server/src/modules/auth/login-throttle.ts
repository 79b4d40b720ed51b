import { createHash } from 'node:crypto';
import { TooManyAttempts } from '@/errors.ts';
import type { HitCounter } from '@/platform/http/rate-limits-store.ts';

const MINUTE_MS = 60_000;

/**
 * Sign-in attempts per account (the e-mail address typed), on top of the per-address limit: password
 * guessing spread over many addresses meets this one. After `failures` wrong attempts within
 * `failureWindowMs` the account refuses sign-ins for `firstLockMs`; every further lock within
 * `lockMemoryMs` doubles that, up to `maxLockMs`. So a guesser gets about 10 tries per 15 minutes at
 * worst, while the real owner, who mistyped a few times or was locked out by someone else, waits
 * minutes, never hours; a correct sign-in or a password reset clears it all.
 */
export const LOGIN_THROTTLE = {
  failures: 10,
  failureWindowMs: 15 * MINUTE_MS,
  firstLockMs: MINUTE_MS,
  maxLockMs: 15 * MINUTE_MS,
  lockMemoryMs: 24 * 60 * MINUTE_MS,
} as const;

export interface LoginThrottle {
  /** Throws TooManyAttempts (429, Retry-After) while the address typed is locked. */
  check(email: string): Promise<void>;
  failed(email: string): Promise<void>;
  /** A correct password (or a password reset): the account starts afresh. */
  succeeded(email: string): Promise<void>;
}

/**
 * Counts by address typed, whether or not an account has it: the answers (401, then 429) are the same
 * for unknown addresses, so the throttle does not tell who is registered. The address is hashed into
 * the key, so the store (Redis) holds no e-mail addresses.
 */
export function createLoginThrottle(counter: HitCounter, rules = LOGIN_THROTTLE): LoginThrottle {
  const keys = (email: string) => {
    const id = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
    return { failures: `login:failures:${id}`, locks: `login:locks:${id}`, lock: `login:lock:${id}` };
  };

  return {
    async check(email) {
      const lock = await counter.peek(keys(email).lock);
      if (!lock || lock.resetMs <= 0) return;
      const seconds = Math.max(1, Math.ceil(lock.resetMs / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new TooManyAttempts(seconds, `Too many failed sign-ins with this e-mail address; try again in ${minutes} min or reset the password`);
    },

    async failed(email) {
      const key = keys(email);
      const { count } = await counter.hit(key.failures, rules.failureWindowMs);
      // Exactly at the threshold: the counter is atomic, so concurrent failures lock once.
      if (count !== rules.failures) return;
      const { count: locks } = await counter.hit(key.locks, rules.lockMemoryMs);
      const lockMs = Math.min(rules.firstLockMs * 2 ** (locks - 1), rules.maxLockMs);
      await counter.reset(key.failures);
      await counter.reset(key.lock);
      await counter.hit(key.lock, lockMs);
    },

    async succeeded(email) {
      const key = keys(email);
      await Promise.all([counter.reset(key.failures), counter.reset(key.locks), counter.reset(key.lock)]);
    },
  };
}
