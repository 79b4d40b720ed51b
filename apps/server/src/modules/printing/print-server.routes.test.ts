import type { ClaimedPrintJob, Device, DevicePrintStatus, PrintJob, PrintJobList } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceHeaders, pairDevice } from '@/modules/devices/devices.test-support.ts';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { guestPicture, jobRow, pairPrintServer, printed, printingEvent, viaPrintServer } from './printing.test-support.ts';

let t: TestApp;
let organiser: TestCustomer;
let stranger: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  organiser = await customerOn(t, 'print-server@example.com', 'Gold');
  stranger = await customerOn(t, 'print-server-stranger@example.com', 'Gold');
});
afterAll(() => t.close());

const next = (headers: Record<string, string>, waitSeconds = 0) => t.app.inject({ method: 'GET', url: `/api/print-server/jobs/next?waitSeconds=${waitSeconds}`, headers });
const report = (headers: Record<string, string>, id: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/print-server/jobs/${id}/report`, headers, payload: body });
const health = (reasons: string[] = []) => ({ state: reasons.length ? 'stopped' : 'idle', reasons, checkedAt: new Date().toISOString() });

describe('the print server API', () => {
  it('claims under a lease, hands the PDF to the claimer only, and records done once', async () => {
    const event = await printingEvent(t, organiser, viaPrintServer('192.168.1.20'));
    const server = await pairPrintServer(t, organiser, event.id);
    const guest = await guestPicture(t, event);
    const job = await printed(t, guest.shootId, guest.headers, { method: 'printServer', copies: 2 });

    const claim = await next(server.headers);
    expect(claim.statusCode, claim.body).toBe(200);
    const claimed = claim.json<ClaimedPrintJob>();
    expect(claimed).toMatchObject({ jobKey: job.jobKey, copies: 2, printerUri: 'ipp://192.168.1.20:631/ipp/print', documentFormat: 'application/pdf', ippJobId: null });
    expect((await next(server.headers)).statusCode).toBe(204);

    // A path, so the print server resolves it against its own --server address.
    expect(claimed.documentUrl).toBe(`/api/print-server/jobs/${claimed.id}/document`);
    const document = await t.app.inject({ method: 'GET', url: claimed.documentUrl, headers: server.headers });
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await pairPrintServer(t, organiser);
    expect((await t.app.inject({ method: 'GET', url: claimed.documentUrl, headers: other.headers })).statusCode).toBe(404);

    expect((await report(server.headers, claimed.id, { state: 'printing', ippJobId: 7, printer: health() })).statusCode).toBe(204);
    expect((await report(server.headers, claimed.id, { state: 'done', printer: health() })).statusCode).toBe(204);
    expect(await jobRow(t, guest.shootId, job.jobKey)).toMatchObject({ state: 'done', ippJobId: 7, attempts: 0 });
    expect((await report(server.headers, claimed.id, { state: 'done' })).statusCode).toBe(409);
  });

  it('gives a lapsed lease to the next print server with the IPP job id, so it adopts instead of reprinting', async () => {
    const event = await printingEvent(t, organiser, viaPrintServer());
    const first = await pairPrintServer(t, organiser, event.id);
    const second = await pairPrintServer(t, organiser, event.id);
    const guest = await guestPicture(t, event);
    const job = await printed(t, guest.shootId, guest.headers, { method: 'printServer' });
    const claimed = (await next(first.headers)).json<ClaimedPrintJob>();
    await report(first.headers, claimed.id, { state: 'printing', ippJobId: 41 });
    expect((await next(second.headers)).statusCode).toBe(204);
    t.clock.offsetMs += 61_000;
    try {
      const takeover = await next(second.headers);
      expect(takeover.statusCode).toBe(200);
      expect(takeover.json<ClaimedPrintJob>()).toMatchObject({ id: claimed.id, ippJobId: 41 });
      // The first one's late report is refused: the job is no longer its own.
      expect((await report(first.headers, claimed.id, { state: 'done' })).statusCode).toBe(404);
      expect((await jobRow(t, guest.shootId, job.jobKey)).attempts).toBe(1);
    } finally {
      t.clock.offsetMs -= 61_000;
    }
  });

  it('never gives two parallel claims the same job', async () => {
    const event = await printingEvent(t, organiser, viaPrintServer());
    const servers = await Promise.all([pairPrintServer(t, organiser, event.id), pairPrintServer(t, organiser, event.id), pairPrintServer(t, organiser, event.id)]);
    const guest = await guestPicture(t, event);
    await printed(t, guest.shootId, guest.headers, { method: 'printServer' });
    await printed(t, guest.shootId, guest.headers, { method: 'printServer' });
    const answers = await Promise.all(servers.map((server) => next(server.headers)));
    const ids = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<ClaimedPrintJob>().id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('holds a job for its printer and offers it again after 10 s; a failure is retried and counted', async () => {
    const event = await printingEvent(t, organiser, viaPrintServer());
    const server = await pairPrintServer(t, organiser, event.id);
    const guest = await guestPicture(t, event);
    const job = await printed(t, guest.shootId, guest.headers, { method: 'printServer' });
    const claimed = (await next(server.headers)).json<ClaimedPrintJob>();
    await report(server.headers, claimed.id, { state: 'held', printer: health(['media-empty-error']) });
    const status = await t.app.inject({ method: 'GET', url: `/api/shoots/${guest.shootId}/print/${job.jobKey}`, headers: guest.headers });
    expect(status.json()).toMatchObject({ state: 'held', holdReason: 'printer', printer: { reasons: ['media-empty-error'] } });
    expect((await next(server.headers)).statusCode).toBe(204);
    // The print server waiting at the printer keeps reporting on the job it holds; another one may not.
    expect((await report(server.headers, claimed.id, { state: 'held', printer: health(['media-empty-error']) })).statusCode).toBe(204);
    const other = await pairPrintServer(t, organiser, event.id);
    expect((await report(other.headers, claimed.id, { state: 'printing', ippJobId: 5 })).statusCode).toBe(404);
    t.clock.offsetMs += 11_000;
    try {
      const again = (await next(server.headers)).json<ClaimedPrintJob>();
      expect(again.id).toBe(claimed.id);
      await report(server.headers, again.id, { state: 'failed', error: 'client-error-document-format-not-supported' });
      expect(await jobRow(t, guest.shootId, job.jobKey)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'client-error-document-format-not-supported' });
    } finally {
      t.clock.offsetMs -= 11_000;
    }
  });

  it('wakes a long poll when a job is queued', async () => {
    const event = await printingEvent(t, organiser, viaPrintServer());
    const server = await pairPrintServer(t, organiser, event.id);
    const guest = await guestPicture(t, event);
    const waiting = next(server.headers, 5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await printed(t, guest.shootId, guest.headers, { method: 'printServer' });
    const answer = await waiting;
    expect(answer.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses kiosks and other customers; stores reported printers shown on /devices with the queue', async () => {
    const event = await printingEvent(t, organiser, viaPrintServer());
    const kiosk = await pairDevice(t, organiser, { eventId: event.id });
    expect((await next(deviceHeaders(kiosk.token))).statusCode).toBe(403);
    const server = await pairPrintServer(t, organiser, event.id);
    const foreign = await pairPrintServer(t, stranger);
    const guest = await guestPicture(t, event);
    await printed(t, guest.shootId, guest.headers, { method: 'printServer' });
    expect((await next(foreign.headers)).statusCode).toBe(204);

    const printers = [{ uri: 'ipp://192.168.1.20:631/ipp/print', name: 'Fotodrucker', health: health(['media-empty-error']) }];
    const reported = await t.app.inject({ method: 'POST', url: '/api/print-server/printers', headers: server.headers, payload: { appVersion: 'print-server/1.0', printers } });
    expect(reported.statusCode, reported.body).toBe(204);
    const list = (await call(t, organiser, 'GET', '/devices')).json<{ items: Device[] }>().items;
    expect(list.find((device) => device.id === server.device.id)).toMatchObject({ kind: 'printServer', licence: null, online: true, printers, printQueue: { queued: 1, held: 0 } });
    expect(list.find((device) => device.id === kiosk.device.id)).toMatchObject({ kind: 'kiosk', printers: null });

    await t.app.inject({ method: 'POST', url: '/api/device/ping', headers: deviceHeaders(kiosk.token), payload: { appVersion: 'kiosk/1', eventSlug: event.slug, queue: null, storage: null } });
    const status = await t.app.inject({ method: 'GET', url: '/api/device/print-status', headers: deviceHeaders(kiosk.token) });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<DevicePrintStatus>()).toMatchObject({ printers: [{ name: 'Fotodrucker', printServerName: 'Drucker-PC' }], jobs: { queued: 1 } });
  });
});

describe('the organiser\'s print jobs', () => {
  it('lists by keyset and state, cancels what has not printed, reprints as a new job, and hides other customers\'', async () => {
    const event = await printingEvent(t, organiser, viaPrintServer());
    const guest = await guestPicture(t, event);
    const jobs = [];
    for (let index = 0; index < 3; index++) jobs.push(await printed(t, guest.shootId, guest.headers, { method: 'printServer' }));
    const first = (await call(t, organiser, 'GET', `/events/${event.id}/printJobs?limit=2`)).json<PrintJobList>();
    expect(first.items.map((job) => job.jobKey)).toEqual([jobs[2]?.jobKey, jobs[1]?.jobKey]);
    const second = (await call(t, organiser, 'GET', `/events/${event.id}/printJobs?limit=2&olderThan=${first.nextCursor}`)).json<PrintJobList>();
    expect(second).toMatchObject({ items: [{ jobKey: jobs[0]?.jobKey }], nextCursor: null });

    const target = first.items[0] as PrintJob;
    const cancelled = await call(t, organiser, 'POST', `/events/${event.id}/printJobs/${target.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PrintJob>().state).toBe('cancelled');
    expect((await call(t, organiser, 'GET', `/events/${event.id}/printJobs?state=cancelled`)).json<PrintJobList>().items.map((job) => job.id)).toEqual([target.id]);

    const reprint = await call(t, organiser, 'POST', `/events/${event.id}/printJobs/${target.id}/reprint`);
    expect(reprint.statusCode, reprint.body).toBe(201);
    expect(reprint.json<PrintJob>()).toMatchObject({ reprintOf: target.id, state: 'queued', copies: target.copies });
    expect(reprint.json<PrintJob>().jobKey).not.toBe(target.jobKey);

    // Sent to the printer already: no cancel.
    const server = await pairPrintServer(t, organiser, event.id);
    const claimed = (await next(server.headers)).json<ClaimedPrintJob>();
    await report(server.headers, claimed.id, { state: 'printing', ippJobId: 3 });
    expect((await call(t, organiser, 'POST', `/events/${event.id}/printJobs/${claimed.id}/cancel`)).statusCode).toBe(409);

    expect((await call(t, stranger, 'GET', `/events/${event.id}/printJobs`)).statusCode).toBe(404);
    expect((await call(t, stranger, 'POST', `/events/${event.id}/printJobs/${target.id}/reprint`)).statusCode).toBe(404);
  });

  it('counts printed jobs and copies in the campaign\'s analytics', async () => {
    const event = await printingEvent(t, organiser, viaPrintServer());
    const server = await pairPrintServer(t, organiser, event.id);
    const guest = await guestPicture(t, event);
    await printed(t, guest.shootId, guest.headers, { method: 'printServer', copies: 3 });
    await printed(t, guest.shootId, guest.headers, { method: 'printServer', copies: 2 });
    const claimed = (await next(server.headers)).json<ClaimedPrintJob>();
    await report(server.headers, claimed.id, { state: 'done' });
    const figures = await call(t, organiser, 'GET', `/analytics/${event.id}`);
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json().prints).toEqual({ jobs: 1, copies: 3 });
  });
});
