/**
 * Jobs per minute through the IPP path to the test printer (CUPS' ippeveprinter on loopback, issue 25):
 * `printOnce` — which first asks the printer for a job already sent under the key (Get-Jobs) and then
 * sends the document (Print-Job) — against the bare `ipp` package sending the same documents with one
 * Print-Job each and no lookup. Both sides send a batch of 4×6 sheets (a 1200×1800 JPEG in a PDF of the
 * exact page size) to the same printer, interleaved; the ratio is what exactly-once costs per job. The
 * printer's history grows over the run (as at a real event), which the lookup has to read every time.
 * ippeveprinter takes one job at a time and answers "busy" meanwhile; both sides send again after the
 * same back-off, so the printer's own pace is part of both numbers — as it is at a venue.
 */
import ipp from 'ipp';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { ippJobName, printOnce } from '../apps/server/src/platform/ipp/ipp-printer.ts';
import { IPP_USER } from '../apps/server/src/platform/ipp/ipp-transport.ts';
import { startTestPrinter } from '../apps/server/src/test/ipp-printer.ts';
import { compare, formatComparison } from './support/compare.ts';
import { runIfMain } from './support/runner.ts';

const JOBS_PER_ROUND = 20;
const ROUNDS = 5;

async function sheetPdf(): Promise<Buffer> {
  // Noise compresses like a photograph: the document is as large as a real sheet's.
  const jpeg = await sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .composite([{ input: Buffer.from('<svg width="1200" height="1800"><circle cx="600" cy="900" r="400" fill="#f0c040"/></svg>') }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(jpeg);
  pdf.addPage([288, 432]).drawImage(image, { x: 0, y: 0, width: 288, height: 432 });
  return Buffer.from(await pdf.save());
}

/** One Print-Job with the bare package, sent again while the printer answers busy (as printOnce does). */
async function barePrintJob(uri: string, name: string, data: Buffer): Promise<void> {
  for (let wait = 100; ; wait = Math.min(wait * 2, 2_000)) {
    const status = await barePrintJobOnce(uri, name, data);
    if (status.startsWith('successful')) return;
    if (status !== 'server-error-busy') throw new Error(status);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

function barePrintJobOnce(uri: string, name: string, data: Buffer): Promise<string> {
  const printer = new ipp.Printer(uri);
  const message = {
    'operation-attributes-tag': { 'requesting-user-name': IPP_USER, 'job-name': name, 'document-format': 'application/pdf' },
    data,
  };
  return new Promise((resolve, reject) => {
    printer.execute('Print-Job', message as Parameters<typeof printer.execute>[1], (error: Error | null, response: { statusCode: string }) => {
      if (error) reject(error);
      else resolve(response.statusCode);
    });
  });
}

export async function benchPrintIpp(): Promise<string> {
  const printer = await startTestPrinter();
  try {
    const data = await sheetPdf();
    let counter = 0;
    const perMinute = async (send: (key: string) => Promise<unknown>) => {
      const started = performance.now();
      for (let i = 0; i < JOBS_PER_ROUND; i++) await send(`bench-${process.pid}-${counter++}`);
      return (JOBS_PER_ROUND / (performance.now() - started)) * 60_000;
    };
    const viaPrintOnce = () => perMinute((jobKey) => printOnce({ uri: printer.uri, jobKey, copies: 1, document: { data, format: 'application/pdf' }, knownIppJobId: null }));
    const bare = () => perMinute((jobKey) => barePrintJob(printer.uri, ippJobName(jobKey), data));
    await viaPrintOnce();
    await bare();
    const result = await compare({ name: 'printOnce', run: viaPrintOnce }, { name: 'bare Print-Job', run: bare }, ROUNDS);
    const sent = (await printer.receivedDocuments()).length;
    return `${formatComparison(
      `IPP jobs per minute to ippeveprinter, ${JOBS_PER_ROUND} 4×6 sheets (${(data.length / 1024).toFixed(0)} KB PDF) a round (higher is better)`,
      ['printOnce (lookup + Print-Job)', 'bare ipp Print-Job'],
      result,
      'jobs/min',
    )}; the printer had received ${sent} documents when the bench ended`;
  } finally {
    await printer.stop();
  }
}

await runIfMain(import.meta.url, benchPrintIpp);
