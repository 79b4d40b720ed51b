import { randomUUID } from 'node:crypto';
import { BOOTH_SESSION_HEADER, type Event } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { decodeQuotedPrintable, readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { aiBoothEvent, insertAiFilter, postAiShoot, settle } from './shoot-ai.test-support.ts';
import { RED, shootRow, solidJpeg } from './shoot-processing.test-support.ts';
import { startSession } from './shoots.test-support.ts';
import { shoots, type ShootRow } from './shoots.table.ts';

let t: TestApp;
let ada: TestCustomer;
let event: Event;
let token: string;
let filterId: string;

/** A guest's AI picture on the local provider, processed to the end. */
async function aiPicture(): Promise<ShootRow> {
  const id = randomUUID();
  const response = await postAiShoot(t, event.slug, token, await solidJpeg(60, 80, RED), { id, aiFilterId: filterId });
  expect(response.statusCode, response.body).toBe(201);
  await settle(t);
  return shootRow(t, id);
}

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada-ai-delivery@example.com');
  filterId = (await insertAiFilter(t, ada.id, { filterId: 'sketch' })).id;
  event = await aiBoothEvent(t, ada, [filterId], { extra: { screens: { sharing: { email: { enabled: true } } } } });
  token = await startSession(t, event.slug);
});
afterAll(async () => {
  await t?.close();
});

describe('an AI picture reaches the guest with its original', () => {
  it('on the microsite: the result, and the camera photo as a second download', async () => {
    const row = await aiPicture();
    expect(row.ai?.state).toBe('succeeded');
    const page = (await t.app.inject({ method: 'GET', url: `/en/m/${row.slug}`, headers: { accept: 'text/html' } })).body;
    const main = row.renditions.main?.path ?? '';
    const original = row.renditions.original?.path ?? '';
    expect(main).toContain('/ai0-');
    expect(page).toContain(`<img class="media" src="/api/files/${main}?access=${row.slug}"`);
    expect(page).toContain(`<a href="/api/files/${original}?access=${row.slug}&amp;download=1" download data-track="download">Download your photo without the AI effect</a>`);
    const german = (await t.app.inject({ method: 'GET', url: `/m/${row.slug}`, headers: { accept: 'text/html' } })).body;
    expect(german).toContain('Dein Foto ohne KI-Effekt herunterladen');
  });

  it('offers no second download for an AI picture whose effect did not make it', async () => {
    const row = await aiPicture();
    if (!row.ai) throw new Error('not an AI picture');
    // As if the effect had failed: the picture is the camera's, and its original is no second picture.
    await t.runtime.database.db.update(shoots).set({ ai: { ...row.ai, state: 'failed', failure: 'provider' } }).where(eq(shoots.id, row.id));
    const page = (await t.app.inject({ method: 'GET', url: `/m/${row.slug}`, headers: { accept: 'text/html' } })).body;
    expect(page).not.toContain('ohne KI-Effekt');
  });

  it('in the e-mail: the result and both downloads', async () => {
    const row = await aiPicture();
    const sent = await t.app.inject({ method: 'POST', url: `/api/events/${event.slug}/shoots/${row.id}/email`, headers: { [BOOTH_SESSION_HEADER]: token }, payload: { email: 'guest-ai@guest.example' } });
    expect(sent.statusCode, sent.body).toBe(202);
    await settle(t);
    const [mail] = (await readOutbox(t.outboxDir)).filter((candidate) => candidate.text.includes('To: guest-ai@guest.example'));
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    const main = `${TEST_PUBLIC_URL}/api/files/${row.renditions.main?.path}?access=${row.slug}&amp;download=1`;
    const original = `${TEST_PUBLIC_URL}/api/files/${row.renditions.original?.path}?access=${row.slug}&amp;download=1`;
    expect(text).toContain(`href="${main}"`);
    expect(text).toContain(`href="${original}"`);
    expect(text).toContain('Dein Foto ohne KI-Effekt herunterladen');
  });
});
