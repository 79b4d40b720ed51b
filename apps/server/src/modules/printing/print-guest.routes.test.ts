import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GuestPrintJob } from '@booth/shared';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { deviceHeaders, pairDevice } from '@/modules/devices/devices.test-support.ts';
import { customerOn } from '@/modules/events/events.test-support.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import { boothEvent } from '@/modules/shoots/shoots.test-support.ts';
import { setShootsPublic } from '@/modules/shoots/shoot-admin.repo.ts';
import { openSession, pay, sandboxAccount, sessionCall, setPrintPrice, testCard } from '@/modules/payments/payments.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { airprint, guestPicture, jobRow, jobsOfEvent, newJobKey, printed, printingEvent, requestPrint, viaPrintServer } from './printing.test-support.ts';

let t: TestApp;
let organiser: TestCustomer;
let stranger: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  organiser = await customerOn(t, 'print-guest@example.com', 'Gold');
  stranger = await customerOn(t, 'print-stranger@example.com', 'Gold');
});
afterAll(() => t.close());

describe('POST /api/shoots/{id}/print', () => {
  it('makes one job per key, even for two identical requests at once', async () => {
    const event = await printingEvent(t, organiser, airprint);
    const guest = await guestPicture(t, event);
    const jobKey = newJobKey();
    const [first, second] = await Promise.all([requestPrint(t, guest.shootId, guest.headers, { jobKey, copies: 2 }), requestPrint(t, guest.shootId, guest.headers, { jobKey, copies: 2 })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<GuestPrintJob>().jobKey).toBe(jobKey);
    expect(await jobsOfEvent(t, event.id)).toHaveLength(1);
    const again = await requestPrint(t, guest.shootId, guest.headers, { jobKey, copies: 2 });
    expect(again.statusCode).toBe(200);
    expect(await jobsOfEvent(t, event.id)).toHaveLength(1);
  });

  it('gives an AirPrint job its signed sheet at the paper size, and marks it printed once', async () => {
    const event = await printingEvent(t, organiser, airprint);
    const guest = await guestPicture(t, event);
    const job = await printed(t, guest.shootId, guest.headers, { copies: 1 });
    expect(job).toMatchObject({ state: 'queued', method: 'airprint', copies: 1, holdReason: null });
    expect(job.paper?.widthMm).toBeCloseTo(101.6, 1);
    expect(job.paper?.heightMm).toBeCloseTo(152.4, 1);
    const sheetPath = new URL(job.sheetUrl ?? '').pathname + new URL(job.sheetUrl ?? '').search;
    const sheet = await t.app.inject({ method: 'GET', url: sheetPath });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(sheet.rawPayload).metadata()).toMatchObject({ width: 1200, height: 1800 });
    // A forged signature opens nothing.
    expect((await t.app.inject({ method: 'GET', url: sheetPath.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(404);

    const url = `/api/shoots/${guest.shootId}/print/${job.jobKey}/printed`;
    const done = await t.app.inject({ method: 'POST', url, headers: guest.headers });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<GuestPrintJob>().state).toBe('done');
    expect((await t.app.inject({ method: 'POST', url, headers: guest.headers })).json<GuestPrintJob>().state).toBe('done');
    expect((await jobRow(t, guest.shootId, job.jobKey)).printedAt).not.toBeNull();
  });

  it('refuses more copies than the campaign allows, naming the field', async () => {
    const event = await printingEvent(t, organiser, { print: { enabled: true, method: 'airprint', maxNumber: 2, automaticNumber: 1 } });
    const guest = await guestPicture(t, event);
    const response = await requestPrint(t, guest.shootId, guest.headers, { copies: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'copies', limit: 2 }] });
    expect(await jobsOfEvent(t, event.id)).toHaveLength(0);
  });

  it('refuses a method the campaign does not offer with 403 PRINTING_DISABLED', async () => {
    const event = await printingEvent(t, organiser, {});
    const guest = await guestPicture(t, event);
    for (const method of ['airprint', 'printServer'] as const) {
      const response = await requestPrint(t, guest.shootId, guest.headers, { method });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('PRINTING_DISABLED');
    }
    const postal = await requestPrint(t, guest.shootId, guest.headers, { method: 'postal' });
    expect(postal.json().code).toBe('PRINTING_DISABLED');
    // A virtual booth prints with the device's dialog whatever method is stored, never through the venue's print server.
    const virtual = await boothEvent(t, organiser, { photo: { enabled: true } });
    await patchSettings(t, virtual.id, { screens: { sharing: { print: { enabled: true, method: 'printServer' }, ...viaPrintServer('127.0.0.1') } } });
    const online = await guestPicture(t, virtual);
    expect((await requestPrint(t, online.shootId, online.headers, { method: 'printServer' })).json().code).toBe('PRINTING_DISABLED');
    expect((await requestPrint(t, online.shootId, online.headers, { method: 'airprint' })).statusCode).toBe(201);
  });

  it('refuses a picture moderation hid, and never sends one hidden later', async () => {
    const event = await printingEvent(t, organiser, airprint);
    const hidden = await guestPicture(t, event, { isPublic: false, moderatedAt: new Date() });
    const refused = await requestPrint(t, hidden.shootId, hidden.headers, {});
    expect(refused.statusCode).toBe(409);
    expect(await jobsOfEvent(t, event.id)).toHaveLength(0);
    // Waiting for moderation: printed (the guest's own copy, like the download) ...
    const pending = await guestPicture(t, event, { isPublic: false });
    const job = await printed(t, pending.shootId, pending.headers, {});
    expect(job.sheetUrl).not.toBeNull();
    const sheetPath = (url: string) => new URL(url).pathname + new URL(url).search;
    expect((await t.app.inject({ method: 'GET', url: sheetPath(job.sheetUrl ?? '') })).statusCode).toBe(200);
    // ... until a moderator hides it: then its signed sheet no longer opens and the job has none.
    await setShootsPublic(t.runtime.database.db, event.id, [pending.shootId], false, new Date());
    expect((await t.app.inject({ method: 'GET', url: sheetPath(job.sheetUrl ?? '') })).statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: `/api/shoots/${pending.shootId}/print/${job.jobKey}`, headers: pending.headers });
    expect(after.json<GuestPrintJob>().sheetUrl).toBeNull();
  });

  it('answers 401 without a caller and 404 for another session, another customer or their kiosk', async () => {
    const event = await printingEvent(t, organiser, airprint);
    const guest = await guestPicture(t, event);
    const other = await guestPicture(t, event);
    expect((await requestPrint(t, guest.shootId, {}, {})).statusCode).toBe(401);
    expect((await requestPrint(t, guest.shootId, other.headers, {})).statusCode).toBe(404);
    const foreignKiosk = await pairDevice(t, stranger);
    expect((await requestPrint(t, guest.shootId, deviceHeaders(foreignKiosk.token), {})).statusCode).toBe(404);
    const ownKiosk = await pairDevice(t, organiser, { eventId: event.id });
    const byKiosk = await requestPrint(t, guest.shootId, deviceHeaders(ownKiosk.token), {});
    expect(byKiosk.statusCode, byKiosk.body).toBe(201);
    expect((await jobsOfEvent(t, event.id))[0]?.deviceId).toBe(ownKiosk.device.id);
  });

  it('checks a postcard address per country and sends a valid postcard through the provider', async () => {
    const event = await printingEvent(t, organiser, { oneprint: { enabled: true } });
    const guest = await guestPicture(t, event);
    const recipient = { firstName: 'Erika', lastName: 'Muster', addressLine1: 'Heidestraße 17', city: 'Köln', zip: '1234', country: 'DE' };
    const bad = await requestPrint(t, guest.shootId, guest.headers, { method: 'postal', recipient: { ...recipient, addressLine2: '', state: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('recipient.zip');
    const job = await printed(t, guest.shootId, guest.headers, { method: 'postal', recipient: { ...recipient, zip: '51147', addressLine2: '', state: '' } });
    expect(job.state).toBe('queued');
    await t.drainJobs();
    const row = await jobRow(t, guest.shootId, job.jobKey);
    expect(row.state).toBe('done');
    // The labelled local provider wrote the print-ready postcard (picture side and address side).
    const postcard = await PDFDocument.load(await readFile(join(t.config.dataDir, 'postcards', `${row.id}.pdf`)));
    expect(postcard.getPageCount()).toBe(2);
  });
});

describe('print paywall', () => {
  it('answers 402 without a paid session, redeems a paid one once, and a refund cancels the unprinted job', async () => {
    const event = await printingEvent(t, organiser, viaServer());
    await sandboxAccount(t, organiser);
    await setPrintPrice(t, event.id, 300);
    const guest = await guestPicture(t, event);
    // The price is per print: a paid print is one copy.
    const twoCopies = await requestPrint(t, guest.shootId, guest.headers, { method: 'printServer', copies: 2 });
    expect(twoCopies.json()).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'copies', limit: 1 }] });
    const unpaid = await requestPrint(t, guest.shootId, guest.headers, { method: 'printServer' });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().code).toBe('PAYMENT_REQUIRED');

    const session = await openSession(t, guest.shootId);
    const open = await requestPrint(t, guest.shootId, guest.headers, { method: 'printServer', paymentSession: session.slug });
    expect(open.statusCode).toBe(402);
    expect((await pay(t, session.slug, await testCard(t))).statusCode).toBe(200);

    const jobKey = newJobKey();
    const paid = await requestPrint(t, guest.shootId, guest.headers, { jobKey, method: 'printServer', paymentSession: session.slug });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<GuestPrintJob>()).toMatchObject({ state: 'queued', holdReason: null });
    // The same key again: the same job, no second redeem (which would fail: the session is used).
    expect((await requestPrint(t, guest.shootId, guest.headers, { jobKey, method: 'printServer', paymentSession: session.slug })).statusCode).toBe(200);
    // Another key cannot spend the same payment again.
    expect((await requestPrint(t, guest.shootId, guest.headers, { method: 'printServer', paymentSession: session.slug })).statusCode).toBe(402);

    const refunded = await sessionCall(t, session.slug, 'refund', organiser.headers);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await jobRow(t, guest.shootId, jobKey)).toMatchObject({ state: 'cancelled', paymentSession: session.slug });
  });
});

function viaServer() {
  return { printServer: { enabled: true, defaultAddress: '192.168.1.20', maxNumber: 3 } };
}
