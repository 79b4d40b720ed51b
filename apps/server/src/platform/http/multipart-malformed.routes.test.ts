import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BOOTH_SESSION_HEADER, type Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothEvent, shootCount, startSession } from '@/modules/shoots/shoots.test-support.ts';
import { jpeg, MEDIA_FIXTURES, png, signedInCustomer, spooledFiles, storedKeys, type TestCustomer } from '@/test/assets.ts';
import { multipartBody } from '@/test/multipart.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

/*
 * Bodies that claim to be multipart and are not (no boundary, another boundary, cut off inside the
 * file, plain garbage) are the client's mistake: 400 MALFORMED_REQUEST on every upload route,
 * never a 500, and nothing stored or left in the spool folder.
 */

let t: TestApp;
let ada: TestCustomer;
let event: Event;
let token: string;
let photo: Buffer;
let overlay: Buffer;
let font: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  event = await boothEvent(t, ada, { photo: { enabled: true } });
  token = await startSession(t, event.slug);
  photo = await jpeg(320, 240);
  overlay = await png(1536, 2048, 0.5);
  font = await readFile(join(MEDIA_FIXTURES, 'raleway-latin-700-italic.woff'));
});
afterAll(async () => {
  await t?.close();
});

interface Route {
  name: string;
  url: () => string;
  headers: () => Record<string, string>;
  /** A well-formed body of this route, for the malformed variants to be made from. */
  body: () => { payload: Buffer; headers: Record<string, string> };
}

const routes: Route[] = [
  {
    name: 'POST /api/assets',
    url: () => '/api/assets',
    headers: () => ada.headers,
    body: () => multipartBody([{ name: 'assetType', value: 'overlay' }, { name: 'file', filename: 'frame.png', data: overlay }]),
  },
  {
    name: 'POST /api/assets/font',
    url: () => '/api/assets/font',
    headers: () => ada.headers,
    body: () => multipartBody([{ name: 'file', filename: 'raleway.woff', data: font }]),
  },
  {
    name: 'POST /api/events/{slug}/shoots',
    url: () => `/api/events/${event.slug}/shoots`,
    headers: () => ({ [BOOTH_SESSION_HEADER]: token }),
    body: () => multipartBody([{ name: 'id', value: randomUUID() }, { name: 'kind', value: 'photo' }, { name: 'file', filename: 'capture.jpg', data: photo }]),
  },
];

type Malformed = (body: { payload: Buffer; headers: Record<string, string> }) => { payload: Buffer; contentType: string };

const malformed: Array<[string, Malformed]> = [
  ['no boundary', ({ payload }) => ({ payload, contentType: 'multipart/form-data' })],
  ['another boundary than the body uses', ({ payload }) => ({ payload, contentType: 'multipart/form-data; boundary=not-the-one-used' })],
  // Two thirds of the way through: inside the file, after the text fields.
  ['a body cut off inside the file', ({ payload, headers }) => ({ payload: payload.subarray(0, Math.floor((payload.length * 2) / 3)), contentType: headers['content-type'] ?? '' })],
  ['a body without its closing boundary', ({ payload, headers }) => ({ payload: payload.subarray(0, payload.lastIndexOf('--') - 40), contentType: headers['content-type'] ?? '' })],
  ['garbage', ({ headers }) => ({ payload: Buffer.from('this is not multipart at all\r\n\r\n--'), contentType: headers['content-type'] ?? '' })],
];

describe.each(routes)('$name', (route) => {
  it.each(malformed)('answers %s with 400, stores nothing and leaves no spooled file', async (_case, make) => {
    const keys = await storedKeys(t);
    const pictures = await shootCount(t, event.id);
    const { payload, contentType } = make(route.body());
    const response = await t.app.inject({ method: 'POST', url: route.url(), payload, headers: { ...route.headers(), 'content-type': contentType } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MALFORMED_REQUEST', message: expect.stringContaining('The multipart body is malformed') });
    expect(await storedKeys(t)).toEqual(keys);
    expect(await shootCount(t, event.id)).toBe(pictures);
    expect(await spooledFiles(t)).toEqual([]);
  });

  it('still takes the well-formed body', async () => {
    const { payload, headers } = route.body();
    const response = await t.app.inject({ method: 'POST', url: route.url(), payload, headers: { ...route.headers(), ...headers } });
    expect(response.statusCode, response.body).toBe(201);
  });
});
