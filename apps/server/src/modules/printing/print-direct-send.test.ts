import { PDFDocument } from 'pdf-lib';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOn } from '@/modules/events/events.test-support.ts';
import { createPrintSheets } from '@/modules/print-layouts/print-sheets.ts';
import { createPostcardProvider } from '@/platform/postcards/postcard-provider.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { startTestPrinter, type TestPrinter } from '@/test/ipp-printer.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { createPrintSender } from './print-sender.ts';
import { printTimings } from './print-timings.ts';
import { queueDuePrintJobs } from './printing.jobs.ts';
import { guestPicture, jobRow, printed, printingEvent, viaPrintServer } from './printing.test-support.ts';

let t: TestApp;
let organiser: TestCustomer;
let printer: TestPrinter;
let address: string;

beforeAll(async () => {
  [t, printer] = await Promise.all([buildTestApp({ PRINT_DIRECT_SEND: 'true' }), startTestPrinter()]);
  address = new URL(printer.uri.replace(/^ipp:/, 'http:')).host;
  organiser = await customerOn(t, 'print-direct@example.com', 'Gold');
});
afterAll(async () => {
  await printer.stop();
  await t.close();
});

const now = () => new Date(Date.now() + t.clock.offsetMs);
const sweep = () => queueDuePrintJobs({ db: t.runtime.database.db, jobs: t.runtime.jobs, now });
async function later<T>(ms: number, run: () => Promise<T>): Promise<T> {
  t.clock.offsetMs += ms;
  try {
    return await run();
  } finally {
    t.clock.offsetMs -= ms;
  }
}

async function printJobFor(copies = 1, printerAddress = address) {
  const event = await printingEvent(t, organiser, viaPrintServer());
  const guest = await guestPicture(t, event);
  const job = await printed(t, guest.shootId, guest.headers, { method: 'printServer', copies, printerAddress });
  return { guest, job, row: () => jobRow(t, guest.shootId, job.jobKey) };
}

const documentsNamed = async (jobKey: string) => (await printer.receivedDocuments()).filter((document) => document.jobName === `booth-${jobKey}`);

describe('direct sending to the venue printer (PRINT_DIRECT_SEND)', () => {
  it('prints one job of the asked copies with the sheet at its exact page size', async () => {
    const { job, row } = await printJobFor(2);
    await t.drainJobs();
    expect(await row()).toMatchObject({ state: 'done', attempts: 0, printer: { state: 'idle' } });
    const documents = await documentsNamed(job.jobKey);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ format: 'application/pdf', copies: 2 });
    const pdf = await PDFDocument.load(await readFile(documents[0]?.path ?? ''));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([288, 432]);
    // Queued again (a sweep, a retry): nothing more is printed.
    await sweep();
    await t.drainJobs();
    expect(await documentsNamed(job.jobKey)).toHaveLength(1);
  });

  it('holds while the printer has no paper, and prints once by itself when paper is back', async () => {
    await printer.setMediaEmpty(true);
    const { job, row } = await printJobFor();
    try {
      await t.drainJobs();
      const held = await row();
      expect(held).toMatchObject({ state: 'held', holdReason: 'printer' });
      expect(held.printer?.reasons.some((reason) => reason.startsWith('media-empty'))).toBe(true);
    } finally {
      await printer.setMediaEmpty(false);
    }
    // Not before its 10 s: the sweep leaves it alone.
    expect(await sweep()).toBe(0);
    await later(11_000, async () => {
      expect(await sweep()).toBe(1);
      await t.drainJobs();
    });
    expect((await row()).state).toBe('done');
    expect(await documentsNamed(job.jobKey)).toHaveLength(1);
  });

  it('prints once when the sender dies between sending and recording the job', async () => {
    const { job, row } = await printJobFor();
    const crashing = createPrintSender({
      db: t.runtime.database.db,
      now,
      sheets: createPrintSheets({ db: t.runtime.database.db, files: t.runtime.files, publicUrl: TEST_PUBLIC_URL, now }),
      postcards: createPostcardProvider({ dataDir: t.config.dataDir }),
      timings: printTimings,
      log: t.runtime.log,
      afterSend: () => Promise.reject(new Error('killed between send and acknowledgement')),
    });
    const id = (await row()).id;
    await expect(crashing.send(id)).rejects.toThrow('killed');
    expect(await row()).toMatchObject({ state: 'sending', ippJobId: null });
    // The printer took the job; it writes the document down once it has processed it.
    await expect.poll(async () => (await documentsNamed(job.jobKey)).length, { timeout: 10_000 }).toBe(1);
    // Within the lease nobody takes it over; after it, the next attempt finds the job at the printer.
    await t.drainJobs();
    expect((await row()).state).toBe('sending');
    await later(61_000, async () => {
      await sweep();
      await t.drainJobs();
    });
    expect(await row()).toMatchObject({ state: 'done', attempts: 1 });
    expect((await row()).ippJobId).toBe((await documentsNamed(job.jobKey))[0]?.ippJobId);
    expect(await documentsNamed(job.jobKey)).toHaveLength(1);
  });

  it('refuses a printer address outside the venue network and never sends to it', async () => {
    const { row } = await printJobFor(1, '8.8.8.8');
    await t.drainJobs();
    const failed = await row();
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toContain('8.8.8.8');
    expect(failed.ippJobId).toBeNull();
  });
});
