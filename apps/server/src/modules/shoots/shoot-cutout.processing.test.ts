import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '@/modules/events/events.table.ts';
import { startRemoveBgStandIn, type RemoveBgStandIn } from '@/test/ai-stand-ins/removebg-stand-in.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { BLUE, eventWith, insertAsset, insertShoot, near, pixel, processNow, RED, solidJpeg, stored, type TestEvent } from './shoot-processing.test-support.ts';

/** The campaign's image-cutout settings (campaigns §3), as the editor stores them. */
async function setCutout(t: TestApp, eventId: string, enabled: boolean, service: 'removebg' | 'local'): Promise<void> {
  const db = t.runtime.database.db;
  const [row] = await db.select({ settings: events.settings }).from(events).where(eq(events.id, eventId));
  if (!row) throw new Error('no event');
  await db.update(events).set({ settings: { ...row.settings, imageCutoutEnabled: enabled, backgroundRemovalService: service } }).where(eq(events.id, eventId));
}

describe('image cutout with remove.bg', () => {
  let removeBg: RemoveBgStandIn;
  let t: TestApp;
  let event: TestEvent;
  let backgroundId: string;
  let photo: Buffer;

  beforeAll(async () => {
    removeBg = await startRemoveBgStandIn({ apiKey: 'rbg-key' });
    t = await buildTestApp({ REMOVEBG_BASE_URL: removeBg.url, REMOVEBG_API_KEY: 'rbg-key' });
    event = await eventWith(t, 'cutout-removebg@example.com', '3:4');
    backgroundId = await insertAsset(t, event.customerId, await solidJpeg(300, 400, BLUE), 'image/jpeg', 'greenScreen');
    photo = await solidJpeg(60, 80, RED);
  });
  afterAll(async () => {
    await t?.close();
    await removeBg?.close();
  });
  beforeEach(async () => {
    removeBg.set('normal');
    removeBg.requests.length = 0;
    await setCutout(t, event.id, true, 'removebg');
  });

  it('cuts the person out and lays the chosen background behind; the original stays the photo as taken', async () => {
    const shootId = await insertShoot(t, event, 'photo', [{ data: photo, mimetype: 'image/jpeg' }], { backgroundId, backgroundApplied: false });
    const row = await processNow(t, shootId);
    expect(row.status).toBe('ready');
    expect(removeBg.requests).toHaveLength(1);
    expect(removeBg.requests[0]?.headers['x-api-key']).toBe('rbg-key');
    const picture = await stored(t, row.renditions.main);
    // The person (the stand-in keeps an oval in the middle) over the background that shows in the corner.
    expect(near(await pixel(picture, 30, 44), RED)).toBe(true);
    expect(near(await pixel(picture, 1, 1), BLUE)).toBe(true);
    expect(near(await pixel(await stored(t, row.renditions.original), 1, 1), RED)).toBe(true);
  });

  it('makes the picture without the cutout when remove.bg fails', async () => {
    removeBg.set('500');
    const shootId = await insertShoot(t, event, 'photo', [{ data: photo, mimetype: 'image/jpeg' }], { backgroundId, backgroundApplied: false });
    const row = await processNow(t, shootId);
    expect(row.status).toBe('ready');
    expect(removeBg.requests.length).toBeGreaterThan(0);
    expect(near(await pixel(await stored(t, row.renditions.main), 1, 1), RED)).toBe(true);
  });

  it('makes the picture without the cutout when remove.bg answers something that is not a picture', async () => {
    removeBg.set('garbage');
    const shootId = await insertShoot(t, event, 'photo', [{ data: photo, mimetype: 'image/jpeg' }], { backgroundId, backgroundApplied: false });
    const row = await processNow(t, shootId);
    expect(row.status).toBe('ready');
    expect(near(await pixel(await stored(t, row.renditions.main), 1, 1), RED)).toBe(true);
  });

  it('calls no remover when the cutout is off, the booth laid the background in, or no background was chosen', async () => {
    await setCutout(t, event.id, false, 'removebg');
    await processNow(t, await insertShoot(t, event, 'photo', [{ data: photo, mimetype: 'image/jpeg' }], { backgroundId, backgroundApplied: false }));
    await setCutout(t, event.id, true, 'removebg');
    await processNow(t, await insertShoot(t, event, 'photo', [{ data: photo, mimetype: 'image/jpeg' }], { backgroundId, backgroundApplied: true }));
    await processNow(t, await insertShoot(t, event, 'photo', [{ data: photo, mimetype: 'image/jpeg' }], {}));
    expect(removeBg.requests).toEqual([]);
  });
});

describe('image cutout on this server (no remove.bg key)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cuts out with the local person segmentation when remove.bg has no key here', async () => {
    const event = await eventWith(t, 'cutout-local@example.com', '3:4');
    await setCutout(t, event.id, true, 'removebg');
    const backgroundId = await insertAsset(t, event.customerId, await solidJpeg(300, 400, BLUE), 'image/jpeg', 'greenScreen');
    // No person anywhere: the segmentation leaves nothing of the photo, and the background shows.
    const shootId = await insertShoot(t, event, 'photo', [{ data: await solidJpeg(120, 160, RED), mimetype: 'image/jpeg' }], { backgroundId, backgroundApplied: false });
    const row = await processNow(t, shootId);
    expect(row.status).toBe('ready');
    const picture = await stored(t, row.renditions.main);
    expect(near(await pixel(picture, 2, 2), BLUE)).toBe(true);
    expect(near(await pixel(await stored(t, row.renditions.original), 2, 2), RED)).toBe(true);
  });
});
