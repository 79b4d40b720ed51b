import { pino } from 'pino';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedKeys } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { processShoot } from './shoot-processing.ts';
import { eventWith, insertShoot, shootRow, stored, type TestEvent } from './shoot-processing.test-support.ts';
import { shoots, type ShootRow } from './shoots.table.ts';
import { photoLikeJpeg } from '@/platform/media/test-images.ts';

const silent = pino({ level: 'silent' });

let t: TestApp;
let event: TestEvent;

beforeAll(async () => {
  t = await buildTestApp();
  event = await eventWith(t, 'renditions@example.com', '4:3');
});
afterAll(() => t.close());

function run(shootId: string) {
  const { database, files, media } = t.runtime;
  return processShoot({ db: database.db, files, media, tmpDir: t.config.tmpDir }, shootId, { log: silent });
}

/** Every display copy decodes as what the row says: WebP at its width and height, the stored size. */
async function expectWidths(row: ShootRow, expected: Array<[number, number]>) {
  const widths = row.renditions.widths ?? [];
  expect(widths.map((sized) => [sized.width, sized.height])).toEqual(expected);
  for (const sized of widths) {
    const data = await stored(t, sized.file);
    expect(sized.file).toMatchObject({ path: `shoots/${event.id}/${row.id}/w${sized.width}.webp`, mimetype: 'image/webp', size: data.length });
    expect(await sharp(data).metadata()).toMatchObject({ format: 'webp', width: sized.width, height: sized.height });
  }
}

describe('display renditions', () => {
  it('makes WebP widths below the picture and a 1200 px JPEG link preview, far lighter than the full file; a retry overwrites them', async () => {
    const shootId = await insertShoot(t, event, 'photo', [{ data: await photoLikeJpeg(1600, 1200, 11), mimetype: 'image/jpeg' }]);
    expect(await run(shootId)).toBe('success');
    const row = await shootRow(t, shootId);

    await expectWidths(row, [
      [480, 360],
      [960, 720],
      [1440, 1080],
    ]);
    const full = await stored(t, row.renditions.main);
    const smallest = await stored(t, row.renditions.widths?.[0]?.file);
    expect(smallest.length).toBeLessThan(full.length / 10);

    const social = await stored(t, row.renditions.social?.file);
    expect(row.renditions.social).toMatchObject({ width: 1200, height: 900, file: { path: `shoots/${event.id}/${shootId}/social.jpg` } });
    expect(await sharp(social).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(social.length).toBeLessThan(full.length);

    // The queue retries a job that died after writing files: same keys, nothing added.
    const before = (await storedKeys(t)).filter((key) => key.includes(shootId)).sort();
    await t.runtime.database.db.update(shoots).set({ status: 'processing' }).where(eq(shoots.id, shootId));
    expect(await run(shootId)).toBe('success');
    expect((await storedKeys(t)).filter((key) => key.includes(shootId)).sort()).toEqual(before);
    expect((await shootRow(t, shootId)).renditions.widths).toEqual(row.renditions.widths);
  });

  it('never enlarges: a small picture gets only the widths below its own and no link preview', async () => {
    const shootId = await insertShoot(t, event, 'photo', [{ data: await photoLikeJpeg(800, 600, 11), mimetype: 'image/jpeg' }]);
    await run(shootId);
    const row = await shootRow(t, shootId);
    await expectWidths(row, [[480, 360]]);
    expect(row.renditions.social).toBeUndefined();
  });

  it('makes the widths of a GIF from its full-size poster', async () => {
    const frames = await Promise.all([0, 1].map(() => photoLikeJpeg(1000, 750, 11)));
    const shootId = await insertShoot(
      t,
      event,
      'gif',
      frames.map((data) => ({ data, mimetype: 'image/jpeg' })),
    );
    await run(shootId);
    const row = await shootRow(t, shootId);
    expect(row.status).toBe('ready');
    await expectWidths(row, [
      [480, 360],
      [960, 720],
    ]);
    expect(await sharp(await stored(t, row.renditions.poster)).metadata()).toMatchObject({ width: 1000, height: 750 });
  });
});
