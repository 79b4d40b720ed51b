import { randomUUID } from 'node:crypto';
import type { Event, GalleryPicture, Shoot } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { insertPicture, patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import { fields, file, postShoot, startSession } from '@/modules/shoots/shoots.test-support.ts';
import { jpeg, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { about, openStream, type TestStream } from './live.test-support.ts';

let t: TestApp;
let base: string;
let gold: TestCustomer;
let other: TestCustomer;
const streams: TestStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  gold = await customerOn(t, 'gold@example.com', 'Gold');
  other = await customerOn(t, 'other@example.com', 'Gold');
});
afterAll(async () => {
  // Streams are left open on purpose: closing the server must end them, not wait for them.
  const started = Date.now();
  await t?.close();
  expect(Date.now() - started).toBeLessThan(5000);
  for (const stream of streams) stream.close();
});

async function campaign(owner = gold, extra: Record<string, unknown> = {}): Promise<Event> {
  return createEvent(t, owner, { name: `Party ${randomUUID().slice(0, 6)}`, boothType: 'virtual', eventType: 'live', shutter: { photo: { enabled: true } }, ...extra } as never);
}

async function stream(path: string, headers: Record<string, string> = {}): Promise<TestStream> {
  const opened = await openStream(`${base}/api${path}`, headers);
  streams.push(opened);
  return opened;
}

/** A stream that answered and has said `ready`. */
async function ready(path: string, headers: Record<string, string> = {}): Promise<TestStream> {
  const opened = await stream(path, headers);
  expect(opened.status).toBe(200);
  await opened.next((event) => event.event === 'ready');
  return opened;
}

const moderate = (shootId: string, patch: { isPublic?: boolean; clientApproval?: boolean }, owner = gold) => call(t, owner, 'PATCH', `/shoots/${shootId}`, patch);

describe('GET /api/events/{slug}/gallery/stream', () => {
  it('is an uncompressed event stream with retry, security headers and a ready event', async () => {
    const event = await campaign();
    const feed = await stream(`/events/${event.slug}/gallery/stream`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(feed.headers.get('content-encoding')).toBeNull();
    expect(feed.headers.get('cache-control')).toContain('no-cache');
    expect(feed.headers.get('x-accel-buffering')).toBe('no');
    expect(feed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(feed.headers.get('content-security-policy')).toContain("default-src 'none'");
    const first = await feed.next((received) => received.event === 'ready');
    expect(first.id).toMatch(/^\d+$/);
  });

  it('shows a picture when moderation approves it and takes it down when it is hidden; a picture never approved never appears', async () => {
    const event = await campaign();
    const feed = await ready(`/events/${event.slug}/gallery/stream`);
    const pending = await insertPicture(t, event, { isPublic: false });
    const shown = await insertPicture(t, event, { isPublic: false });
    // A change that does not approve (the organiser's clientApproval switch) is announced but shows nothing.
    expect((await moderate(pending.id, { clientApproval: true })).statusCode).toBe(200);
    expect((await moderate(shown.id, { isPublic: true })).statusCode).toBe(200);
    const picture = await feed.next(about(shown.id, 'picture'));
    expect(picture.data as GalleryPicture).toMatchObject({ id: shown.id, slug: shown.slug, eventId: event.id, name: null });
    expect(JSON.stringify(picture.data)).not.toContain('contact');
    expect(feed.events.some(about(pending.id, 'picture'))).toBe(false);

    const seen = feed.events.length;
    expect((await moderate(shown.id, { isPublic: false })).statusCode).toBe(200);
    await feed.next(about(shown.id, 'remove'), { from: seen });
    // Deleting an approved picture takes it down too.
    const doomed = await insertPicture(t, event);
    expect((await call(t, gold, 'DELETE', `/shoots/${doomed.id}`)).statusCode).toBe(204);
    await feed.next(about(doomed.id, 'remove'));
  });

  it('tells public screens nothing of a picture before moderation approves it; approving shows it, hiding takes it down', async () => {
    const event = await campaign();
    expect(event.autoPublic).toBe(false);
    await patchSettings(t, event.id, { screens: { presentation: { dynamicGallery: { enabled: true } } } });
    const gallery = await ready(`/events/${event.slug}/gallery/stream`);
    const cursor = String(gallery.lastEventId());
    const wall = await ready(`/events/${event.slug}/live/stream`);
    const desk = await ready(`/events/${event.slug}/moderation/stream`, gold.headers);
    const token = await startSession(t, event.slug);
    const take = async () => {
      const upload = await postShoot(t, event.slug, token, [...fields({ id: randomUUID(), kind: 'photo' }), file(await jpeg(64, 48))]);
      expect(upload.statusCode, upload.body).toBe(201);
      return upload.json<{ id: string; slug: string }>();
    };
    const [pending, rejected, deleted] = [await take(), await take(), await take()];
    await t.drainJobs();
    // Everything a waiting picture goes through is announced, for moderation only: processing, the
    // guest's answers and like, a rejection, a deletion.
    const feedback = await t.app.inject({ method: 'PUT', url: `/api/events/${event.slug}/shoots/${pending.id}/feedback`, headers: { 'x-booth-session': token }, payload: { comment: 'Hi' } });
    expect(feedback.statusCode, feedback.body).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: `/api/m/${pending.slug}/like` })).json()).toEqual({ likes: 1 });
    expect((await moderate(rejected.id, { isPublic: false })).statusCode).toBe(200);
    expect((await call(t, gold, 'DELETE', `/shoots/${deleted.id}`)).statusCode).toBe(204);
    await desk.next(about(deleted.id, 'remove'));

    expect((await moderate(pending.id, { isPublic: true })).statusCode).toBe(200);
    for (const feed of [gallery, wall]) {
      const shown = await feed.next(about(pending.id, 'picture'));
      // Announcements are handled in order: whatever came of the earlier ones would be before it.
      expect(feed.events.slice(0, feed.events.indexOf(shown)).map((received) => received.event)).toEqual(['ready']);
    }
    expect((await moderate(pending.id, { isPublic: false })).statusCode).toBe(200);
    for (const feed of [gallery, wall]) await feed.next(about(pending.id, 'remove'));

    // A screen resuming from before all of it: the picture it may have shown comes down, nothing else is named.
    const resumed = await stream(`/events/${event.slug}/gallery/stream`, { 'last-event-id': cursor });
    await resumed.next((received) => received.event === 'ready');
    expect(resumed.events.filter((received) => received.event !== 'ready').map((received) => [received.event, (received.data as { id: string }).id])).toEqual([['remove', pending.id]]);
  });

  it("with gallery opt-in, shows an approved picture only once its guest opted in (the guest's own answer)", async () => {
    const event = await campaign(gold, { autoPublic: true });
    await patchSettings(t, event.id, { screens: { sharing: { galleryOptIn: { enabled: true } } } });
    const feed = await ready(`/events/${event.slug}/gallery/stream`);
    const token = await startSession(t, event.slug);
    const id = randomUUID();
    const upload = await postShoot(t, event.slug, token, [...fields({ id, kind: 'photo' }), file(await jpeg(64, 48))]);
    expect(upload.statusCode, upload.body).toBe(201);
    await t.drainJobs();
    // Processed and public (autoPublic), but not opted in: the screen hears nothing of it.

    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.slug}/shoots/${id}/feedback`,
      headers: { 'x-booth-session': token },
      payload: { galleryOptIn: true },
    });
    expect(answer.statusCode, answer.body).toBe(204);
    const shown = await feed.next(about(id, 'picture'));
    expect(feed.events.slice(0, feed.events.indexOf(shown)).filter(about(id))).toEqual([]);
    const shoot = (await call(t, gold, 'GET', `/events/${event.slug}/shoots`)).json<{ shoots: Shoot[] }>().shoots.find((row) => row.id === id);
    expect(shoot).toMatchObject({ clientApproval: true, isPublic: true, status: 'ready' });
  });

  it('applies gallery opt-in switched on while a screen is connected to the next pictures', async () => {
    const event = await campaign();
    const feed = await ready(`/events/${event.slug}/gallery/stream`);
    await patchSettings(t, event.id, { screens: { sharing: { galleryOptIn: { enabled: true } } } });
    const notOptedIn = await insertPicture(t, event, { isPublic: false });
    const optedIn = await insertPicture(t, event, { isPublic: false, clientApproval: true });
    expect((await moderate(notOptedIn.id, { isPublic: true })).statusCode).toBe(200);
    expect((await moderate(optedIn.id, { isPublic: true })).statusCode).toBe(200);
    // Announced in order: by the time the second shows, the first was decided on, and never shown.
    await feed.next(about(optedIn.id, 'picture'));
    expect(feed.events.some(about(notOptedIn.id))).toBe(false);
  });

  it('replays what changed while a screen was away (Last-Event-ID), then says ready', async () => {
    const event = await campaign();
    const approved = await insertPicture(t, event, { isPublic: false });
    const deleted = await insertPicture(t, event);
    const first = await ready(`/events/${event.slug}/gallery/stream`);
    const cursor = first.lastEventId();
    first.close();

    expect((await moderate(approved.id, { isPublic: true })).statusCode).toBe(200);
    expect((await call(t, gold, 'DELETE', `/shoots/${deleted.id}`)).statusCode).toBe(204);

    const resumed = await stream(`/events/${event.slug}/gallery/stream`, { 'last-event-id': String(cursor) });
    const readyEvent = await resumed.next((received) => received.event === 'ready');
    const before = resumed.events.slice(0, resumed.events.indexOf(readyEvent));
    expect(before.some(about(approved.id, 'picture'))).toBe(true);
    expect(before.some(about(deleted.id, 'remove'))).toBe(true);

    // The same through the query (clients that reconnect themselves), and nothing without a cursor.
    const byQuery = await ready(`/events/${event.slug}/gallery/stream?lastEventId=${cursor}`);
    expect(byQuery.events.some(about(approved.id, 'picture'))).toBe(true);
    const fresh = await ready(`/events/${event.slug}/gallery/stream`);
    expect(fresh.events.map((received) => received.event)).toEqual(['ready']);
  });

  it('refuses an unknown campaign (404) and a plan below Silver (402) before streaming', async () => {
    expect((await stream('/events/no-such-campaign/gallery/stream')).status).toBe(404);
    const free = await customerOn(t, 'free@example.com', 'Free');
    const event = await campaign(free);
    expect((await stream(`/events/${event.slug}/gallery/stream`)).status).toBe(402);
  });
});

describe('GET /api/events/{slug}/live/stream', () => {
  it("carries the campaign's and its own sources' pictures, never another customer's", async () => {
    const own = await campaign();
    const foreign = await campaign(other);
    const wall = await campaign();
    await patchSettings(t, wall.id, { screens: { presentation: { dynamicGallery: { enabled: true, sources: [own.id, foreign.id] } } } });
    const feed = await ready(`/events/${wall.slug}/live/stream`);

    const foreignPicture = await insertPicture(t, foreign, { isPublic: false });
    expect((await moderate(foreignPicture.id, { isPublic: true }, other)).statusCode).toBe(200);
    const ownPicture = await insertPicture(t, own, { isPublic: false });
    expect((await moderate(ownPicture.id, { isPublic: true })).statusCode).toBe(200);
    const wallPicture = await insertPicture(t, wall, { isPublic: false });
    expect((await moderate(wallPicture.id, { isPublic: true })).statusCode).toBe(200);

    await feed.next(about(ownPicture.id, 'picture'));
    await feed.next(about(wallPicture.id, 'picture'));
    expect(feed.events.some(about(foreignPicture.id))).toBe(false);
  });
});

describe('GET /api/events/{slug}/moderation/stream', () => {
  it('refuses anonymous viewers (401) and other customers (404)', async () => {
    const event = await campaign();
    expect((await stream(`/events/${event.slug}/moderation/stream`)).status).toBe(401);
    expect((await stream(`/events/${event.slug}/moderation/stream`, other.headers)).status).toBe(404);
  });

  it('shows the owner every new picture while it is processed, when it is ready, and its removal', async () => {
    const event = await campaign();
    const feed = await ready(`/events/${event.slug}/moderation/stream`, gold.headers);
    const token = await startSession(t, event.slug);
    const id = randomUUID();
    const upload = await postShoot(t, event.slug, token, [...fields({ id, kind: 'photo' }), file(await jpeg(64, 48))]);
    expect(upload.statusCode, upload.body).toBe(201);
    const processing = await feed.next(about(id, 'shoot'));
    expect(processing.data as Shoot).toMatchObject({ id, status: 'processing', isPublic: false });
    await t.drainJobs();
    await feed.next((received) => about(id, 'shoot')(received) && (received.data as Shoot).status === 'ready');
    expect((await call(t, gold, 'DELETE', `/shoots/${id}`)).statusCode).toBe(204);
    await feed.next(about(id, 'remove'));
  });
});
