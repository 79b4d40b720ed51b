import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Event, Shoot } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { jpeg, MEDIA_FIXTURES, png, signedInCustomer, spooledFiles, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { findShootById } from './shoots.repo.ts';
import { boothEvent, eventCounters, fields, file, frame, postShoot, shootCount, shootKeys, startSession } from './shoots.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let event: Event;
let token: string;
let overlayId: string;
let small: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  overlayId = (await uploadOk(t, ada, 'overlay', 'frame.png', await png(64, 48, 0.5))).id;
  event = await boothEvent(t, ada, {
    photo: { enabled: true, overlays: [overlayId] },
    gif: { enabled: true },
    video: { enabled: true },
  });
  token = await startSession(t, event.slug);
  small = await jpeg(64, 48);
});
afterAll(async () => {
  await t?.close();
});

/** The event, its counters, its rows and its files are as they were: what every refusal must leave. */
async function expectNothingStored(eventId = event.id, before?: Awaited<ReturnType<typeof eventCounters>>) {
  expect(await shootKeys(t, eventId)).toEqual([]);
  expect(await shootCount(t, eventId)).toBe(0);
  expect(await spooledFiles(t)).toEqual([]);
  if (before) expect(await eventCounters(t, eventId)).toEqual(before);
}

describe('POST /api/events/{slug}/shoots', () => {
  it('stores a photo, counts it on the event and answers the microsite URL at once', async () => {
    const id = randomUUID();
    const response = await postShoot(t, event.slug, token, [
      ...fields({ id, kind: 'photo', overlayId, faceCount: '2', locale: 'en', feedback: JSON.stringify({ personal: { email: 'guest@example.com', phone: '+49 30 1' }, comment: 'Hi' }) }),
      file(small),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ id: string; slug: string; micrositeUrl: string }>();
    expect(body.id).toBe(id);
    expect(body.slug).toMatch(/^[a-z0-9]{8}$/);
    expect(body.micrositeUrl).toBe(`${TEST_PUBLIC_URL}/en/m/${body.slug}`);

    const row = await findShootById(t.runtime.database.db, id);
    expect(row).toMatchObject({ status: 'processing', kind: 'Photo', faceCount: 2, locale: 'en', isPublic: false, contactEmail: 'guest@example.com', contactPhone: '+49 30 1' });
    expect(row?.userFeedback).toEqual({ personal: { email: 'guest@example.com', phone: '+49 30 1' }, comment: 'Hi', agent: 'TestBrowser/1.0' });
    expect(row?.input).toMatchObject({ captureKind: 'photo', overlayId, backgroundId: null, backgroundApplied: false });
    const [input] = row?.input.files ?? [];
    expect(input).toMatchObject({ mimetype: 'image/jpeg', size: small.length });
    expect(input?.path).toMatch(new RegExp(`^shoots/${event.id}/${id}/input-0-[0-9a-f]{8}\\.jpg$`));
    expect(await readFile(join(t.config.dataDir, 'files', input?.path ?? ''))).toEqual(small);

    const counters = await eventCounters(t, event.id);
    expect(counters).toMatchObject({ pictures: 1, picturesAllTime: 1 });
    expect(counters?.lastPictureAt?.getTime()).toBe(row?.createdAt.getTime());
  });

  it('answers a retry with the same id with the same body, 200, storing and counting nothing more', async () => {
    const id = randomUUID();
    const parts = [...fields({ id, kind: 'photo' }), file(small)];
    const first = await postShoot(t, event.slug, token, parts);
    expect(first.statusCode).toBe(201);
    const keys = await shootKeys(t, event.id);
    const counters = await eventCounters(t, event.id);
    const again = await postShoot(t, event.slug, token, parts);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await shootKeys(t, event.id)).toEqual(keys);
    expect(await eventCounters(t, event.id)).toEqual(counters);
    // Even with a different (larger) capture: the id decides, the bytes are not read.
    const third = await postShoot(t, event.slug, token, [...fields({ id, kind: 'photo' }), file(await jpeg(640, 480))]);
    expect(third.statusCode).toBe(200);
    expect(await shootKeys(t, event.id)).toEqual(keys);
  });

  it('queues the processing again, once, when a retry finds its picture processing without a job (lost in a database outage)', async () => {
    const id = randomUUID();
    const parts = [...fields({ id, kind: 'photo' }), file(small)];
    expect((await postShoot(t, event.slug, token, parts)).statusCode).toBe(201);
    const waiting = async () => {
      const { rows } = await t.runtime.database.sql.executeSql("select count(*)::int as n from pgboss.job where name = 'shoot_process' and singleton_key = $1 and state = 'created'", [id]);
      return Number((rows[0] as { n: number }).n);
    };
    expect(await waiting()).toBe(1);
    await t.runtime.database.sql.executeSql("delete from pgboss.job where name = 'shoot_process' and singleton_key = $1", [id]);
    for (const retry of [1, 2]) expect((await postShoot(t, event.slug, token, parts)).statusCode, `retry ${retry}`).toBe(200);
    expect(await waiting()).toBe(1);
  });

  it('makes one shoot of two concurrent uploads of one capture', async () => {
    const id = randomUUID();
    const parts = [...fields({ id, kind: 'gif' }), frame(small, 0), frame(small, 1), frame(small, 2)];
    const before = await eventCounters(t, event.id);
    const answers = await Promise.all([postShoot(t, event.slug, token, parts), postShoot(t, event.slug, token, parts)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    const row = await findShootById(t.runtime.database.db, id);
    expect(row?.input.files).toHaveLength(3);
    // Only the winner's three frames are left in the shoot's folder.
    const keys = (await shootKeys(t, event.id)).filter((key) => key.includes(id));
    expect(keys.sort()).toEqual((row?.input.files ?? []).map((f) => f.path).sort());
    const after = await eventCounters(t, event.id);
    expect(after?.pictures).toBe((before?.pictures ?? 0) + 1);
  });

  it('keeps the microsite address a booth fixed before the upload (a kiosk shows its QR code offline), also on a retry', async () => {
    const id = randomUUID();
    const slug = `k${randomBytes(8).toString('hex').slice(0, 7)}`;
    const parts = [...fields({ id, kind: 'photo', slug }), file(small)];
    const first = await postShoot(t, event.slug, token, parts);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ id, slug, micrositeUrl: `${TEST_PUBLIC_URL}/m/${slug}` });
    const again = await postShoot(t, event.slug, token, parts);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('applies the event autoPublic to new pictures', async () => {
    const open = await boothEvent(t, ada, { photo: { enabled: true } });
    await call(t, ada, 'PATCH', `/events/${open.id}`, { autoPublic: true });
    const guest = await startSession(t, open.slug);
    const id = randomUUID();
    expect((await postShoot(t, open.slug, guest, [...fields({ id, kind: 'photo' }), file(await png(32, 32))])).statusCode).toBe(201);
    expect((await findShootById(t.runtime.database.db, id))?.isPublic).toBe(true);
  });

  it('takes a video by its content and WebP frames', async () => {
    const clip = await readFile(join(MEDIA_FIXTURES, 'clip-160x120.webm'));
    const video = await postShoot(t, event.slug, token, [...fields({ id: randomUUID(), kind: 'video' }), file(clip, 'capture.bin')]);
    expect(video.statusCode, video.body).toBe(201);
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).webp().toBuffer();
    const id = randomUUID();
    const gif = await postShoot(t, event.slug, token, [...fields({ id, kind: 'gif' }), frame(webp, 0), frame(webp, 1)]);
    expect(gif.statusCode, gif.body).toBe(201);
    expect((await findShootById(t.runtime.database.db, id))?.input.files.map((f) => f.mimetype)).toEqual(['image/webp', 'image/webp']);
  });
});

describe('refusals leave no file, no row and no count behind', () => {
  let quiet: Event;
  let guest: string;
  beforeAll(async () => {
    quiet = await boothEvent(t, ada, { photo: { enabled: true, overlays: [overlayId] }, gif: { enabled: true }, video: { enabled: true } });
    guest = await startSession(t, quiet.slug);
  });

  async function refused(parts: Parameters<typeof postShoot>[3], status: number, field?: string, session: string | null = guest, slug = quiet.slug) {
    const before = await eventCounters(t, quiet.id);
    const response = await postShoot(t, slug, session ?? undefined, parts);
    expect(response.statusCode, response.body).toBe(status);
    if (field) expect(response.json<{ fields?: Array<{ path: string }> }>().fields?.map((f) => f.path)).toContain(field);
    await expectNothingStored(quiet.id, before);
    return response;
  }

  it('without a session, or with one of another campaign: 401 naming the header', async () => {
    const parts = [...fields({ id: randomUUID(), kind: 'photo' }), file(small)];
    const none = await refused(parts, 401, undefined, null);
    expect(none.json<{ message: string }>().message).toContain('x-booth-session');
    await refused(parts, 401, undefined, token);
    await refused(parts, 401, undefined, 'made-up-token');
  });

  it('for unknown and archived campaigns: 404', async () => {
    const archived = await boothEvent(t, ada, { photo: { enabled: true } });
    const archivedGuest = await startSession(t, archived.slug);
    await call(t, ada, 'PUT', `/events/${archived.id}`, { archived: true });
    const response = await postShoot(t, archived.slug, archivedGuest, [...fields({ id: randomUUID(), kind: 'photo' }), file(small)]);
    expect(response.statusCode).toBe(404);
    await expectNothingStored(archived.id);
    expect((await postShoot(t, 'nosuchev', guest, [...fields({ id: randomUUID(), kind: 'photo' }), file(small)])).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${archived.slug}/vbSessions` })).statusCode).toBe(404);
  });

  it('a capture mode that is not enabled', async () => {
    const response = await refused([...fields({ id: randomUUID(), kind: 'boomerang' }), frame(small)], 400, 'kind');
    expect(response.json<{ message: string }>().message).toContain('boomerang is not enabled');
  });

  it('a file that is not what it claims to be', async () => {
    await refused([...fields({ id: randomUUID(), kind: 'photo' }), file(await readFile(join(MEDIA_FIXTURES, 'text.txt')), 'photo.jpg')], 400, 'file');
    await refused([...fields({ id: randomUUID(), kind: 'photo' }), file(await readFile(join(MEDIA_FIXTURES, 'clip-320x240.mp4')), 'photo.jpg')], 400, 'file');
    // A video in a frame after a good one: the first frame is removed again.
    await refused([...fields({ id: randomUUID(), kind: 'gif' }), frame(small, 0), frame(await readFile(join(MEDIA_FIXTURES, 'clip-160x120.webm')), 1)], 400, 'frames.1');
    await refused([...fields({ id: randomUUID(), kind: 'video' }), file(small)], 400, 'file');
  });

  it('a frame over the size limit, and an image with too many pixels', async () => {
    const noise = await sharp(randomBytes(2600 * 2600 * 3), { raw: { width: 2600, height: 2600, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(15_000_000);
    await refused([...fields({ id: randomUUID(), kind: 'gif' }), frame(small, 0), frame(noise, 1)], 422, 'frames.1');
    // 10000x10000 declared in the header: refused before anything decodes it.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    await refused([...fields({ id: randomUUID(), kind: 'photo' }), file(bomb)], 400, 'file');
  });

  it('too many frames, a photo with two files, a capture in the wrong field, no capture at all', async () => {
    await refused([...fields({ id: randomUUID(), kind: 'gif' }), ...Array.from({ length: 31 }, (_, i) => frame(small, i))], 400, 'frames');
    await refused([...fields({ id: randomUUID(), kind: 'photo' }), file(small), file(small)], 400, 'file');
    await refused([...fields({ id: randomUUID(), kind: 'photo' }), frame(small)], 400, 'frames');
    await refused(fields({ id: randomUUID(), kind: 'photo' }), 400, 'file');
  });

  it('an overlay or background that is not one of the mode, bad feedback JSON, bad fields', async () => {
    await refused([...fields({ id: randomUUID(), kind: 'photo', overlayId: randomUUID() }), file(small)], 400, 'overlayId');
    await refused([...fields({ id: randomUUID(), kind: 'photo', backgroundId: overlayId }), file(small)], 400, 'backgroundId');
    await refused([...fields({ id: randomUUID(), kind: 'photo', feedback: '{"personal":' }), file(small)], 400, 'feedback');
    await refused([...fields({ id: randomUUID(), kind: 'photo', feedback: JSON.stringify({ personal: { email: 'nope' } }) }), file(small)], 400, 'feedback.personal.email');
    await refused([...fields({ id: 'not-a-uuid', kind: 'photo' }), file(small)], 400, 'id');
    await refused([...fields({ id: randomUUID(), kind: 'selfie' }), file(small)], 400, 'kind');
  });

  it('a microsite address that is taken (409, never replaced) or not of the slug form (400)', async () => {
    const slug = `t${randomBytes(8).toString('hex').slice(0, 7)}`;
    expect((await postShoot(t, event.slug, token, [...fields({ id: randomUUID(), kind: 'photo', slug }), file(small)])).statusCode).toBe(201);
    await refused([...fields({ id: randomUUID(), kind: 'photo', slug }), file(small)], 409, 'slug');
    for (const bad of ['ABCDEFGH', 'abc', 'abcdefghi', '<script>', '../../x1']) await refused([...fields({ id: randomUUID(), kind: 'photo', slug: bad }), file(small)], 400, 'slug');
  });

  it('an id that belongs to a picture of another campaign: 409', async () => {
    const id = randomUUID();
    expect((await postShoot(t, event.slug, token, [...fields({ id, kind: 'photo' }), file(small)])).statusCode).toBe(201);
    await refused([...fields({ id, kind: 'photo' }), file(small)], 409);
  });
});

describe('GET /api/events/{id}/shoots (organiser)', () => {
  it('lists newest first with URLs, pages by cursor, and is 404 for another customer', async () => {
    const list = await call(t, ada, 'GET', `/events/${event.id}/shoots?limit=2`);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<{ shoots: Shoot[]; total: number; nextCursor: string | null }>();
    expect(page.total).toBe(await shootCount(t, event.id));
    expect(page.shoots).toHaveLength(2);
    const [newest, second] = page.shoots;
    expect(Date.parse(newest?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(second?.createdAt ?? ''));
    expect(newest?.micrositeUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/(en/)?m/${newest?.slug}$`));
    expect(newest).toMatchObject({ status: 'processing', src: null, thumbSrc: null });
    const next = (await call(t, ada, 'GET', `/events/${event.slug}/shoots?limit=2&olderThan=${page.nextCursor}`)).json<{ shoots: Shoot[] }>();
    expect(next.shoots.map((s) => s.id)).not.toContain(newest?.id);
    expect(next.shoots.map((s) => s.id)).not.toContain(second?.id);

    const eve = await signedInCustomer(t, 'eve@example.com');
    expect((await call(t, eve, 'GET', `/events/${event.id}/shoots`)).statusCode).toBe(404);
    expect((await call(t, eve, 'GET', `/events/${event.slug}/vbSessions`)).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', `/events/${event.id}/shoots`)).statusCode).toBe(401);
  });

  it('lists the guest sessions with their number of pictures', async () => {
    const response = await call(t, ada, 'GET', `/events/${event.slug}/vbSessions`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ sessions: Array<{ id: string; shoots: number; agent: string | null }>; total: number }>();
    expect(body.total).toBe(1);
    expect(body.sessions[0]).toMatchObject({ agent: 'TestBrowser/1.0', shoots: await shootCount(t, event.id) });
    expect(response.body).not.toContain(token);
  });
});
