import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processShoot } from '@/modules/shoots/shoot-processing.ts';
import { eventWith, insertShoot as insertUpload, shootRow, type TestEvent } from '@/modules/shoots/shoot-processing.test-support.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { photoLikeJpeg } from '@/platform/media/test-images.ts';

/*
 * The microsite of a picture processed for real (sharp writing the display copies): the page offers
 * the WebP widths, preloads what the image element picks, and keeps the full file for the download.
 */

let t: TestApp;
let event: TestEvent;

beforeAll(async () => {
  t = await buildTestApp();
  event = await eventWith(t, 'microsite-sizes@example.com', '4:3');
});
afterAll(() => t.close());

async function processed(kind: 'photo' | 'boomerang', frames: Buffer[]) {
  const id = await insertUpload(t, event, kind, frames.map((data) => ({ data, mimetype: 'image/jpeg' })));
  const { database, files, media } = t.runtime;
  expect(await processShoot({ db: database.db, files, media, tmpDir: t.config.tmpDir }, id, { log: pino({ level: 'silent' }) })).toBe('success');
  return shootRow(t, id);
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const bytesOf = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload;
};

describe('GET /m/{slug} with display renditions', () => {
  it('offers the WebP widths in srcset, preloads the same candidates, and keeps the full JPEG for the download only', async () => {
    const row = await processed('photo', [await photoLikeJpeg(1920, 1440, 5)]);
    const page = (await t.app.inject({ method: 'GET', url: `/m/${row.slug}`, headers: { accept: 'text/html' } })).body;
    const folder = `/api/files/shoots/${event.id}/${row.id}`;
    const file = (name: string) => `${folder}/${name}?access=${row.slug}`;

    const img = /<img class="media"[^>]*>/.exec(page)?.[0] ?? '';
    const srcset = `${file('w480.webp')} 480w, ${file('w960.webp')} 960w, ${file('w1440.webp')} 1440w`;
    expect(attribute(img, 'srcset')).toBe(srcset);
    expect(attribute(img, 'src')).toBe(file('w1440.webp'));
    expect([attribute(img, 'width'), attribute(img, 'height')]).toEqual(['1920', '1440']);
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(page)?.[0] ?? '';
    expect(attribute(preload, 'imagesrcset')).toBe(srcset);
    expect(attribute(preload, 'imagesizes')).toBe(attribute(img, 'sizes'));
    expect(page).not.toContain(`${file('overlayed.jpg')}"`);
    expect(page).not.toContain(`${file('original.jpg')}"`);

    // What a phone picks (412 CSS px at 1.75x needs ~700 px: the 960 copy) weighs a fraction of the full file.
    const full = await bytesOf(file('original.jpg'));
    const phone = await bytesOf(file('w960.webp'));
    expect(phone.length).toBeLessThan(full.length / 5);
    expect(await sharp(phone).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
    for (const candidate of srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '')) {
      expect((await bytesOf(candidate)).length).toBeLessThan(full.length / 2);
    }

    const download = /href="([^"]+)&amp;download=1" download/.exec(page)?.[1];
    expect(download).toBe(file('original.jpg'));
    expect(/property="og:image" content="([^"]*)"/.exec(page)?.[1]).toBe(`${TEST_PUBLIC_URL}${file('social.jpg')}`);
    expect(/property="og:image:type" content="([^"]*)"/.exec(page)?.[1]).toBe('image/jpeg');
    expect(/property="og:image:width" content="([^"]*)"/.exec(page)?.[1]).toBe('1200');
    expect(/property="og:image:height" content="([^"]*)"/.exec(page)?.[1]).toBe('900');
  });

  it('gives a boomerang a display copy of its poster as the video poster, and preloads that', async () => {
    const frames = await Promise.all([0, 1, 2].map(() => photoLikeJpeg(1280, 960, 5)));
    const row = await processed('boomerang', frames);
    const page = (await t.app.inject({ method: 'GET', url: `/m/${row.slug}`, headers: { accept: 'text/html' } })).body;
    const file = (name: string) => `/api/files/shoots/${event.id}/${row.id}/${name}?access=${row.slug}`;
    expect(page).toContain(` poster="${file('w960.webp')}"`);
    expect(page).toContain(`<link rel="preload" as="image" href="${file('w960.webp')}" fetchpriority="high">`);
    expect(page).toContain(`<source src="${file('mp4.mp4')}" type="video/mp4">`);
    expect((await bytesOf(file('w960.webp'))).length).toBeLessThan((await bytesOf(file('poster.jpg'))).length / 2);
  });
});
