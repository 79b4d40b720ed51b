import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BOOTH_SESSION_HEADER, type Event, type GalleryPage } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOn } from '@/modules/events/events.test-support.ts';
import { findDelivery } from '@/modules/mail/mail.repo.ts';
import { MAIL_PICTURE_CID } from '@/modules/mail/shoot-mail.ts';
import { mimeParts } from '@/modules/mail/shoot-mail.test-support.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import { jpeg, MEDIA_FIXTURES, signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { findShootById } from './shoots.repo.ts';
import { shoots, type ShootRenditions } from './shoots.table.ts';
import { boothEvent, fields, file, postShoot, startSession } from './shoots.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let event: Event;
let token: string;
let clip: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  event = await boothEvent(t, ada, { photo: { enabled: true }, video: { enabled: true } }, {
    screens: { sharing: { email: { sender: 'Party "Crew" Ltd', subject: 'Dein Foto vom Fest', attachMp4: true } } },
  } as never);
  token = await startSession(t, event.slug);
  clip = await readFile(join(MEDIA_FIXTURES, 'clip-320x240.mp4'));
});
afterAll(async () => {
  await t?.close();
});

const guest = (session = token) => ({ [BOOTH_SESSION_HEADER]: session });

async function uploadPhoto(locale = 'de', feedback?: object): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const response = await postShoot(t, event.slug, token, [
    ...fields({ id, kind: 'photo', locale, ...(feedback ? { feedback: JSON.stringify(feedback) } : {}) }),
    file(await jpeg(32, 24)),
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** What the processing job would have written: renditions in the store and a ready row. */
async function markReady(id: string, renditions: ShootRenditions): Promise<void> {
  await t.runtime.database.db.update(shoots).set({ status: 'ready', renditions }).where(eq(shoots.id, id));
}

async function storeRendition(id: string, name: string, data: Buffer, mimetype: string) {
  const path = `shoots/${event.id}/${id}/${name}`;
  await t.runtime.files.put(path, data, { contentType: mimetype });
  return { path, size: data.length, mimetype };
}

describe('PUT /api/events/{slug}/shoots/{id}/feedback', () => {
  it('merges later answers into those of the upload and updates the contact', async () => {
    const { id } = await uploadPhoto('de', { personal: { firstname: 'Ada', email: 'ada@guest.example' }, consentAccepted: true });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.slug}/shoots/${id}/feedback`,
      headers: guest(),
      payload: { personal: { lastname: 'Lovelace', phone: '+44 1' }, survey: [{ itemId: 'q1', question: 'Fun?', answers: ['Yes'] }], comment: 'Great' },
    });
    expect(response.statusCode, response.body).toBe(204);
    const row = await findShootById(t.runtime.database.db, id);
    expect(row?.userFeedback).toEqual({
      personal: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@guest.example', phone: '+44 1' },
      consentAccepted: true,
      survey: [{ itemId: 'q1', question: 'Fun?', answers: ['Yes'] }],
      comment: 'Great',
      agent: 'TestBrowser/1.0',
    });
    expect(row).toMatchObject({ contactEmail: 'ada@guest.example', contactPhone: '+44 1' });
  });

  it('is refused for another session (404) and without one (401)', async () => {
    const { id } = await uploadPhoto();
    const other = await startSession(t, event.slug);
    const put = (headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: `/api/events/${event.slug}/shoots/${id}/feedback`, headers, payload: { comment: 'x' } });
    expect((await put(guest(other))).statusCode).toBe(404);
    expect((await put({})).statusCode).toBe(401);
    expect((await findShootById(t.runtime.database.db, id))?.userFeedback.comment).toBeUndefined();
  });
});

describe('GET /api/events/{slug}/shoots/{id}/status and the files', () => {
  /** The status call; `null`: without a guest session. */
  const status = (picture: string, session: string | null = token, eventSlug = event.slug) =>
    t.app.inject({ method: 'GET', url: `/api/events/${eventSlug}/shoots/${picture}/status`, headers: session ? guest(session) : {} });

  it('tells its session processing, then ready with URLs that open its files; never the uploaded original', async () => {
    const { id, slug } = await uploadPhoto();
    expect((await status(id)).json()).toEqual({ id, slug, status: 'processing', src: null, thumbSrc: null, mimetype: null, display: null, ai: null });
    const main = await storeRendition(id, 'overlayed.jpg', await jpeg(32, 24), 'image/jpeg');
    await markReady(id, { main, overlayed: main });
    const ready = await status(id);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toMatchObject({ status: 'ready', src: `/api/files/${main.path}?access=${slug}`, mimetype: 'image/jpeg', display: null });

    // The guest's own copy, though moderation has not decided yet: the address is the permission.
    const served = await t.app.inject({ method: 'GET', url: ready.json<{ src: string }>().src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const input = (await findShootById(t.runtime.database.db, id))?.input.files[0]?.path ?? '';
    expect(input).toContain('/input-');
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${input}?access=${slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${input}`, headers: ada.headers })).statusCode).toBe(404);
    expect((await status(randomUUID())).statusCode).toBe(404);
  });

  it('answers only the session that took the picture (another session 404, none 401) or its microsite slug', async () => {
    const { id, slug } = await uploadPhoto();
    const other = await startSession(t, event.slug);
    expect((await status(id, other)).statusCode).toBe(404);
    expect((await status(id, null)).statusCode).toBe(401);
    expect((await status(id)).json()).toMatchObject({ id, slug, status: 'processing' });
    // The microsite polls by its slug, its own capability, with no session.
    expect((await status(slug, null)).json()).toMatchObject({ id, slug, status: 'processing' });
    const elsewhere = await boothEvent(t, ada, { photo: { enabled: true } });
    expect((await status(slug, null, elsewhere.slug)).statusCode).toBe(404);
    expect((await status('nosuch01', null)).statusCode).toBe(404);

    // Removed by the organiser: the microsite's poll says so (410); by id it is simply unknown.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shoots/${id}`, headers: ada.headers })).statusCode).toBe(204);
    expect((await status(slug, null)).statusCode).toBe(410);
    expect((await status(id)).statusCode).toBe(404);
  });

  it('answers the display copies for the share screen, each served, while src stays the full file', async () => {
    const { id, slug } = await uploadPhoto();
    const main = await storeRendition(id, 'original.jpg', await jpeg(1200, 900), 'image/jpeg');
    const w480 = await storeRendition(id, 'w480.webp', await sharp(await jpeg(480, 360)).webp().toBuffer(), 'image/webp');
    const w960 = await storeRendition(id, 'w960.webp', await sharp(await jpeg(960, 720)).webp().toBuffer(), 'image/webp');
    await markReady(id, { main, original: main, widths: [{ width: 480, height: 360, file: w480 }, { width: 960, height: 720, file: w960 }] });
    await t.runtime.database.db.update(shoots).set({ width: 1200, height: 900 }).where(eq(shoots.id, id));
    const answer = (await status(id)).json<{ src: string; display: { src: string; srcset: string; width: number; height: number } }>();
    const own = (path: string) => `/api/files/${path}?access=${slug}`;
    expect(answer.src).toBe(own(main.path));
    expect(answer.display).toEqual({ src: own(w960.path), srcset: `${own(w480.path)} 480w, ${own(w960.path)} 960w`, width: 1200, height: 900 });
    const served = await t.app.inject({ method: 'GET', url: answer.display.src });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('keeps a picture awaiting moderation out of every public answer: its plain file address opens only while moderation shows it', async () => {
    const gold = await customerOn(t, 'gold-guest@example.com', 'Gold');
    const wall = await boothEvent(t, gold, { photo: { enabled: true } });
    await patchSettings(t, wall.id, { screens: { presentation: { dynamicGallery: { enabled: true } } } });
    const session = await startSession(t, wall.slug);
    const id = randomUUID();
    const upload = await postShoot(t, wall.slug, session, [...fields({ id, kind: 'photo' }), file(await jpeg(64, 48))]);
    expect(upload.statusCode, upload.body).toBe(201);
    const { slug } = upload.json<{ slug: string }>();
    await t.drainJobs();
    const own = (await status(id, session, wall.slug)).json<{ status: string; src: string }>();
    expect(own.status).toBe('ready');
    const plain = own.src.replace(/\?.*$/, '');
    expect(plain).toMatch(new RegExp(`^/api/files/shoots/${wall.id}/${id}/\\w+\\.jpg$`));

    const publicAnswers = async () =>
      Promise.all(
        [`/api/events/${wall.slug}/gallery`, `/api/events/${wall.slug}/live/pictures`, `/gallery/${wall.slug}`, `/live/${wall.slug}`].map(async (url) => {
          const response = await t.app.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBe(200);
          return response.body;
        }),
      );
    const fetchFile = async (url: string, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      return response.statusCode === 200 ? [200, response.headers['cache-control']] : [response.statusCode];
    };
    // Pending: no public answer names it, and its address (the ids spell it) opens nothing.
    for (const body of await publicAnswers()) expect(body.includes(id) || body.includes(slug)).toBe(false);
    expect(await fetchFile(plain)).toEqual([404]);
    expect(await fetchFile(`${plain}?access=${randomUUID()}`)).toEqual([404]);
    expect(await fetchFile(own.src)).toEqual([200, 'public, max-age=31536000, immutable']);
    // Its organiser, signed in, opens the plain address (dashboard, exports); privately.
    expect(await fetchFile(plain, gold.headers)).toEqual([200, 'private, max-age=3600']);
    expect(await fetchFile(plain, ada.headers)).toEqual([404]);

    // Approved: on the public screens, which link the plain address; hidden again: that address closes.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/shoots/${id}`, headers: gold.headers, payload: { isPublic: true } })).statusCode).toBe(200);
    const gallery = (await t.app.inject({ method: 'GET', url: `/api/events/${wall.slug}/gallery` })).json<GalleryPage>();
    expect(gallery.pictures.map((picture) => [picture.id, picture.src])).toEqual([[id, plain]]);
    expect(await fetchFile(plain)).toEqual([200, 'public, max-age=3600']);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/shoots/${id}`, headers: gold.headers, payload: { isPublic: false } })).statusCode).toBe(200);
    expect(await fetchFile(plain)).toEqual([404]);
    expect(await fetchFile(own.src)).toEqual([200, 'public, max-age=31536000, immutable']);
  });
});

describe('POST /api/events/{slug}/shoots/{id}/email', () => {
  const sendEmail = (id: string, email: string, session = token) =>
    t.app.inject({ method: 'POST', url: `/api/events/${event.slug}/shoots/${id}/email`, headers: guest(session), payload: { email } });

  it('mails the microsite link from the sender name with the subject, attaching the MP4, once per address', async () => {
    const { id, slug } = await uploadPhoto('en');
    const mp4 = await storeRendition(id, 'video.mp4', clip, 'video/mp4');
    await markReady(id, { main: mp4 });
    expect((await sendEmail(id, 'max@guest.example')).statusCode).toBe(202);
    expect((await sendEmail(id, 'max@guest.example')).statusCode).toBe(202);
    await t.drainJobs();
    const mails = (await readOutbox(t.outboxDir)).filter((mail) => mail.text.includes('To: max@guest.example'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.text).toContain('From: "Party \\"Crew\\" Ltd" <no-reply@boothwerk.local>');
    expect(mail?.text).toContain('Subject: Dein Foto vom Fest');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/en/m/${slug}`);
    expect(mail?.text).toContain('The video is attached to this e-mail.');
    expect(mail?.raw).toMatch(new RegExp(`Content-Type: video/mp4; name=${slug}\\.mp4`));
    const attachment = /Content-Disposition: attachment[^\n]*\n(?:[^\n]+\n)*\n([A-Za-z0-9+/=\n]+)/.exec(mail?.raw ?? '');
    expect(Buffer.from(attachment?.[1]?.replace(/\n/g, '') ?? '', 'base64')).toEqual(clip);
    expect((await findShootById(t.runtime.database.db, id))?.contactEmail).toBe('max@guest.example');
  });

  it('embeds the 1200 px preview JPEG in the mail, laid out at 600 px and linking to the microsite; the full file is linked, not attached', async () => {
    const { id, slug } = await uploadPhoto('en');
    const fullData = await jpeg(2400, 1800);
    const previewData = await jpeg(1200, 900);
    const full = await storeRendition(id, 'original.jpg', fullData, 'image/jpeg');
    const preview = await storeRendition(id, 'social.jpg', previewData, 'image/jpeg');
    await markReady(id, { main: full, original: full, social: { width: 1200, height: 900, file: preview } });
    expect((await sendEmail(id, 'pic@guest.example')).statusCode).toBe(202);
    await t.drainJobs();
    const [mail] = (await readOutbox(t.outboxDir)).filter((sent) => sent.text.includes('To: pic@guest.example'));
    const parts = mimeParts(mail?.raw ?? '');
    const decoded = (part: { body: string }) => Buffer.from(part.body.replace(/\s/g, ''), 'base64');
    const inline = parts.find((part) => part.headers.includes(`Content-ID: <${MAIL_PICTURE_CID}>`));
    expect(inline && decoded(inline)).toEqual(previewData);
    const img = /<img [^>]*>/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(img).toContain(`src="cid:${MAIL_PICTURE_CID}"`);
    expect(img).toContain('width="600" height="450"');
    expect(mail?.text).toContain(`<a href="${TEST_PUBLIC_URL}/en/m/${slug}" target="_blank"><img `);
    // The full file is a download link; no part of the message carries it.
    expect(mail?.text).toContain(`href="${TEST_PUBLIC_URL}/api/files/${full.path}?access=${slug}&amp;download=1"`);
    expect(parts.some((part) => decoded(part).equals(fullData))).toBe(false);
    expect(mail?.raw.length).toBeLessThan(full.size);
    const served = await t.app.inject({ method: 'GET', url: `/api/files/${preview.path}?access=${slug}` });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(Number(served.headers['content-length'])).toBeLessThan(full.size);
  });

  it('sends the link alone in German with the catalogue subject when nothing is configured', async () => {
    const plain = await boothEvent(t, ada, { photo: { enabled: true } });
    const session = await startSession(t, plain.slug);
    const id = randomUUID();
    const upload = await postShoot(t, plain.slug, session, [...fields({ id, kind: 'photo' }), file(await jpeg(32, 24))]);
    const { slug } = upload.json<{ slug: string }>();
    await t.runtime.database.db.update(shoots).set({ status: 'failed' }).where(eq(shoots.id, id));
    const response = await t.app.inject({ method: 'POST', url: `/api/events/${plain.slug}/shoots/${id}/email`, headers: guest(session), payload: { email: 'lea@guest.example' } });
    expect(response.statusCode).toBe(202);
    await t.drainJobs();
    const [mail] = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: lea@guest.example'));
    expect(mail?.text).toContain('From: Boothwerk <no-reply@boothwerk.local>');
    expect(mail?.text).toContain('Subject: Dein Bild');
    expect(mail?.text).toContain(`hier ist dein Bild von ${plain.name}.`);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/m/${slug}`);
    expect(mail?.raw).not.toContain('Content-Disposition: attachment');
  });

  it('waits while the picture is processing: the job throws and is retried, nothing is sent', async () => {
    const { id } = await uploadPhoto();
    const payload = {
      messageId: randomUUID(),
      to: 'wait@guest.example',
      locale: 'de',
      template: 'shoot_share',
      link: `${TEST_PUBLIC_URL}/m/x`,
      shootId: id,
      texts: { subject: 's', greeting: 'g', body: 'b', open: 'o', attached: 'a' },
      attachMp4: false,
    };
    const context = { jobId: 'test', log: pino({ level: 'silent' }) };
    await expect(t.runtime.registry.run('mail_send', payload, context)).rejects.toThrow(/processing/);
    expect(await findDelivery(t.runtime.database.db, payload.messageId)).toBeUndefined();
    await markReady(id, {});
    expect(await t.runtime.registry.run('mail_send', payload, context)).toBe('success');
  });

  it('is refused when e-mail sharing is off, and for another session', async () => {
    const off = await boothEvent(t, ada, { photo: { enabled: true } }, { screens: { sharing: { email: { enabled: false } } } } as never);
    const session = await startSession(t, off.slug);
    const id = randomUUID();
    await postShoot(t, off.slug, session, [...fields({ id, kind: 'photo' }), file(await jpeg(32, 24))]);
    const response = await t.app.inject({ method: 'POST', url: `/api/events/${off.slug}/shoots/${id}/email`, headers: guest(session), payload: { email: 'no@guest.example' } });
    expect(response.statusCode).toBe(403);
    const { id: mine } = await uploadPhoto();
    expect((await sendEmail(mine, 'x@guest.example', await startSession(t, event.slug))).statusCode).toBe(404);
    expect((await sendEmail(mine, 'not-an-address')).statusCode).toBe(400);
  });
});
