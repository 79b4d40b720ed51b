import { MODERATION_EVENT_COOKIE, MODERATOR_INVITATION_TTL_HOURS, MODERATOR_RESET_TTL_HOURS, MODERATOR_SESSION_COOKIE, type Event, type Moderator } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@/test/mail-reader.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import {
  activeModerator,
  cookieOf,
  invite,
  MODERATOR_PASSWORD,
  moderatorLogin,
  organiserWithCampaign,
  passwordPath,
  resetPassword,
} from './moderators.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let party: Event;
let other: Event;
beforeAll(async () => {
  t = await buildTestApp();
  ({ organiser: ada, event: party } = await organiserWithCampaign(t, 'ada@example.com'));
  ({ event: other } = await organiserWithCampaign(t, 'ben@example.com', 'Other party'));
});
afterAll(async () => {
  await t?.close();
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: TEST_PUBLIC_URL };
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
const HOUR_MS = 3_600_000;

function me(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/moderation/me', headers });
}

describe('invitation → password → sign-in', () => {
  it('mails a German invitation naming the campaign, whose link sets the password and signs in with both cookies', async () => {
    const invited = await invite(t, ada, 'Mia@Example.com', party.slug);
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json<Moderator>()).toMatchObject({ email: 'mia@example.com', eventSlug: party.slug, activated: false });

    const token = await t.mailedToken('mia@example.com', passwordPath(party.slug));
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: mia@example.com')).at(-1);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/events/${party.slug}/moderation/password?token=`);
    expect(mail?.text).toContain('Summer party');
    expect(mail?.text).toContain('moderieren');

    const reset = await resetPassword(t, token, party.slug, MODERATOR_PASSWORD, SAME_ORIGIN);
    expect(reset.statusCode, reset.body).toBe(200);
    const session = reset.json<{ token: string }>().token;
    expect(reset.headers.authorization).toBe(`Bearer ${session}`);
    expect(cookieOf(reset, MODERATOR_SESSION_COOKIE)).toMatchObject({ value: session, httpOnly: true, sameSite: 'Lax', path: '/' });
    const eventCookie = cookieOf(reset, MODERATION_EVENT_COOKIE);
    expect(eventCookie).toMatchObject({ value: party.slug, path: '/', maxAge: 30 * 86_400 });
    expect(eventCookie?.httpOnly).toBeUndefined();

    expect((await me({ authorization: `Bearer ${session}` })).json()).toEqual({ id: invited.json<Moderator>().id, email: 'mia@example.com', eventSlug: party.slug, eventName: 'Summer party' });
    // The cookie alone works from our own pages.
    expect((await me({ ...SAME_ORIGIN, cookie: `${MODERATOR_SESSION_COOKIE}=${session}` })).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `/api/moderators?eventSlug=${party.slug}`, headers: ada.headers });
    expect(list.json<{ moderators: Moderator[] }>().moderators.find((m) => m.email === 'mia@example.com')?.activated).toBe(true);

    // Single use.
    expect((await resetPassword(t, token, party.slug)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('an English organiser sends the link under /en', async () => {
    expect((await invite(t, ada, 'eli@example.com', party.slug, { 'accept-language': 'en-GB,en;q=0.9' })).statusCode).toBe(201);
    await t.drainJobs();
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: eli@example.com')).at(-1);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/en/events/${party.slug}/moderation/password?token=`);
    expect(mail?.text).toContain('you were invited to moderate the pictures of the campaign "Summer party"');
  });

  it('login answers the token, sets the cookies from our pages only, and logout ends the session and clears both', async () => {
    await activeModerator(t, ada, 'leo@example.com', party.slug);
    const foreign = await moderatorLogin(t, 'leo@example.com', party.slug, MODERATOR_PASSWORD, CROSS_SITE);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.cookies).toHaveLength(0);

    const response = await moderatorLogin(t, 'leo@example.com', party.slug, MODERATOR_PASSWORD, SAME_ORIGIN);
    const token = response.json<{ token: string }>().token;
    expect(cookieOf(response, MODERATOR_SESSION_COOKIE)?.value).toBe(token);
    expect(cookieOf(response, MODERATION_EVENT_COOKIE)?.value).toBe(party.slug);

    const out = await t.app.inject({ method: 'DELETE', url: '/api/auth/moderation/logout', headers: { ...SAME_ORIGIN, cookie: `${MODERATOR_SESSION_COOKIE}=${token}` } });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out, MODERATOR_SESSION_COOKIE)?.value).toBe('');
    expect(cookieOf(out, MODERATION_EVENT_COOKIE)?.value).toBe('');
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('wrong password and unknown address answer the same 401; another campaign does not know the moderator', async () => {
    await activeModerator(t, ada, 'kim@example.com', party.slug);
    const wrong = await moderatorLogin(t, 'kim@example.com', party.slug, 'not-the-password');
    const unknown = await moderatorLogin(t, 'nobody@example.com', party.slug);
    const elsewhere = await moderatorLogin(t, 'kim@example.com', other.slug);
    const noCampaign = await moderatorLogin(t, 'kim@example.com', 'no-such-campaign');
    for (const response of [wrong, unknown, elsewhere, noCampaign]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'E-mail address or password is wrong' });
    }
  });

  it('a moderator who never set a password gets ACCOUNT_NOT_ACTIVATED and a fresh invitation; the older link stops working', async () => {
    expect((await invite(t, ada, 'ned@example.com', party.slug)).statusCode).toBe(201);
    const first = await t.mailedToken('ned@example.com', passwordPath(party.slug));
    const response = await moderatorLogin(t, 'ned@example.com', party.slug, 'anything-at-all');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVATED' });
    const fresh = await t.mailedToken('ned@example.com', passwordPath(party.slug));
    expect(fresh).not.toBe(first);
    expect((await resetPassword(t, first, party.slug)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await resetPassword(t, fresh, party.slug)).statusCode).toBe(200);
  });
});

describe('links', () => {
  it('a token of another campaign is INVALID_TOKEN and stays usable for its own', async () => {
    expect((await invite(t, ada, 'ola@example.com', party.slug)).statusCode).toBe(201);
    const token = await t.mailedToken('ola@example.com', passwordPath(party.slug));
    const foreign = await resetPassword(t, token, other.slug);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await resetPassword(t, 'made-up-token', party.slug)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await resetPassword(t, token, party.slug)).statusCode).toBe(200);
  });

  it(`an invitation expires after ${MODERATOR_INVITATION_TTL_HOURS} hours`, async () => {
    expect((await invite(t, ada, 'pia@example.com', party.slug)).statusCode).toBe(201);
    const token = await t.mailedToken('pia@example.com', passwordPath(party.slug));
    t.clock.offsetMs = (MODERATOR_INVITATION_TTL_HOURS + 1) * HOUR_MS;
    try {
      expect((await resetPassword(t, token, party.slug)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it(`forget answers 204 after the fixed floor either way, mails only a real moderator, and the link expires after ${MODERATOR_RESET_TTL_HOURS} hours`, async () => {
    const moderator = await activeModerator(t, ada, 'quin@example.com', party.slug);
    const forget = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/moderation/forget', payload: { email, eventSlug: party.slug } });
    const started = Date.now();
    const unknown = await forget('stranger@example.com');
    expect(unknown.statusCode).toBe(204);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await t.drainJobs();
    expect((await readOutbox(t.outboxDir)).some((m) => m.text.includes('To: stranger@example.com'))).toBe(false);

    expect((await forget('quin@example.com')).statusCode).toBe(204);
    const token = await t.mailedToken('quin@example.com', passwordPath(party.slug));
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: quin@example.com')).at(-1);
    expect(mail?.text).toContain('neues Passwort');

    t.clock.offsetMs = (MODERATOR_RESET_TTL_HOURS + 1) * HOUR_MS;
    try {
      expect((await resetPassword(t, token, party.slug, 'a-newer-password')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    } finally {
      t.clock.offsetMs = 0;
    }
    expect((await forget('quin@example.com')).statusCode).toBe(204);
    const fresh = await t.mailedToken('quin@example.com', passwordPath(party.slug));
    expect((await resetPassword(t, fresh, party.slug, 'a-newer-password')).statusCode).toBe(200);
    // The reset ended the session opened with the old password, and the old password is gone.
    expect((await me(moderator.headers)).statusCode).toBe(401);
    expect((await moderatorLogin(t, 'quin@example.com', party.slug)).statusCode).toBe(401);
    expect((await moderatorLogin(t, 'quin@example.com', party.slug, 'a-newer-password')).statusCode).toBe(200);
  });
});

describe('me', () => {
  it('an organiser session is not a moderator session', async () => {
    const response = await me(ada.headers);
    expect(response.statusCode).toBe(401);
    expect((await me({})).statusCode).toBe(401);
  });
});

describe('hostile input', () => {
  it('control characters and huge strings are 400 naming the field', async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', '/api/auth/moderation/login', { email: 'a@example.com', password: 'x', eventSlug: 'a\u0000b' }, 'eventSlug'],
      ['POST', '/api/auth/moderation/login', { email: 'a@example.com', password: 'x'.repeat(10_000), eventSlug: party.slug }, 'password'],
      ['PUT', '/api/auth/moderation/reset', { password: MODERATOR_PASSWORD, token: 'a\u0007b', eventSlug: party.slug }, 'token'],
      ['PUT', '/api/auth/moderation/reset', { password: MODERATOR_PASSWORD, token: 't', eventSlug: 's'.repeat(5_000) }, 'eventSlug'],
      ['POST', '/api/auth/moderation/forget', { email: `${'a'.repeat(5_000)}@example.com`, eventSlug: party.slug }, 'email'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await t.app.inject({ method: method as 'POST' | 'PUT', url, payload });
      expect(response.statusCode, `${url} ${field}`).toBe(400);
      expect(response.json<{ fields?: Array<{ path: string }> }>().fields?.map((f) => f.path)).toContain(field);
    }
  });
});
