import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paperSizePoints, type Device, type Event, type GuestPrintJob, type PrintJob, type PrintJobList } from '@booth/shared';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPairing, deviceHeaders, pairDevice } from '@/modules/devices/devices.test-support.ts';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import { guestPicture, newJobKey, pairPrintServer, printed, printingEvent, viaPrintServer } from '@/modules/printing/printing.test-support.ts';
import { ippJobName } from '@/platform/ipp/ipp-printer.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { startTestPrinter, type TestPrinter } from '@/test/ipp-printer.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { startFlakyNetwork, waitFor, type FlakyNetwork } from './print-server.integration.test-support.ts';
import { runPrintServer } from './print-server.ts';
import { PrinterRegistry } from './printer-registry.ts';
import { createServerApi } from './server-api.ts';
import { openStateFile } from './state-file.ts';

/**
 * The print server program against the real server (listening on loopback: real routes, database and
 * sheet renderer) and a real IPP printer (ippeveprinter), which print-server.test.ts and
 * print-server.routes.test.ts each test against a stand-in of the other. The program reaches the
 * server through a loopback proxy (the venue's network), which can drop one request on purpose.
 */
let t: TestApp;
let network: FlakyNetwork;
let organiser: TestCustomer;
let printer: TestPrinter;
let dir: string;

beforeAll(async () => {
  [t, printer, dir] = await Promise.all([buildTestApp(), startTestPrinter(), mkdtemp(join(tmpdir(), 'booth-print-server-e2e-'))]);
  network = await startFlakyNetwork(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  organiser = await customerOn(t, 'print-server-e2e@example.com', 'Gold');
});
afterAll(async () => {
  // The network first: the server's close waits for every connection still open to it.
  await network?.close();
  await Promise.all([t?.close(), printer?.stop()]);
  await rm(dir, { recursive: true, force: true });
});

const received = async (jobKey: string) => (await printer.receivedDocuments()).filter((doc) => doc.jobName === ippJobName(jobKey));
const guestStatus = async (guest: { shootId: string; headers: Record<string, string> }, jobKey: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/shoots/${guest.shootId}/print/${jobKey}`, headers: guest.headers })).json<GuestPrintJob>();
async function organiserSees(event: Event, jobKey: string): Promise<PrintJob | undefined> {
  const list = await call(t, organiser, 'GET', `/events/${event.id}/printJobs`);
  expect(list.statusCode, list.body).toBe(200);
  return list.json<PrintJobList>().items.find((job) => job.jobKey === jobKey);
}
const done = (event: Event, jobKey: string) => waitFor(async () => (await organiserSees(event, jobKey))?.state === 'done', `job ${jobKey} done`);
/** Adds the program's output to a failure, which says more than a timeout. */
const explained = <T>(step: Promise<T>, output: () => string) =>
  step.catch((error: unknown) => {
    throw new Error(`${String(error)}\nprint server output:\n${output()}`);
  });

describe('the print server program with the real server and printer', () => {
  const stop = new AbortController();
  const lines: string[] = [];
  const log = () => lines.join('\n');
  let running: Promise<void>;
  let event: Event;

  beforeAll(async () => {
    event = await printingEvent(t, organiser, viaPrintServer());
    const state = await openStateFile(join(dir, 'in-process.json'), network.url);
    const registry = new PrinterRegistry({ configured: [printer.uri], discover: false, log: (line) => lines.push(line) });
    running = runPrintServer({
      api: createServerApi(network.url),
      state,
      registry,
      appVersion: 'print-server/e2e',
      log: (line) => lines.push(line),
      signal: stop.signal,
      reportEveryMs: 300,
      jobLoop: { waitSeconds: 1, holdRetryMs: 200, watchMs: 100, errorRetryMs: 200 },
    });
  });
  afterAll(async () => {
    stop.abort();
    await running;
  });

  it('pairs as a print server with the code the organiser types, and reports the test printer', async () => {
    const shown = await waitFor(() => lines.map((line) => /Pairing code: (\w{4}-\w{4})/.exec(line)?.[1]).find(Boolean), 'the code in the terminal');
    const confirmed = await confirmPairing(t, organiser, { pairingCode: shown, name: 'Drucker-PC', eventId: event.id });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { id } = confirmed.json<Device>();
    expect(confirmed.json<Device>()).toMatchObject({ kind: 'printServer', licence: null });

    const device = await explained(
      waitFor(async () => (await call(t, organiser, 'GET', '/devices')).json<{ items: Device[] }>().items.find((item) => item.id === id && item.printers?.length), 'the printer report on /devices'),
      log,
    );
    expect(device).toMatchObject({ online: true, printers: [{ uri: printer.uri, health: { state: 'idle', reasons: [] } }] });
  });

  it('prints the 2 copies a kiosk asked for as one job on 4×6 paper, and the organiser sees it done', async () => {
    const kiosk = await pairDevice(t, organiser, { name: 'Eingang', eventId: event.id });
    const { shootId } = await guestPicture(t, event);
    const kioskGuest = { shootId, headers: deviceHeaders(kiosk.token) };
    const job = await printed(t, shootId, kioskGuest.headers, { method: 'printServer', copies: 2 });
    expect(job).toMatchObject({ state: 'queued', holdReason: null });
    await explained(done(event, job.jobKey), log);

    const documents = await received(job.jobKey);
    expect(documents).toHaveLength(1);
    const [document] = documents;
    expect(document).toMatchObject({ copies: 2, format: 'application/pdf' });
    const pdf = await PDFDocument.load(await readFile(document?.path ?? ''));
    expect(pdf.getPageCount()).toBe(1);
    const page = pdf.getPage(0).getSize();
    const paper = paperSizePoints('4:6');
    expect(page.width).toBeCloseTo(paper.width, 3);
    expect(page.height).toBeCloseTo(paper.height, 3);

    expect(await organiserSees(event, job.jobKey)).toMatchObject({
      state: 'done',
      method: 'printServer',
      copies: 2,
      ippJobId: document?.ippJobId,
      printerAddress: printer.uri,
      deviceName: 'Eingang',
      printServerName: 'Drucker-PC',
      printer: { state: 'idle', reasons: [] },
      attempts: 0,
      printedAt: expect.any(String),
    });
    expect(await guestStatus(kioskGuest, job.jobKey)).toMatchObject({ state: 'done', holdReason: null });
  });

  it('holds a job while the printer has no paper, tells the guest why, and prints it once when paper is in', async () => {
    await printer.setMediaEmpty(true);
    try {
      const guest = await guestPicture(t, event);
      const job = await printed(t, guest.shootId, guest.headers, { method: 'printServer', copies: 1 });
      const held = await explained(
        waitFor(async () => {
          const status = await guestStatus(guest, job.jobKey);
          return status.state === 'held' && status;
        }, 'the guest to see the job held'),
        log,
      );
      expect(held).toMatchObject({ holdReason: 'printer', printer: { reasons: expect.arrayContaining([expect.stringMatching(/^media-empty/)]) } });
      // Several retries of the print server later it is still held, and nothing reached the printer.
      const report = `/api/print-server/jobs/${(await organiserSees(event, job.jobKey))?.id}/report`;
      const heldReports = () => network.requests.filter((request) => request.path === report && (JSON.parse(request.body) as { state: string }).state === 'held').length;
      await waitFor(() => heldReports() >= 3, 'three held reports');
      expect(await guestStatus(guest, job.jobKey)).toMatchObject({ state: 'held', holdReason: 'printer' });
      expect(await received(job.jobKey)).toEqual([]);

      await printer.setMediaEmpty(false);
      await explained(done(event, job.jobKey), log);
      expect(await received(job.jobKey)).toHaveLength(1);
      expect(await guestStatus(guest, job.jobKey)).toMatchObject({ state: 'done', holdReason: null, printer: { reasons: [] } });
    } finally {
      await printer.setMediaEmpty(false);
    }
  });
});

describe('the print server program killed between sending a job and reporting it', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));

  /** The program as the venue runs it (`npm run print-server`), as a process of its own. */
  function startProgram(statePath: string) {
    const child = spawn(process.execPath, ['--import', 'tsx', main, '--server', network.url, '--state', statePath, '--printer', printer.uri, '--no-discover'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return { child, exited, output: () => output };
  }
  const running: ReturnType<typeof startProgram>[] = [];
  afterAll(async () => {
    for (const program of running) if (program.child.exitCode === null && program.child.signalCode === null) program.child.kill('SIGKILL');
    await Promise.all(running.map((program) => program.exited));
  });

  it('ends the job done after a restart, and the printer received it once', async () => {
    const event = await printingEvent(t, organiser, viaPrintServer());
    // Paired through the real pairing routes; the program starts with that token in its state file.
    const { token } = await pairPrintServer(t, organiser, event.id);
    const statePath = join(dir, 'killed.json');
    await writeFile(statePath, JSON.stringify({ server: network.url, token }), { mode: 0o600 });
    const guest = await guestPicture(t, event);
    const jobKey = newJobKey();
    let reportLost = false;
    void network.holdNext((request) => request.path.endsWith('/report') && (JSON.parse(request.body) as { state: string }).state === 'printing').then(() => (reportLost = true));

    const first = startProgram(statePath);
    running.push(first);
    await printed(t, guest.shootId, guest.headers, { jobKey, method: 'printServer', copies: 1 });
    await explained(
      waitFor(() => reportLost || first.child.exitCode !== null, 'the report of the sent job', 30_000),
      first.output,
    );
    expect(reportLost, first.output()).toBe(true);
    const [sent] = await received(jobKey);
    expect(sent).toBeDefined();
    first.child.kill('SIGKILL');
    await first.exited;
    // The server never heard that the job reached the printer.
    expect(await organiserSees(event, jobKey)).toMatchObject({ state: 'sending', ippJobId: null });

    const second = startProgram(statePath);
    running.push(second);
    await explained(done(event, jobKey), second.output);
    second.child.kill('SIGTERM');
    await second.exited;

    expect(await organiserSees(event, jobKey)).toMatchObject({ state: 'done', ippJobId: sent?.ippJobId, attempts: 0 });
    expect(await received(jobKey)).toHaveLength(1);
    expect(second.child.exitCode, second.output()).toBe(0);
  }, 60_000);
});
