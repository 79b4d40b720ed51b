import { describe, expect, it } from 'vitest';
import { TooManyAttempts } from '@/errors.ts';
import { createMemoryHitCounter } from '@/platform/http/rate-limits-store.ts';
import { createLoginThrottle, LOGIN_THROTTLE } from './login-throttle.ts';

const MINUTE = 60_000;

function setup() {
  const clock = { now: 0 };
  const throttle = createLoginThrottle(createMemoryHitCounter({ now: () => clock.now }));
  const lockedFor = async (email: string): Promise<number> => {
    try {
      await throttle.check(email);
      return 0;
    } catch (error) {
      if (error instanceof TooManyAttempts) return error.retryAfterSeconds;
      throw error;
    }
  };
  const failAll = async (email: string) => {
    for (let i = 0; i < LOGIN_THROTTLE.failures; i++) await throttle.failed(email);
  };
  return { clock, throttle, lockedFor, failAll };
}

describe('the sign-in throttle', () => {
  it('locks for a minute, then 2, 4, 8 and at most 15 minutes while the guessing goes on', async () => {
    const { clock, lockedFor, failAll } = setup();
    const locks: number[] = [];
    for (let round = 0; round < 6; round++) {
      await failAll('ada@example.com');
      const seconds = await lockedFor('ada@example.com');
      locks.push(seconds / 60);
      clock.now += seconds * 1000;
      expect(await lockedFor('ada@example.com')).toBe(0);
    }
    expect(locks).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('does not lock for failures spread wider than the window, nor for fewer than the threshold', async () => {
    const { clock, throttle, lockedFor } = setup();
    for (let i = 0; i < LOGIN_THROTTLE.failures - 1; i++) await throttle.failed('ada@example.com');
    expect(await lockedFor('ada@example.com')).toBe(0);
    clock.now += LOGIN_THROTTLE.failureWindowMs;
    for (let i = 0; i < LOGIN_THROTTLE.failures - 1; i++) await throttle.failed('ada@example.com');
    expect(await lockedFor('ada@example.com')).toBe(0);
  });

  it('starts afresh after a success, and forgets earlier locks after a day', async () => {
    const { clock, throttle, lockedFor, failAll } = setup();
    await failAll('ada@example.com');
    clock.now += MINUTE;
    await failAll('ada@example.com');
    expect(await lockedFor('ada@example.com')).toBe(120);
    await throttle.succeeded('ada@example.com');
    expect(await lockedFor('ada@example.com')).toBe(0);
    await failAll('ada@example.com');
    expect(await lockedFor('ada@example.com')).toBe(60);

    clock.now += LOGIN_THROTTLE.lockMemoryMs;
    await failAll('ada@example.com');
    expect(await lockedFor('ada@example.com')).toBe(60);
  });

  it('counts the address typed, whatever its case, and each address on its own', async () => {
    const { lockedFor, failAll } = setup();
    await failAll(' Ada@Example.com');
    expect(await lockedFor('ada@example.com')).toBe(60);
    expect(await lockedFor('bob@example.com')).toBe(0);
  });
});
