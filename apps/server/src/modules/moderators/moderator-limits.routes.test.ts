import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@/modules/auth/login-throttle.ts';
import { someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { login, PASSWORD } from '@/test/auth-flows.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { activeModerator, invite, MODERATOR_PASSWORD, organiserWithCampaign, passwordPath, resetPassword } from './moderators.test-support.ts';

describe('the auth rate limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('applies to the moderator sign-in, reset and forget calls', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/auth/moderation/login', { email: 'x@example.com', password: 'nope', eventSlug: 'party' }],
      ['PUT', '/api/auth/moderation/reset', { token: 'nope', password: MODERATOR_PASSWORD, eventSlug: 'party' }],
      ['POST', '/api/auth/moderation/forget', { email: 'x@example.com', eventSlug: 'party' }],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ method, url, payload, remoteAddress: '10.9.8.7' })).statusCode);
      expect(statuses.slice(0, 3), url).not.toContain(429);
      expect(statuses[3], url).toBe(429);
    }
  });
});

describe('sign-in attempts per moderator account', () => {
  let t: TestApp;
  let ada: TestCustomer;
  let party: Event;
  let second: Event;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ organiser: ada, event: party } = await organiserWithCampaign(t, 'ada@example.com'));
    second = (await t.app.inject({ method: 'POST', url: '/api/events', headers: ada.headers, payload: { name: 'Second party' } })).json<Event>();
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (email: string, eventSlug: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/moderation/login', payload: { email, eventSlug, password }, remoteAddress: someAddress() });

  async function failTimes(email: string, eventSlug: string, times: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await attempt(email, eventSlug, `wrong-${i}`)).statusCode);
    return statuses;
  }

  it('locks one campaign’s account after repeated wrong passwords from any address, and only that one', async () => {
    // The same address moderates two campaigns and is an organiser too: three separate sign-ins.
    await activeModerator(t, ada, 'ada@example.com', party.slug);
    await activeModerator(t, ada, 'ada@example.com', second.slug);
    expect(await failTimes('ada@example.com', party.slug, LOGIN_THROTTLE.failures)).toEqual(Array(LOGIN_THROTTLE.failures).fill(401));

    const locked = await attempt('ada@example.com', party.slug, MODERATOR_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('ada@example.com', second.slug, MODERATOR_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, 'ada@example.com', PASSWORD)).statusCode).toBe(200);

    // A password reset through the mailed link lets the owner back in at once.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/moderation/forget', payload: { email: 'ada@example.com', eventSlug: party.slug } })).statusCode).toBe(204);
    const token = await t.mailedToken('ada@example.com', passwordPath(party.slug));
    expect((await resetPassword(t, token, party.slug, 'a-fresh-password')).statusCode).toBe(200);
    expect((await attempt('ada@example.com', party.slug, 'a-fresh-password')).statusCode).toBe(200);
  });

  it('an unknown address locks exactly like a known one', async () => {
    const statuses = await failTimes('ghost@example.com', party.slug, LOGIN_THROTTLE.failures);
    expect(statuses).toEqual(Array(LOGIN_THROTTLE.failures).fill(401));
    expect((await attempt('ghost@example.com', party.slug, 'whatever')).statusCode).toBe(429);
  });

  it('a stranger cannot make a not-yet-activated moderator’s mailbox overflow: the invitations stop at the lock', async () => {
    expect((await invite(t, ada, 'new@example.com', party.slug)).statusCode).toBe(201);
    const statuses = await failTimes('new@example.com', party.slug, LOGIN_THROTTLE.failures + 3);
    expect(statuses.slice(0, LOGIN_THROTTLE.failures)).toEqual(Array(LOGIN_THROTTLE.failures).fill(403));
    expect(statuses.slice(LOGIN_THROTTLE.failures)).toEqual([429, 429, 429]);
    await t.drainJobs();
    const mails = (await readOutbox(t.outboxDir)).filter((mail) => mail.text.includes('To: new@example.com'));
    // The organiser's invitation and one per refused attempt before the lock.
    expect(mails).toHaveLength(1 + LOGIN_THROTTLE.failures);
  });
});
