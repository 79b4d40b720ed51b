import { randomUUID } from 'node:crypto';
import { BOOTH_SESSION_HEADER, type Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothEvent, fields, file, someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { jpeg, signedInCustomer } from '@/test/assets.ts';
import { multipartBody } from '@/test/multipart.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { guestPolicies, unknownPathRateLimit } from './rate-limits.ts';
import { countBy, inBursts } from './rate-limits.test-support.ts';

// Counted in Redis when the run has one (CI sets REDIS_URL when a Redis answers), in memory otherwise;
// every test uses addresses and campaigns of its own, so runs sharing a Redis never add up.
const redisUrl = process.env.REDIS_URL ?? '';

let t: TestApp;
let event: Event;
let photo: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ REDIS_URL: redisUrl });
  const ada = await signedInCustomer(t, 'ada@example.com');
  event = await boothEvent(t, ada, { photo: { enabled: true } });
  photo = await jpeg(32, 24);
});
afterAll(async () => {
  await t?.close();
});

const startSession = (address: string, slug = event.slug) =>
  t.app.inject({ method: 'POST', url: `/api/events/${slug}/vbSessions`, headers: { 'user-agent': 'Phone/1.0' }, remoteAddress: address });

function upload(address: string, session: string, parts = [...fields({ id: randomUUID(), kind: 'photo' }), file(photo)]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/events/${event.slug}/shoots`,
    payload,
    headers: { ...headers, 'user-agent': 'Phone/1.0', [BOOTH_SESSION_HEADER]: session },
    remoteAddress: address,
  });
}

describe('a full venue behind one address', () => {
  it('admits 300 guests opening the booth page, starting sessions and uploading, all from one address', async () => {
    const venue = someAddress();
    // The booth page's own API call: every guest, some twice (a reload).
    const pageLoads = await inBursts(300, 100, () => t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/virtual`, remoteAddress: venue }));
    expect(countBy(pageLoads)).toEqual({ 200: 300 });

    // The QR code goes up on the screen: 300 guests start a session within seconds.
    const tokens: string[] = [];
    const sessions = await inBursts(300, 50, async () => {
      const answer = await startSession(venue);
      if (answer.statusCode === 201) tokens.push(answer.json<{ token: string }>().token);
      return answer;
    });
    expect(countBy(sessions)).toEqual({ 201: 300 });

    // A sample of them uploads at once, three pictures each (one a retry of the same capture).
    const sample = tokens.slice(0, 20);
    const uploads = await inBursts(sample.length, 10, async (index) => {
      const session = sample[index] as string;
      const id = randomUUID();
      const parts = () => [...fields({ id, kind: 'photo' }), file(photo)];
      const first = await upload(venue, session, parts());
      const retry = await upload(venue, session, parts());
      const second = await upload(venue, session);
      return { statusCode: [first, retry, second].every((answer) => answer.statusCode < 300) ? 201 : Math.max(first.statusCode, retry.statusCode, second.statusCode) };
    });
    expect(countBy(uploads)).toEqual({ 201: sample.length });
  }, 120_000);

  it('never refuses page loads from one address, while probing unknown API paths is still limited', async () => {
    const venue = someAddress();
    const pageLoad = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html,application/xhtml+xml' }, remoteAddress: venue });
    // More than the not-found limit (600 a minute): 300 guests loading the booth page and the microsite list twice, and more.
    const pages = await inBursts(unknownPathRateLimit.max + 100, 100, (i) => pageLoad(i % 2 ? `/booth/${event.slug}` : `/en/booth/${event.slug}?i=${i}`));
    expect(pages.includes(429)).toBe(false);

    const probes = await inBursts(unknownPathRateLimit.max, 100, (i) => t.app.inject({ method: 'GET', url: `/api/nothing-${i}`, remoteAddress: venue }));
    expect(countBy(probes)).toEqual({ 404: unknownPathRateLimit.max });
    const refused = await t.app.inject({ method: 'GET', url: '/api/nothing-more', remoteAddress: venue });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  }, 120_000);

  it('still refuses a script from one address: 429 with the usual body and Retry-After', async () => {
    const script = someAddress();
    const [sessionLimit] = guestPolicies.session;
    const statuses = await inBursts(sessionLimit.max, 100, () => startSession(script));
    expect(countBy(statuses)).toEqual({ 201: sessionLimit.max });

    const refused = await startSession(script);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringContaining('Too many requests'), requestId: refused.headers['x-request-id'] });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(sessionLimit.windowMs / 1000);
    // Other addresses (another venue, a guest on mobile data) are not affected.
    expect((await startSession(someAddress())).statusCode).toBe(201);
  }, 120_000);

  it('limits uploads per booth session, and per address whatever session header a script invents', async () => {
    const address = someAddress();
    const [perSession, perAddress] = guestPolicies.upload;
    // An empty body is refused after the limit is counted, which keeps this fast.
    const empty = (session: string) => upload(address, session, []);
    const session = `made-up-${randomUUID()}`;
    const bySession = await inBursts(perSession.max, 60, () => empty(session));
    expect(bySession.includes(429)).toBe(false);
    const refused = await empty(session);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    const rest = perAddress.max - perSession.max;
    // Bursts of 50: on a starved machine 200 uploads at once delayed Redis's answers past its command
    // timeout, which (by design) moves counts into memory and splits them; that is the outage test's subject.
    const invented = await inBursts(rest, 50, () => empty(randomUUID()));
    expect(invented.includes(429)).toBe(false);
    const ceiling = await empty(randomUUID());
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.json<{ code: string }>().code).toBe('RATE_LIMITED');
  }, 120_000);
});
