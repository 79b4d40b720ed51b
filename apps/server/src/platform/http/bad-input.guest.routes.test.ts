import { randomUUID } from 'node:crypto';
import { BOOTH_SESSION_HEADER, type Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldPaths } from '@/modules/events/events.test-support.ts';
import { findShootById } from '@/modules/shoots/shoots.repo.ts';
import { boothEvent, fields, file, postShoot, shootCount, someAddress, startSession } from '@/modules/shoots/shoots.test-support.ts';
import { jpeg, signedInCustomer, storedKeys, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

/*
 * Every guest route with a control character where text goes: a 400 naming the field, never a 500
 * (PostgreSQL refuses NUL in text and jsonb), and nothing stored.
 */

let t: TestApp;
let ada: TestCustomer;
let event: Event;
let token: string;
let shoot: { id: string; slug: string };

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  event = await boothEvent(t, ada, { photo: { enabled: true } });
  token = await startSession(t, event.slug);
  const response = await postShoot(t, event.slug, token, [...fields({ id: randomUUID(), kind: 'photo' }), file(await jpeg(32, 24))]);
  expect(response.statusCode, response.body).toBe(201);
  shoot = response.json();
});
afterAll(async () => {
  await t?.close();
});

const NUL = encodeURIComponent('\u0000');

function expectRefused(response: { statusCode: number; body: string; json: <T>() => T }, path: string): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  expect(fieldPaths(response)).toContain(path);
  expect(response.json<{ message: string }>().message).toContain(`${path}: `);
}

describe('guest sessions and the booth view', () => {
  it('POST /api/events/{slug}/vbSessions with a NUL in the slug is a 400 naming it', async () => {
    expectRefused(await t.app.inject({ method: 'POST', url: `/api/events/party${NUL}/vbSessions`, remoteAddress: someAddress() }), 'slug');
  });

  it('GET /api/events/{slug}/virtual with a NUL in the slug is a 400 naming it', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}${NUL}/virtual` }), 'slug');
  });
});

describe('the picture upload', () => {
  const upload = (values: Record<string, string>) => postShoot(t, event.slug, token, [...fields({ id: randomUUID(), kind: 'photo', ...values }), file(Buffer.alloc(0))]);

  it('refuses a control character in the answers sent with it, naming the answer, and stores no picture', async () => {
    const before = await shootCount(t, event.id);
    const keys = await storedKeys(t);
    for (const [feedback, path] of [
      [{ personal: { firstname: 'Ada\u0000' } }, 'feedback.personal.firstname'],
      [{ comment: 'Toll!\u001b[2J' }, 'feedback.comment'],
      [{ survey: [{ itemId: 'q1', question: 'Wie?', answers: ['gut\u0007'] }] }, 'feedback.survey.0.answers.0'],
    ] as const) {
      const response = await postShoot(t, event.slug, token, [...fields({ id: randomUUID(), kind: 'photo', feedback: JSON.stringify(feedback) }), file(await jpeg(32, 24))]);
      expectRefused(response, path);
    }
    expect(await shootCount(t, event.id)).toBe(before);
    expect(await storedKeys(t)).toEqual(keys);
  });

  it('refuses a raw control character in a text field of the form, naming the field', async () => {
    // JSON.stringify leaves C1 characters raw: the field itself is refused before its JSON is read.
    expectRefused(await upload({ feedback: JSON.stringify({ comment: 'gut\u0085' }) }), 'feedback');
    expectRefused(await upload({ feedback: '{"comment":"x"}\u0000' }), 'feedback');
    expectRefused(await upload({ locale: 'de\u0000' }), 'locale');
    const badId = await postShoot(t, event.slug, token, [...fields({ id: `${randomUUID()}\u0000`, kind: 'photo' }), file(await jpeg(32, 24))]);
    expectRefused(badId, 'id');
  });

  it('keeps line breaks in a comment', async () => {
    const response = await postShoot(t, event.slug, token, [
      ...fields({ id: randomUUID(), kind: 'photo', feedback: JSON.stringify({ comment: 'Zeile eins\nZeile zwei' }) }),
      file(await jpeg(32, 24)),
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('after the upload', () => {
  it('PUT …/feedback refuses a control character naming the answer and keeps the stored feedback', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/events/${event.slug}/shoots/${shoot.id}/feedback`, headers: { [BOOTH_SESSION_HEADER]: token }, payload });
    expect((await put({ comment: 'Vorher' })).statusCode).toBe(204);
    expectRefused(await put({ comment: 'Nachher\u0000' }), 'comment');
    expectRefused(await put({ personal: { city: 'Köln\u007f' } }), 'personal.city');
    expectRefused(await put({ survey: [{ itemId: 'q\u0000', question: 'Wie?', answers: [] }] }), 'survey.0.itemId');
    const stored = await findShootById(t.runtime.database.db, shoot.id);
    expect(stored?.userFeedback).toMatchObject({ comment: 'Vorher' });
    expect(stored?.userFeedback.personal).toBeUndefined();
  });

  it('POST …/email refuses a control character in the address, naming it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/shoots/${shoot.id}/email`,
      headers: { [BOOTH_SESSION_HEADER]: token },
      payload: { email: 'max\u0000@guest.example' },
    });
    expectRefused(response, 'email');
    const stored = await findShootById(t.runtime.database.db, shoot.id);
    expect(stored?.contactEmail ?? null).toBeNull();
  });

  it('GET …/status refuses a NUL in the picture id, naming it', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/shoots/${shoot.id}${NUL}/status` }), 'id');
  });
});

describe('the microsite and short addresses', () => {
  it('POST /api/m/{slug}/clicks refuses a NUL in the slug and in the button', async () => {
    expectRefused(await t.app.inject({ method: 'POST', url: `/api/m/${shoot.slug}${NUL}/clicks`, payload: { button: 'facebook' } }), 'slug');
    expectRefused(await t.app.inject({ method: 'POST', url: `/api/m/${shoot.slug}/clicks`, payload: { button: 'facebook\u0000' } }), 'button');
  });

  it('POST /api/m/{slug}/like refuses a NUL in the slug and counts nothing', async () => {
    expectRefused(await t.app.inject({ method: 'POST', url: `/api/m/${shoot.slug}${NUL}/like` }), 'slug');
    const stored = await findShootById(t.runtime.database.db, shoot.id);
    expect(stored?.likes).toBe(0);
  });

  it.each(['/m/', '/en/m/', '/l/', '/en/l/', '/g/', '/en/g/'])('GET %s{slug} with a NUL is a 400 naming the slug', async (prefix) => {
    expectRefused(await t.app.inject({ method: 'GET', url: `${prefix}abc${NUL}` }), 'slug');
  });

  it('an ordinary unknown short address is still the friendly 404 page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/l/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

// The session header is checked like every other text: one a client could not have been given.
it('a guest call with a control character in the session header is a 400 naming the header', async () => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/events/${event.slug}/shoots/${shoot.id}/feedback`,
    headers: { [BOOTH_SESSION_HEADER]: `${token}\u0085` },
    payload: { comment: 'x' },
  });
  expectRefused(response, BOOTH_SESSION_HEADER);
});
