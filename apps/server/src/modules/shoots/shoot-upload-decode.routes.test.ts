import { randomUUID } from 'node:crypto';
import type { Event } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, spooledFiles } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { boothEvent, eventCounters, fields, file, frame, postShoot, shootCount, shootKeys, startSession } from './shoots.test-support.ts';

let t: TestApp;
let event: Event;
let token: string;
let good: Buffer;

/** A picture with real detail, so that cutting it short leaves a file whose header still reads well. */
function photo(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37 + (i >> 7) * 11) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const cut = (data: Buffer, share: number) => data.subarray(0, Math.floor(data.length * share));

beforeAll(async () => {
  t = await buildTestApp();
  const ada = await signedInCustomer(t, 'decode@example.com');
  event = await boothEvent(t, ada, { photo: { enabled: true }, gif: { enabled: true } });
  token = await startSession(t, event.slug);
  good = await photo('jpeg');
});
afterAll(async () => {
  await t?.close();
});

async function queuedJobs(shootId: string): Promise<number> {
  const { rows } = await t.runtime.database.sql.executeSql("select count(*)::int as n from pgboss.job where name = 'shoot_process' and singleton_key = $1", [shootId]);
  return Number((rows[0] as { n: number }).n);
}

async function refusedNaming(parts: Parameters<typeof postShoot>[3], id: string, field: string): Promise<void> {
  const before = await eventCounters(t, event.id);
  const response = await postShoot(t, event.slug, token, parts);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ code: string; message: string; fields?: Array<{ path: string }> }>();
  expect(body.message).toContain(field);
  expect(body.fields?.map((issue) => issue.path)).toEqual([field]);
  // Nothing behind: no row, no counted picture, no stored or spooled file, no job.
  expect(await shootKeys(t, event.id)).toEqual([]);
  expect(await shootCount(t, event.id)).toBe(0);
  expect(await spooledFiles(t)).toEqual([]);
  expect(await eventCounters(t, event.id)).toEqual(before);
  expect(await queuedJobs(id)).toBe(0);
}

describe('the shoot upload decodes every frame before it answers', () => {
  it('refuses a truncated JPEG, PNG or WebP photo with 400 naming the field', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const id = randomUUID();
      await refusedNaming([...fields({ id, kind: 'photo' }), file(cut(await photo(format), 0.6), `capture.${format}`)], id, 'file');
    }
  });

  it('refuses a corrupt frame in the middle of a GIF, and removes the good frames stored before it', async () => {
    const id = randomUUID();
    const corrupt = Buffer.from(await photo('png'));
    // Scramble the compressed pixels after the headers: the header still reads as a 320x240 PNG.
    for (let i = Math.floor(corrupt.length / 2); i < corrupt.length - 16; i++) corrupt[i] = (i * 7) % 256;
    await refusedNaming([...fields({ id, kind: 'gif' }), frame(good, 0), { ...frame(corrupt, 1), filename: 'frame-1.png', contentType: 'image/png' }, frame(good, 2)], id, 'frames.1');
  });

  it('accepts the same pictures whole, and a retry of a refused id then succeeds', async () => {
    const id = randomUUID();
    await refusedNaming([...fields({ id, kind: 'photo' }), file(cut(good, 0.5))], id, 'file');
    const response = await postShoot(t, event.slug, token, [...fields({ id, kind: 'photo' }), file(good)]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await queuedJobs(id)).toBe(1);
  });
});
