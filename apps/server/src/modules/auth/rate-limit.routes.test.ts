import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { login, PASSWORD, register, registerActivated } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { MAIL_ANSWER_FLOOR_MS } from './account.service.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => {
  await t?.close();
});

describe('rate limits on the auth calls', () => {
  it('answers 429 RATE_LIMITED past the limit per minute and IP, per route', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, 'nobody@example.com')).statusCode).toBe(401);
    const limited = await login(t, 'nobody@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', requestId: limited.headers['x-request-id'] });

    const forget = await t.app.inject({ method: 'POST', url: '/api/auth/forget', payload: { email: 'nobody@example.com' } });
    expect(forget.statusCode).toBe(200);
    // Reading calls are not limited.
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
  });
});

describe('sign-in attempts per account', () => {
  let u: TestApp;
  beforeAll(async () => {
    // The per-address limit stays out of the way here (and every attempt comes from another address).
    u = await buildTestApp({ REDIS_URL: process.env.REDIS_URL ?? '' });
  });
  afterAll(async () => {
    await u?.close();
  });

  const attempt = (email: string, password: string) =>
    u.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: someAddress() });

  async function failTimes(email: string, times: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await attempt(email, `wrong-${i}`)).statusCode);
    return statuses;
  }

  it('locks the account for a minute after repeated wrong passwords from any address, refusing even the right one', async () => {
    const email = `${randomUUID()}@example.com`;
    await registerActivated(u, email);
    expect(await failTimes(email, LOGIN_THROTTLE.failures)).toEqual(Array(LOGIN_THROTTLE.failures).fill(401));

    const locked = await attempt(email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringContaining('try again in 1 min'), requestId: locked.headers['x-request-id'] });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.firstLockMs / 1000);
  });

  it('answers an unknown address exactly like a known one, so the lock does not tell who is registered', async () => {
    const known = `${randomUUID()}@example.com`;
    await registerActivated(u, known);
    const unknown = `${randomUUID()}@example.com`;
    const answers = async (email: string) => {
      const statuses = await failTimes(email, LOGIN_THROTTLE.failures);
      const locked = await attempt(email, PASSWORD);
      return { statuses, locked: locked.statusCode, body: locked.json<{ code: string; message: string }>(), retryAfter: locked.headers['retry-after'] };
    };
    const [forKnown, forUnknown] = [await answers(known), await answers(unknown)];
    expect({ ...forUnknown, body: { ...forUnknown.body, requestId: undefined } }).toEqual({ ...forKnown, body: { ...forKnown.body, requestId: undefined } });
  });

  it('forgets the failures after a correct sign-in', async () => {
    const email = `${randomUUID()}@example.com`;
    await registerActivated(u, email);
    expect(await failTimes(email, LOGIN_THROTTLE.failures - 1)).not.toContain(429);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
    expect(await failTimes(email, LOGIN_THROTTLE.failures - 1)).not.toContain(429);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner back in at once through a password reset', async () => {
    const email = `${randomUUID()}@example.com`;
    await registerActivated(u, email);
    await failTimes(email, LOGIN_THROTTLE.failures);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);

    expect((await u.app.inject({ method: 'POST', url: '/api/auth/forget', payload: { email } })).statusCode).toBe(200);
    const token = await u.mailedToken(email, '/reset/password');
    expect((await u.app.inject({ method: 'PUT', url: '/api/auth/reset', payload: { token, password: 'a-fresh-password' } })).statusCode).toBe(200);
    expect((await attempt(email, 'a-fresh-password')).statusCode).toBe(200);
  });
});

describe('password and activation mails answer in the same time for known and unknown addresses', () => {
  let u: TestApp;
  let known: string;
  let inactive: string;
  beforeAll(async () => {
    u = await buildTestApp();
    known = `${randomUUID()}@example.com`;
    await registerActivated(u, known);
    inactive = `${randomUUID()}@example.com`;
    expect((await register(u, inactive)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await u?.close();
  });

  /** Milliseconds until the answer; every call must be a 200. */
  async function timed(url: string, email: string): Promise<number> {
    const started = performance.now();
    const answer = await u.app.inject({ method: 'POST', url, payload: { email } });
    expect(answer.statusCode).toBe(200);
    return performance.now() - started;
  }

  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;

  it.each([
    ['/api/auth/forget', () => known],
    ['/api/auth/request/activation', () => inactive],
  ])('%s', async (url, address) => {
    const withAccount: number[] = [];
    const without: number[] = [];
    // Interleaved, so a slow moment of the machine hits both sides alike.
    for (let i = 0; i < 5; i++) {
      withAccount.push(await timed(url, address()));
      without.push(await timed(url, `${randomUUID()}@example.com`));
    }
    // The known address did queue a mail (the work ran), and no answer came before the floor.
    expect(await u.drainJobs()).toBeGreaterThan(0);
    for (const ms of [...withAccount, ...without]) expect(ms).toBeGreaterThanOrEqual(MAIL_ANSWER_FLOOR_MS - 5);
    // Without the floor the known side takes the lookup plus a token write and a queued job longer;
    // with it both medians sit at the floor. The bound leaves room for a busy machine.
    expect(Math.abs(median(withAccount) - median(without))).toBeLessThan(MAIL_ANSWER_FLOOR_MS / 3);
  }, 30_000);
});
