import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessPrinter } from '@booth/shared';
import { startTestPrinter, type TestPrinter } from '@/test/ipp-printer.ts';
import { PrinterRefused, PrinterUnreachable } from './ipp-errors.ts';
import { ippJobName, printOnce, readJobState, readPrinterHealth } from './ipp-printer.ts';
import { ippCall } from './ipp-transport.ts';

async function sheetPdf(label: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  // 4×6 inches in points: the default paper of campaigns §9.
  pdf.addPage([288, 432]).drawText(label, { x: 20, y: 400 });
  return Buffer.from(await pdf.save());
}

async function waitForState(uri: string, ippJobId: number, states: string[]): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const state = await readJobState(uri, ippJobId);
    if (states.includes(state)) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return readJobState(uri, ippJobId);
}

describe('IPP to a real printer (ippeveprinter)', () => {
  let printer: TestPrinter;
  beforeAll(async () => {
    printer = await startTestPrinter();
  });
  afterAll(async () => {
    await printer?.stop();
  });

  it('reads an idle printer as healthy', async () => {
    const health = await readPrinterHealth(printer.uri);
    expect(health.state).toBe('idle');
    expect(health.reasons).toEqual([]);
    expect(assessPrinter(health).canPrint).toBe(true);
    expect(Date.parse(health.checkedAt)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('prints a job once with its copies, however often it is asked', async () => {
    const data = await sheetPdf('twice asked');
    const input = { uri: printer.uri, jobKey: 'twice-asked-1', copies: 2, document: { data, format: 'application/pdf' as const }, knownIppJobId: null };
    const first = await printOnce(input);
    const second = await printOnce(input);
    const third = await printOnce({ ...input, knownIppJobId: first.ippJobId });
    expect(first.adopted).toBe(false);
    expect(second).toEqual({ ippJobId: first.ippJobId, adopted: true });
    expect(third).toEqual({ ippJobId: first.ippJobId, adopted: true });
    expect(await waitForState(printer.uri, first.ippJobId, ['completed'])).toBe('completed');

    const received = (await printer.receivedDocuments()).filter((doc) => doc.jobName === ippJobName('twice-asked-1'));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ format: 'application/pdf', copies: 2, ippJobId: first.ippJobId });
    // The printer holds the very document that was sent: same bytes, the 4×6 page.
    const kept = await readFile(received[0]?.path ?? '');
    expect(kept.equals(data)).toBe(true);
    const page = (await PDFDocument.load(kept)).getPage(0);
    expect([page.getWidth(), page.getHeight()]).toEqual([288, 432]);
  });

  it('adopts a job that reached the printer before a crash, without the recorded id', async () => {
    // A sender crashed after its Print-Job reached the printer and before it recorded the job id.
    const data = await sheetPdf('crash');
    const sent = await ippCall(printer.uri, {
      operation: 'Print-Job',
      operationAttributes: { 'job-name': ippJobName('crashed-job-1'), 'document-format': 'application/pdf' },
      data,
    });
    const sentId = (sent['job-attributes-tag'] as { 'job-id': number })['job-id'];
    const retry = await printOnce({ uri: printer.uri, jobKey: 'crashed-job-1', copies: 1, document: { data, format: 'application/pdf' }, knownIppJobId: null });
    expect(retry).toEqual({ ippJobId: sentId, adopted: true });
    await waitForState(printer.uri, sentId, ['completed', 'aborted']);
    expect((await printer.receivedDocuments()).filter((doc) => doc.jobName === ippJobName('crashed-job-1'))).toHaveLength(1);
  });

  it('does not adopt a recorded id that now names another job', async () => {
    const other = await printOnce({ uri: printer.uri, jobKey: 'someone-else', copies: 1, document: { data: await sheetPdf('a'), format: 'application/pdf' }, knownIppJobId: null });
    const mine = await printOnce({ uri: printer.uri, jobKey: 'mine-after-reset', copies: 1, document: { data: await sheetPdf('b'), format: 'application/pdf' }, knownIppJobId: other.ippJobId });
    expect(mine.adopted).toBe(false);
    expect(mine.ippJobId).not.toBe(other.ippJobId);
  });

  it('reports unknown for a job the printer does not know', async () => {
    expect(await readJobState(printer.uri, 987_654)).toBe('unknown');
  });

  it('reports a printer refusal with its IPP status', async () => {
    const error = await printOnce({
      uri: printer.uri.replace('/ipp/print', '/ipp/nothing-here'),
      jobKey: 'wrong-path-1',
      copies: 1,
      document: { data: await sheetPdf('x'), format: 'application/pdf' },
      knownIppJobId: null,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PrinterRefused);
    expect((error as PrinterRefused).status).toMatch(/^client-error/);
  });
});

describe('a printer without paper', () => {
  let printer: TestPrinter;
  beforeAll(async () => {
    printer = await startTestPrinter({ mediaEmpty: true });
  });
  afterAll(async () => {
    await printer?.stop();
  });

  it('reads media-empty, which holds jobs, and healthy again once paper is in', async () => {
    const empty = await readPrinterHealth(printer.uri);
    expect(empty.reasons.some((reason) => reason.startsWith('media-empty'))).toBe(true);
    expect(assessPrinter(empty)).toMatchObject({ canPrint: false, problems: ['media-empty'] });

    await printer.setMediaEmpty(false);
    const refilled = await readPrinterHealth(printer.uri);
    expect(refilled.reasons).toEqual([]);
    expect(assessPrinter(refilled).canPrint).toBe(true);
    expect(await printer.receivedDocuments()).toEqual([]);
  });
});

describe('a printer that does not answer', () => {
  const deadUri = 'ipp://127.0.0.1:9/ipp/print';

  it('reads as unreachable without throwing', async () => {
    const health = await readPrinterHealth(deadUri, { timeoutMs: 1_000 });
    expect(health).toMatchObject({ state: 'unreachable', reasons: [] });
    expect(assessPrinter(health)).toMatchObject({ canPrint: false, problems: ['offline'] });
  });

  it('fails printing with PrinterUnreachable', async () => {
    const error = await printOnce({ uri: deadUri, jobKey: 'nobody-home', copies: 1, document: { data: Buffer.from('%PDF-1.4'), format: 'application/pdf' }, knownIppJobId: null }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PrinterUnreachable);
  });
});
