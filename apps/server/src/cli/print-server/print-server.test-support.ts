import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVICE_TOKEN_HEADER, printJobReportSchema, printServerPrintersReportSchema, type ClaimedPrintJob, type PrintJobReport, type PrintServerPrintersReport } from '@booth/shared';

/**
 * A small stand-in for the booth server's side of the print server contract (packages/shared
 * print-job-api.ts and the device pairing calls), over real HTTP: what the print server program is
 * tested against until it runs against the real routes end to end. It checks the device token, answers
 * the long poll, serves documents and validates every report with the shared schemas.
 */
export interface StandInJob {
  id: string;
  jobKey: string;
  copies: number;
  document: Buffer;
  ippJobId: number | null;
  reports: PrintJobReport[];
  offered: number;
}

export interface PrintServerStandIn {
  url: string;
  pairingRequests: { tokenHash: string; appVersion: string; kind?: unknown }[];
  printerReports: PrintServerPrintersReport[];
  /** Confirms the newest pairing, as an organiser typing the code on /devices would. */
  confirmPairing(): void;
  /** A device already paired with this token (the state file of an earlier run). */
  pairToken(token: string): void;
  /** Removes the device: its token is refused from now on. */
  revoke(): void;
  addJob(input: { jobKey: string; copies: number; document: Buffer; printerUri?: string | null; ippJobId?: number | null }): StandInJob;
  /** Offers a job again, as after its lease ran out without a final report. */
  offerAgain(jobId: string): void;
  /** The next report in this state for any job is received and never answered (the server "dies" mid-request). */
  hangNextReport(state: PrintJobReport['state']): void;
  waitFor<T>(check: () => T | undefined | null | false, what: string, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function startPrintServerStandIn(options: { maxWaitMs?: number } = {}): Promise<PrintServerStandIn> {
  const pairings: { id: string; tokenHash: string; confirmed: boolean }[] = [];
  const pairedHashes = new Set<string>();
  const jobs: StandInJob[] = [];
  const queue: string[] = [];
  const printerUris = new Map<string, string | null>();
  const hanging: ServerResponse[] = [];
  let hangState: PrintJobReport['state'] | null = null;
  const standIn = { pairingRequests: [] as PrintServerStandIn['pairingRequests'], printerReports: [] as PrintServerPrintersReport[] };

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const authorised = (req: IncomingMessage) => {
    const token = req.headers[DEVICE_TOKEN_HEADER];
    return typeof token === 'string' && pairedHashes.has(sha256(token));
  };
  const readBody = async (req: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
  };
  const claim = (job: StandInJob): ClaimedPrintJob => ({
    id: job.id,
    jobKey: job.jobKey,
    copies: job.copies,
    printerUri: printerUris.get(job.id) ?? null,
    documentUrl: `/api/print-server/jobs/${job.id}/document`,
    documentFormat: 'application/pdf',
    leaseUntil: new Date(Date.now() + 60_000).toISOString(),
    ippJobId: job.ippJobId,
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (req.method === 'POST' && path === '/api/devices/pairings') {
      const body = (await readBody(req)) as PrintServerStandIn['pairingRequests'][number];
      standIn.pairingRequests.push(body);
      const pairing = { id: randomUUID(), tokenHash: body.tokenHash, confirmed: false };
      pairings.push(pairing);
      return send(res, 201, { id: pairing.id, code: 'ABCDEFGH', expiresAt: new Date(Date.now() + 600_000).toISOString() });
    }
    const pairingId = /^\/api\/devices\/pairings\/([^/]+)$/.exec(path)?.[1];
    if (req.method === 'GET' && pairingId) {
      const pairing = pairings.find((candidate) => candidate.id === pairingId);
      const token = req.headers[DEVICE_TOKEN_HEADER];
      if (!pairing || typeof token !== 'string' || sha256(token) !== pairing.tokenHash) return send(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
      if (!pairing.confirmed) return send(res, 200, { status: 'pending', expiresAt: new Date(Date.now() + 600_000).toISOString() });
      const device = { id: randomUUID(), name: 'Print server', kind: 'printServer', event: null, licence: null, canStart: false, blocked: null };
      return send(res, 200, { status: 'paired', device });
    }
    if (!path.startsWith('/api/print-server/')) return send(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
    if (!authorised(req)) return send(res, 401, { code: 'DEVICE_UNKNOWN', message: 'Unknown device' });
    if (req.method === 'POST' && path === '/api/print-server/printers') {
      standIn.printerReports.push(printServerPrintersReportSchema.parse(await readBody(req)));
      return send(res, 204);
    }
    if (req.method === 'GET' && path === '/api/print-server/jobs/next') {
      const waitMs = Math.min(Number(url.searchParams.get('waitSeconds') ?? 0) * 1000, options.maxWaitMs ?? 500);
      const until = Date.now() + waitMs;
      while (queue.length === 0 && Date.now() < until && !res.destroyed) await new Promise((resolve) => setTimeout(resolve, 20));
      const job = jobs.find((candidate) => candidate.id === queue[0]);
      if (!job) return send(res, 204);
      queue.shift();
      job.offered++;
      return send(res, 200, claim(job));
    }
    const match = /^\/api\/print-server\/jobs\/([^/]+)\/(document|report)$/.exec(path);
    const job = jobs.find((candidate) => candidate.id === match?.[1]);
    if (!match || !job) return send(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
    if (req.method === 'GET' && match[2] === 'document') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(job.document);
    }
    if (req.method === 'POST' && match[2] === 'report') {
      const report = printJobReportSchema.parse(await readBody(req));
      job.reports.push(report);
      if (report.ippJobId !== null) job.ippJobId = report.ippJobId;
      if (hangState === report.state) {
        hangState = null;
        hanging.push(res);
        return;
      }
      return send(res, 204);
    }
    return send(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 400, { code: 'VALIDATION', message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ...standIn,
    confirmPairing() {
      const pairing = pairings.at(-1);
      if (!pairing) throw new Error('No pairing was asked for');
      pairing.confirmed = true;
      pairedHashes.add(pairing.tokenHash);
    },
    pairToken(token) {
      pairedHashes.add(sha256(token));
    },
    revoke() {
      pairedHashes.clear();
    },
    addJob(input) {
      const job: StandInJob = { id: randomUUID(), jobKey: input.jobKey, copies: input.copies, document: input.document, ippJobId: input.ippJobId ?? null, reports: [], offered: 0 };
      jobs.push(job);
      printerUris.set(job.id, input.printerUri ?? null);
      queue.push(job.id);
      return job;
    },
    offerAgain(jobId) {
      queue.push(jobId);
    },
    hangNextReport(state) {
      hangState = state;
    },
    async waitFor(check, what, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const value = check();
        if (value) return value;
        if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
