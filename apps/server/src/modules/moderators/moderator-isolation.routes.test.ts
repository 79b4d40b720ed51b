import { MODERATOR_SESSION_COOKIE, type Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { activeModerator, organiserWithCampaign, type TestModerator } from './moderators.test-support.ts';

/**
 * A moderator's sign-in opens the moderation of one campaign and nothing else: every organiser route
 * answers 401 to it (its token is no organiser session), and another campaign's moderation 404.
 */
let t: TestApp;
let ada: TestCustomer;
let party: Event;
let otherOfAda: Event;
let bensParty: Event;
let moderator: TestModerator;
let shootId: string;
let foreignShootId: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ organiser: ada, event: party } = await organiserWithCampaign(t, 'ada@example.com'));
  ({ event: bensParty } = await organiserWithCampaign(t, 'ben@example.com', 'Ben party'));
  otherOfAda = (await t.app.inject({ method: 'POST', url: '/api/events', headers: ada.headers, payload: { name: 'Second party' } })).json<Event>();
  moderator = await activeModerator(t, ada, 'mod@example.com', party.slug);
  shootId = (await insertShootRow(t, party.id, 'own')).id;
  foreignShootId = (await insertShootRow(t, otherOfAda.id, 'foreign')).id;
});
afterAll(async () => {
  await t?.close();
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: TEST_PUBLIC_URL };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A representative walk of the organiser's API: every call here is the campaign owner's business. */
function organiserRoutes(): Array<[Method, string, unknown?]> {
  return [
    ['GET', '/api/auth/user'],
    ['GET', '/api/auth/level'],
    ['GET', '/api/auth/dashboard'],
    ['GET', '/api/events'],
    ['GET', '/api/events/short'],
    ['POST', '/api/events', { name: 'Hijack' }],
    ['GET', `/api/events/${party.slug}`],
    ['PUT', `/api/events/${party.id}`, { archived: true }],
    ['PATCH', `/api/events/${party.id}`, { autoPublic: true }],
    ['PATCH', `/api/events/${party.id}`, { useAsExample: true }],
    ['DELETE', `/api/events/${party.id}`],
    ['POST', `/api/events/${party.id}/duplicate`],
    ['GET', `/api/events/${party.slug}/shoots`],
    ['GET', `/api/events/${party.slug}/shoots/chunks`],
    ['POST', `/api/events/${party.slug}/shoots/bulk`, { shootIDs: [shootId], action: 'delete' }],
    ['PATCH', `/api/shoots/${shootId}`, { isPublic: true }],
    ['DELETE', `/api/shoots/${shootId}`],
    ['POST', `/api/events/${party.slug}/shoots/csv/request`, {}],
    ['POST', `/api/events/${party.slug}/shoots/json/request`, {}],
    ['GET', `/api/events/${party.slug}/contacts`],
    ['GET', `/api/events/${party.slug}/userFeedbacks`],
    ['GET', `/api/events/${party.slug}/deletions`],
    ['GET', `/api/analytics/${party.id}`],
    ['GET', `/api/analytics/${party.id}/shoots`],
    ['GET', '/api/assets'],
    ['POST', '/api/assets/font', {}],
    ['GET', '/api/genericUrls'],
    ['GET', `/api/moderators?eventSlug=${party.slug}`],
    ['POST', '/api/moderators', { email: 'friend@example.com', eventSlug: party.slug }],
    ['PATCH', `/api/moderators/${moderator.id}`, { email: 'friend@example.com' }],
    ['POST', `/api/moderators/${moderator.id}/resend`],
    ['DELETE', `/api/moderators/${moderator.id}`],
  ];
}

function inject(method: Method, url: string, headers: Record<string, string>, payload?: unknown) {
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

describe('a moderator elsewhere in the API', () => {
  it('gets 401 on every organiser route, with the bearer token and with the cookie', async () => {
    const cookie = { ...SAME_ORIGIN, cookie: `${MODERATOR_SESSION_COOKIE}=${moderator.token}` };
    for (const [method, url, payload] of organiserRoutes()) {
      for (const [how, headers] of [['bearer', moderator.headers], ['cookie', cookie]] as const) {
        const response = await inject(method, url, headers, payload);
        expect(response.statusCode, `${how} ${method} ${url}: ${response.body.slice(0, 200)}`).toBe(401);
      }
    }
    // Nothing changed meanwhile: the campaign, its picture and the moderator are all still there.
    const event = await inject('GET', `/api/events/${party.slug}`, ada.headers);
    expect(event.json()).toMatchObject({ autoPublic: false, useAsExample: false, archived: false });
    expect((await inject('GET', `/api/moderators?eventSlug=${party.slug}`, ada.headers)).json<{ moderators: unknown[] }>().moderators).toHaveLength(1);
  });

  it("gets 404 for another campaign's moderation, of the same organiser or another", async () => {
    for (const event of [otherOfAda, bensParty]) {
      const queue = await inject('GET', `/api/events/${event.slug}/moderation/shoots`, moderator.headers);
      expect(queue.statusCode).toBe(404);
      const decide = await inject('POST', `/api/events/${event.slug}/moderation/decisions`, moderator.headers, { shootIDs: [foreignShootId], decision: 'approve' });
      expect(decide.statusCode).toBe(404);
      // By id too: the same rule.
      expect((await inject('GET', `/api/events/${event.id}/moderation/shoots`, moderator.headers)).statusCode).toBe(404);
    }
  });

  it('still moderates its own campaign, where ids of other campaigns change nothing', async () => {
    expect((await inject('GET', `/api/events/${party.slug}/moderation/shoots`, moderator.headers)).statusCode).toBe(200);
    const decided = await inject('POST', `/api/events/${party.slug}/moderation/decisions`, moderator.headers, { shootIDs: [foreignShootId], decision: 'approve' });
    expect(decided.json()).toEqual({ decision: 'approve', count: 0 });
    const foreign = await inject('GET', `/api/events/${otherOfAda.slug}/moderation/shoots?state=approved`, ada.headers);
    expect(foreign.json<{ counts: { approved: number } }>().counts.approved).toBe(0);
  });

  it('a moderator cookie sent from a foreign page does not count, and a foreign write is refused', async () => {
    const cookie = `${MODERATOR_SESSION_COOKIE}=${moderator.token}`;
    const read = await inject('GET', `/api/events/${party.slug}/moderation/shoots`, { cookie, 'sec-fetch-site': 'cross-site' });
    expect(read.statusCode).toBe(401);
    const write = await inject('POST', `/api/events/${party.slug}/moderation/decisions`, { cookie, 'sec-fetch-site': 'cross-site' }, { shootIDs: [shootId], decision: 'approve' });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it('an organiser who is not the owner gets 404 for the moderation, the owner 200', async () => {
    const ben = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ben@example.com', password: 'a-good-password' } });
    const headers = { authorization: `Bearer ${ben.json<{ token: string }>().token}` };
    expect((await inject('GET', `/api/events/${party.slug}/moderation/shoots`, headers)).statusCode).toBe(404);
    expect((await inject('GET', `/api/events/${party.slug}/moderation/shoots`, ada.headers)).statusCode).toBe(200);
    expect((await inject('GET', `/api/events/${party.slug}/moderation/shoots`, {})).statusCode).toBe(401);
  });
});
