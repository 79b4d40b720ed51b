import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ippJobName, printOnce } from '@/platform/ipp/ipp-printer.ts';
import { startTestPrinter, type TestPrinter } from '@/test/ipp-printer.ts';
import { runPrintServer } from './print-server.ts';
import { startPrintServerStandIn, type PrintServerStandIn, type StandInJob } from './print-server.test-support.ts';
import { PrinterRegistry } from './printer-registry.ts';
import { createServerApi } from './server-api.ts';
import { openStateFile } from './state-file.ts';

async function sheet(label: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([288, 432]).drawText(label, { x: 20, y: 400 });
  return Buffer.from(await pdf.save());
}

const states = (job: StandInJob) => job.reports.map((report) => report.state);
const finished = (job: StandInJob) => job.reports.some((report) => report.state === 'done' || report.state === 'failed');

describe('the print server program', () => {
  let printer: TestPrinter;
  let standIn: PrintServerStandIn;
  let dir: string;
  let stop: AbortController;
  let running: Promise<void> | null;
  const lines: string[] = [];

  beforeAll(async () => {
    printer = await startTestPrinter();
  });
  afterAll(async () => {
    await printer?.stop();
  });
  beforeEach(async () => {
    standIn = await startPrintServerStandIn();
    dir = await mkdtemp(join(tmpdir(), 'booth-print-server-'));
    stop = new AbortController();
    running = null;
    lines.length = 0;
  });
  afterEach(async () => {
    stop.abort();
    await running;
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function start(statePath = join(dir, 'state.json')) {
    const state = await openStateFile(statePath, standIn.url);
    const log = (line: string) => lines.push(line);
    const registry = new PrinterRegistry({ configured: [printer.uri], discover: false, log });
    running = runPrintServer({ api: createServerApi(standIn.url), state, registry, appVersion: 'print-server/test', log, signal: stop.signal, jobLoop: { holdRetryMs: 200, watchMs: 100, waitSeconds: 1 } });
    return state;
  }
  async function startPaired() {
    const state = await start();
    await standIn.waitFor(() => standIn.pairingRequests.length > 0, 'the pairing request');
    standIn.confirmPairing();
    await standIn.waitFor(() => state.read().token, 'the pairing to complete').catch((error: unknown) => {
      throw new Error(`${String(error)}\n${lines.join('\n')}`);
    });
    return state;
  }

  it('pairs as a print server, keeps its token private and reports its printers', async () => {
    const statePath = join(dir, 'state.json');
    const state = await start(statePath);
    await standIn.waitFor(() => lines.some((line) => line.includes('Pairing code: ABCD-EFGH')), 'the code in the terminal');
    expect(standIn.pairingRequests[0]).toMatchObject({ kind: 'printServer', appVersion: 'print-server/test' });
    expect(standIn.pairingRequests[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    standIn.confirmPairing();
    await standIn.waitFor(() => state.read().token, 'the pairing to complete');
    expect((await stat(statePath)).mode & 0o777).toBe(0o600);
    const report = await standIn.waitFor(() => standIn.printerReports[0], 'a printer report');
    expect(report.printers).toEqual([{ uri: printer.uri, name: expect.any(String), health: expect.objectContaining({ state: 'idle', reasons: [] }) }]);
  });

  it('prints a job once with its copies and reports printing, then done', async () => {
    await startPaired();
    const job = standIn.addJob({ jobKey: 'print-server-once', copies: 2, document: await sheet('once'), printerUri: printer.uri });
    await standIn.waitFor(() => finished(job), 'the final report');
    expect(states(job)).toEqual(['printing', 'done']);
    const received = (await printer.receivedDocuments()).filter((doc) => doc.jobName === ippJobName('print-server-once'));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ copies: 2, ippJobId: job.reports[0]?.ippJobId });
    expect(job.reports[1]).toMatchObject({ ippJobId: received[0]?.ippJobId, printerUri: printer.uri, printer: expect.objectContaining({ state: 'idle' }) });
  });

  it('holds a job while the printer has no paper and prints it once when paper is in', async () => {
    await startPaired();
    await printer.setMediaEmpty(true);
    try {
      const job = standIn.addJob({ jobKey: 'print-server-paper', copies: 1, document: await sheet('paper') });
      const held = await standIn.waitFor(() => job.reports.find((report) => report.state === 'held'), 'a held report');
      expect(held.printer?.reasons.some((reason) => reason.startsWith('media-empty'))).toBe(true);
      // Still held a few retries later, and nothing reached the printer.
      await standIn.waitFor(() => job.reports.filter((report) => report.state === 'held').length >= 3, 'held retries');
      expect((await printer.receivedDocuments()).filter((doc) => doc.jobName === ippJobName('print-server-paper'))).toEqual([]);
      await printer.setMediaEmpty(false);
      await standIn.waitFor(() => finished(job), 'the final report');
      expect(states(job).filter((state) => state !== 'held')).toEqual(['printing', 'done']);
      expect((await printer.receivedDocuments()).filter((doc) => doc.jobName === ippJobName('print-server-paper'))).toHaveLength(1);
    } finally {
      await printer.setMediaEmpty(false);
    }
  });

  it('adopts a job the printer already has when the server offers it again without its IPP job id', async () => {
    await startPaired();
    const document = await sheet('offered again');
    // An earlier attempt (by a print server whose state was lost) reached the printer; its report did not.
    const earlier = await printOnce({ uri: printer.uri, jobKey: 'print-server-again', copies: 1, document: { data: document, format: 'application/pdf' }, knownIppJobId: null });
    const job = standIn.addJob({ jobKey: 'print-server-again', copies: 1, document, printerUri: printer.uri });
    await standIn.waitFor(() => finished(job), 'the final report');
    expect(job.reports[0]).toMatchObject({ state: 'printing', ippJobId: earlier.ippJobId });
    expect((await printer.receivedDocuments()).filter((doc) => doc.jobName === ippJobName('print-server-again'))).toHaveLength(1);
  });

  it('pairs again when the device is removed on /devices', async () => {
    const state = await startPaired();
    standIn.revoke();
    await standIn.waitFor(() => standIn.pairingRequests.length === 2, 'a new pairing request');
    expect(state.read().token).toBeNull();
    expect(lines.some((line) => line.includes('removed on the Devices page'))).toBe(true);
  });
});

describe('the print server program killed between sending and reporting', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  let printer: TestPrinter;
  let standIn: PrintServerStandIn;
  let dir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    printer = await startTestPrinter();
    standIn = await startPrintServerStandIn();
    dir = await mkdtemp(join(tmpdir(), 'booth-print-server-crash-'));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await standIn?.close();
    await printer?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const startProgram = (statePath: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main, '--server', standIn.url, '--state', statePath, '--printer', printer.uri, '--no-discover'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return child;
  };

  it('reports the job it had sent after a restart and prints it once', async () => {
    const token = 'crash-test-token-0123456789abcdefghijklmnopq';
    standIn.pairToken(token);
    const statePath = join(dir, 'state.json');
    await writeFile(statePath, JSON.stringify({ server: new URL(standIn.url).origin, token }), { mode: 0o600 });
    standIn.hangNextReport('printing');
    const job = standIn.addJob({ jobKey: 'print-server-crash', copies: 1, document: await sheet('crash'), printerUri: printer.uri });

    const first = startProgram(statePath);
    await standIn.waitFor(() => job.reports.some((report) => report.state === 'printing'), 'the printing report that never gets its answer', 30_000);
    const sentAs = job.reports[0]?.ippJobId;
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));

    const second = startProgram(statePath);
    await standIn.waitFor(() => finished(job), 'the final report after the restart', 30_000);
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));

    expect(job.reports.at(-1)).toMatchObject({ state: 'done', ippJobId: sentAs });
    expect(job.offered).toBe(1);
    expect((await printer.receivedDocuments()).filter((doc) => doc.jobName === ippJobName('print-server-crash'))).toHaveLength(1);
    expect(second.exitCode).toBe(0);
  }, 60_000);
});
