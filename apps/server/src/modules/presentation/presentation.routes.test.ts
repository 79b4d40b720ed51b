import type { Event, GalleryPage, LivePictures } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { insertPicture, patchSettings, setArchived } from './presentation.test-support.ts';

let t: TestApp;
let gold: TestCustomer;
let other: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  gold = await customerOn(t, 'gold@example.com', 'Gold');
  other = await customerOn(t, 'other@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function gallery(slug: string, query = ''): Promise<GalleryPage> {
  const response = await get(`/events/${slug}/gallery${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GalleryPage>();
}

async function campaign(owner = gold, name = 'Party'): Promise<Event> {
  return createEvent(t, owner, { name, boothType: 'virtual' } as never);
}

describe('GET /api/events/{slug}/gallery', () => {
  it('lists only processed, approved pictures, newest first, and nothing a stranger may not see', async () => {
    const event = await campaign();
    const older = await insertPicture(t, event, { createdAt: minutesAgo(3), contactEmail: 'guest@example.com', likes: 4 });
    const newer = await insertPicture(t, event, { createdAt: minutesAgo(1) });
    await insertPicture(t, event, { createdAt: minutesAgo(2), isPublic: false });
    await insertPicture(t, event, { createdAt: minutesAgo(2), status: 'processing' });
    await insertPicture(t, event, { createdAt: minutesAgo(2), status: 'failed' });
    const page = await gallery(event.slug);
    expect(page.pictures.map((picture) => picture.id)).toEqual([newer.id, older.id]);
    expect(page.nextCursor).toBeNull();
    const [, first] = page.pictures;
    expect(first).toMatchObject({ slug: older.slug, eventId: event.id, kind: 'Photo', likes: 4, name: null, width: 1200, height: 1600, video: null });
    expect(first?.src).toMatch(/^\/api\/files\/shoots\/.+\/main\.jpg$/);
    expect(first?.display?.srcset).toMatch(/display-480\.webp 480w, .*display-960\.webp 960w$/);
    expect(first?.micrositeUrl).toBe(`http://booth.test/m/${older.slug}`);
    expect(JSON.stringify(page)).not.toContain('guest@example.com');
  });

  it('pages by keyset without duplicates or gaps, also across pictures taken in the same millisecond', async () => {
    const event = await campaign();
    const at = minutesAgo(10);
    const ids: string[] = [];
    for (let i = 0; i < 17; i += 1) ids.push((await insertPicture(t, event, { createdAt: i < 6 ? at : minutesAgo(9 - i / 10) })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: GalleryPage = await gallery(event.slug, `?limit=5${cursor ? `&olderThan=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.pictures.map((picture) => picture.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...ids].sort());
    const times = (await gallery(event.slug, '?limit=60')).pictures.map((picture) => picture.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a cursor it did not make (400, naming olderThan)', async () => {
    const event = await campaign();
    const response = await get(`/events/${event.slug}/gallery?olderThan=nonsense`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('olderThan');
  });

  it('shows only opted-in pictures when the campaign asks guests to opt in', async () => {
    const event = await campaign();
    const optedIn = await insertPicture(t, event, { clientApproval: true });
    const notAsked = await insertPicture(t, event, { clientApproval: false });
    expect((await gallery(event.slug)).pictures.map((picture) => picture.id).sort()).toEqual([optedIn.id, notAsked.id].sort());
    await patchSettings(t, event.id, { screens: { sharing: { galleryOptIn: { enabled: true } } } });
    expect((await gallery(event.slug)).pictures.map((picture) => picture.id)).toEqual([optedIn.id]);
  });

  it('names the guest (first name and last initial) only when the gallery shows names', async () => {
    const event = await campaign();
    await insertPicture(t, event, { userFeedback: { personal: { firstname: 'Anna', lastname: 'Meyer', email: 'anna@example.com' } } });
    expect((await gallery(event.slug)).pictures[0]?.name).toBeNull();
    expect(JSON.stringify(await gallery(event.slug))).not.toMatch(/Anna|Meyer|anna@/);
    await patchSettings(t, event.id, { screens: { presentation: { gallery: { showName: true } } } });
    const page = await gallery(event.slug);
    expect(page.pictures[0]?.name).toBe('Anna M.');
    expect(JSON.stringify(page)).not.toMatch(/Meyer|anna@/);
  });

  it('answers 404 for an unknown, archived or switched-off gallery', async () => {
    expect((await get('/events/no-such-campaign/gallery')).statusCode).toBe(404);
    const archived = await campaign();
    await setArchived(t, archived.id, true);
    expect((await get(`/events/${archived.slug}/gallery`)).statusCode).toBe(404);
    const off = await campaign();
    await patchSettings(t, off.id, { screens: { presentation: { gallery: { enabled: false } } } });
    const response = await get(`/events/${off.slug}/gallery`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 402 PLAN_REQUIRED when the owner has no Silver plan (a gallery kept from before a downgrade)', async () => {
    const free = await customerOn(t, 'free@example.com', 'Free');
    const event = await campaign(free);
    await insertPicture(t, event);
    const response = await get(`/events/${event.slug}/gallery`);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PLAN_REQUIRED' });
  });
});

describe('GET /api/events/{slug}/live/pictures', () => {
  it('mixes the campaign with its sources of the same organiser, each with its own opt-in; other organisers and archived sources stay out', async () => {
    const main = await campaign(gold, 'Main stage');
    const source = await campaign(gold, 'Second stage');
    const archived = await campaign(gold, 'Last year');
    const foreign = await campaign(other, 'Not ours');
    await patchSettings(t, source.id, { screens: { sharing: { galleryOptIn: { enabled: true } } } });
    await patchSettings(t, main.id, {
      screens: { presentation: { dynamicGallery: { enabled: true, sources: [source.id, archived.id, foreign.id, main.id] } } },
    });
    await setArchived(t, archived.id, true);
    const own = await insertPicture(t, main, { createdAt: minutesAgo(5) });
    const fromSource = await insertPicture(t, source, { createdAt: minutesAgo(1), clientApproval: true });
    await insertPicture(t, source, { createdAt: minutesAgo(2), clientApproval: false });
    await insertPicture(t, main, { createdAt: minutesAgo(3), isPublic: false });
    await insertPicture(t, archived, { createdAt: minutesAgo(1) });
    await insertPicture(t, foreign, { createdAt: minutesAgo(1) });
    const response = await get(`/events/${main.slug}/live/pictures`);
    expect(response.statusCode, response.body).toBe(200);
    const { pictures } = response.json<LivePictures>();
    expect(pictures.map((picture) => picture.id)).toEqual([fromSource.id, own.id]);
    expect(pictures[0]?.eventId).toBe(source.id);
    expect((await get(`/events/${main.slug}/live/pictures?limit=1`)).json<LivePictures>().pictures).toHaveLength(1);
  });

  it('plays GIF and boomerang as their MP4 and a video as itself; stills have no video', async () => {
    const event = await campaign();
    await patchSettings(t, event.id, { screens: { presentation: { dynamicGallery: { enabled: true } } } });
    const file = (path: string, mimetype: string) => ({ path, size: 1, mimetype });
    const gif = await insertPicture(t, event, { kind: 'Gif', renditions: { main: file('g/main.gif', 'image/gif'), mp4: file('g/loop.mp4', 'video/mp4') } });
    const boomerang = await insertPicture(t, event, { kind: 'Boomerang', renditions: { main: file('b/main.mp4', 'video/mp4'), mp4: file('b/main.mp4', 'video/mp4') } });
    const video = await insertPicture(t, event, { kind: 'Video', renditions: { main: file('v/main.mp4', 'video/mp4'), poster: file('v/poster.jpg', 'image/jpeg') } });
    const photo = await insertPicture(t, event);
    const { pictures } = (await get(`/events/${event.slug}/live/pictures`)).json<LivePictures>();
    const videoOf = (id: string) => pictures.find((picture) => picture.id === id)?.video;
    expect(videoOf(gif.id)).toBe('/api/files/g/loop.mp4');
    expect(videoOf(boomerang.id)).toBe('/api/files/b/main.mp4');
    expect(videoOf(video.id)).toBe('/api/files/v/main.mp4');
    expect(videoOf(photo.id)).toBeNull();
  });

  it('answers 404 when the dynamic gallery is off and 402 when the owner has no Gold plan', async () => {
    const off = await campaign();
    expect((await get(`/events/${off.slug}/live/pictures`)).statusCode).toBe(404);
    const silver = await customerOn(t, 'silver@example.com', 'Silver');
    const event = await campaign(silver);
    await patchSettings(t, event.id, { screens: { presentation: { dynamicGallery: { enabled: true } } } });
    const response = await get(`/events/${event.slug}/live/pictures`);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PLAN_REQUIRED' });
    // The same campaign's gallery is Silver and open.
    expect((await get(`/events/${event.slug}/gallery`)).statusCode).toBe(200);
  });
});
