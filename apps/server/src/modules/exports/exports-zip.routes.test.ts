import { crc32 } from 'node:zlib';
import { EXPORT_LINK_TTL_MS, type Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';
import { exportScene, openLink, requestExport, storedShoot, type StoredShootInput } from './exports.test-support.ts';
import { readZip } from './zip-read.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let event: Event;
let otherEvent: Event;
const bytes = (label: string) => Buffer.from(`${label}-${'x'.repeat(50)}`);
const pictures: Record<string, { id: string; slug: string; main: Buffer; original?: Buffer; extension: string; createdAt: Date }> = {};

beforeAll(async () => {
  ({ t, ada, bob, event, otherEvent } = await exportScene());
  const add = async (key: string, at: string, input: Omit<StoredShootInput, 'createdAt'>, extension: string) => {
    const createdAt = new Date(at);
    const shoot = await storedShoot(t, event.id, { ...input, createdAt });
    pictures[key] = { ...shoot, main: input.files?.main?.data ?? Buffer.alloc(0), original: input.files?.original?.data, extension, createdAt };
  };
  await add('photo', '2026-06-01T10:00:01Z', { isPublic: true, files: { main: { data: bytes('overlayed'), mimetype: 'image/jpeg' }, original: { data: bytes('original'), mimetype: 'image/jpeg' } } }, 'jpg');
  await add('hidden', '2026-06-01T10:00:02Z', { isPublic: false, files: { main: { data: bytes('hidden'), mimetype: 'image/jpeg' } } }, 'jpg');
  await add('gif', '2026-06-01T10:00:03Z', { kind: 'Gif', isPublic: true, files: { main: { data: bytes('gif'), mimetype: 'image/gif' } } }, 'gif');
  await add('video', '2026-06-01T10:00:04Z', { kind: 'Video', files: { main: { data: bytes('mp4'), mimetype: 'video/mp4' } } }, 'mp4');
  await add('processing', '2026-06-01T10:00:05Z', { status: 'processing', isPublic: true }, 'jpg');
  await add('failed', '2026-06-01T10:00:06Z', { status: 'failed', isPublic: true }, 'jpg');
  await storedShoot(t, otherEvent.id, { createdAt: new Date('2026-06-01T10:00:00Z'), isPublic: true, files: { main: { data: bytes('bob'), mimetype: 'image/jpeg' } } });
});
afterAll(async () => {
  await t?.close();
});

const zipRequest = (query = 'onlyPublic=0&nonOverlay=0', slug = event.slug) => `/api/events/${slug}/shoots/json/request?${query}`;
const nameOf = (key: string) => {
  const picture = pictures[key]!;
  return `${event.slug}_${picture.createdAt.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '').replace('T', '-')}_${picture.slug}.${picture.extension}`;
};

async function downloadZip(query?: string, shootIDs: string[] = []) {
  const url = await requestExport(t, ada, zipRequest(query), { shootIDs });
  const response = await openLink(t, url);
  expect(response.statusCode, response.body).toBe(200);
  return { response, ...(await readZip(response.rawPayload)) };
}

describe('ZIP export', () => {
  it('streams every ready picture of the campaign for an empty list, byte for byte, named for the client', async () => {
    const { response, entries, names } = await downloadZip();
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${event.slug}_\\d{8}-\\d{6}\\.zip"`));
    expect(response.headers['cache-control']).toBe('no-store');
    // Oldest first; processing and failed pictures have no file to give and are skipped; Bob's never appear.
    expect(names).toEqual(['photo', 'hidden', 'gif', 'video'].map(nameOf));
    expect(new Set(names).size).toBe(names.length);
    for (const key of ['photo', 'hidden', 'gif', 'video']) {
      // Stored, not deflated: these types are compressed already.
      expect(entries.get(nameOf(key))).toMatchObject({ data: pictures[key]!.main, compressionMethod: 0, crc32: crc32(pictures[key]!.main) });
    }
  });

  it('sends the ZIP as it is to a browser that accepts compression: stored pictures do not shrink, and compressing would cost the throughput', async () => {
    const url = await requestExport(t, ada, zipRequest(), { shootIDs: [] });
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip, deflate' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect((await readZip(response.rawPayload)).names).toHaveLength(4);
  });

  it('takes only public pictures with onlyPublic=1, and the originals with nonOverlay=1 where there are some', async () => {
    const { entries, names } = await downloadZip('onlyPublic=1&nonOverlay=1');
    expect(names).toEqual(['photo', 'gif'].map(nameOf));
    expect(entries.get(nameOf('photo'))?.data).toEqual(pictures.photo!.original);
    expect(entries.get(nameOf('gif'))?.data).toEqual(pictures.gif!.main);
  });

  it('takes only the chosen pictures, and never another campaign\'s even when its id is named', async () => {
    const bobs = await storedShoot(t, otherEvent.id, { createdAt: new Date('2026-06-01T11:00:00Z'), files: { main: { data: bytes('secret'), mimetype: 'image/jpeg' } } });
    const { names } = await downloadZip(undefined, [pictures.video!.id, pictures.hidden!.id, bobs.id]);
    expect(names).toEqual(['hidden', 'video'].map(nameOf));
  });

  it("answers 404 for another customer's campaign and 401 without a session", async () => {
    const foreign = await t.app.inject({ method: 'POST', url: zipRequest(undefined, otherEvent.slug), headers: ada.headers, payload: { shootIDs: [] } });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: zipRequest(), payload: { shootIDs: [] } });
    expect(anonymous.statusCode).toBe(401);
    const byBob = await t.app.inject({ method: 'POST', url: zipRequest(), headers: bob.headers, payload: { shootIDs: [] } });
    expect(byBob.statusCode).toBe(404);
  });

  it('names the field of a bad request', async () => {
    const badFlag = await t.app.inject({ method: 'POST', url: zipRequest('onlyPublic=2'), headers: ada.headers, payload: { shootIDs: [] } });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.body).toContain('onlyPublic');
    const badId = await t.app.inject({ method: 'POST', url: zipRequest(), headers: ada.headers, payload: { shootIDs: ['nope'] } });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('shootIDs');
  });

  it('refuses an unknown token, a token of the other kind and an expired link with a 404 that says so', async () => {
    const unknown = await openLink(t, `/api/exports/zip/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toMatch(/unknown download link/i);

    const zipUrl = await requestExport(t, ada, zipRequest(), { shootIDs: [] });
    const asCsv = await openLink(t, zipUrl.replace('/zip/', '/csv/'));
    expect(asCsv.statusCode).toBe(404);
    // A HEAD is not a way to have the server build an archive for nothing.
    expect((await t.app.inject({ method: 'HEAD', url: zipUrl })).statusCode).toBe(404);

    t.clock.offsetMs = EXPORT_LINK_TTL_MS - 1_000;
    expect((await openLink(t, zipUrl)).statusCode).toBe(200);
    t.clock.offsetMs = EXPORT_LINK_TTL_MS + 1_000;
    try {
      const expired = await openLink(t, zipUrl);
      expect(expired.statusCode).toBe(404);
      expect(expired.json<{ message: string }>().message).toMatch(/expired/);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});
