import {
  claimedPrintJobSchema,
  DEVICE_TOKEN_HEADER,
  pairingCreatedSchema,
  pairingStatusSchema,
  type ClaimedPrintJob,
  type PairingCreated,
  type PairingStatus,
  type PrintJobReport,
  type PrintServerPrintersReport,
} from '@booth/shared';
import type { z } from 'zod';

/** The server answered with an error status; 401 means the device was removed on /devices. */
export class ServerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ServerApiError';
  }
}

const CALL_TIMEOUT_MS = 30_000;
/** The long poll waits on the server; the connection may take this much longer before it counts as lost. */
const LONG_POLL_MARGIN_MS = 15_000;

/**
 * The print server's calls to the booth server: all outbound HTTPS from the venue, so it works behind
 * NAT and a firewall that lets nothing in. The device token goes only to the server's own origin.
 */
export interface ServerApi {
  requestPairing(input: { tokenHash: string; appVersion: string }): Promise<PairingCreated>;
  pairingStatus(id: string, token: string): Promise<PairingStatus>;
  reportPrinters(token: string, report: PrintServerPrintersReport): Promise<void>;
  /** The next job to print, or null when none came within `waitSeconds`. */
  nextJob(token: string, waitSeconds: number, signal?: AbortSignal): Promise<ClaimedPrintJob | null>;
  downloadDocument(token: string, documentUrl: string): Promise<Buffer>;
  reportJob(token: string, jobId: string, report: Partial<PrintJobReport> & Pick<PrintJobReport, 'state'>): Promise<void>;
}

export function createServerApi(server: string, fetchImpl: typeof fetch = fetch): ServerApi {
  const origin = new URL(server).origin;
  const url = (path: string) => new URL(path, server).href;

  async function call(path: string, init: RequestInit & { token?: string; timeoutMs?: number; signal?: AbortSignal }): Promise<Response> {
    const target = url(path);
    const headers = new Headers(init.headers);
    if (init.token && new URL(target).origin === origin) headers.set(DEVICE_TOKEN_HEADER, init.token);
    if (init.body) headers.set('content-type', 'application/json');
    const timeout = AbortSignal.timeout(init.timeoutMs ?? CALL_TIMEOUT_MS);
    const response = await fetchImpl(target, { ...init, headers, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
    if (!response.ok) {
      const body = await response.text().catch(() => '');
      const message = (() => {
        try {
          return (JSON.parse(body) as { message?: string }).message ?? body;
        } catch {
          return body;
        }
      })();
      throw new ServerApiError(response.status, `${init.method ?? 'GET'} ${path} answered ${response.status}${message ? `: ${message.slice(0, 300)}` : ''}`);
    }
    return response;
  }
  const json = async <T>(response: Response, schema: z.ZodType<T>) => schema.parse(await response.json());

  return {
    async requestPairing(input) {
      // kind tells the server this device prints and never runs a booth (issue 25).
      const body = JSON.stringify({ ...input, kind: 'printServer' });
      return json(await call('/api/devices/pairings', { method: 'POST', body }), pairingCreatedSchema);
    },
    async pairingStatus(id, token) {
      return json(await call(`/api/devices/pairings/${encodeURIComponent(id)}`, { token }), pairingStatusSchema);
    },
    async reportPrinters(token, report) {
      await call('/api/print-server/printers', { method: 'POST', token, body: JSON.stringify(report) });
    },
    async nextJob(token, waitSeconds, signal) {
      const response = await call(`/api/print-server/jobs/next?waitSeconds=${waitSeconds}`, { token, signal, timeoutMs: waitSeconds * 1000 + LONG_POLL_MARGIN_MS });
      if (response.status === 204) return null;
      return json(response, claimedPrintJobSchema);
    },
    async downloadDocument(token, documentUrl) {
      const response = await call(documentUrl, { token, timeoutMs: 120_000 });
      return Buffer.from(await response.arrayBuffer());
    },
    async reportJob(token, jobId, report) {
      const body = JSON.stringify({ ippJobId: null, printerUri: null, printer: null, error: null, ...report });
      await call(`/api/print-server/jobs/${encodeURIComponent(jobId)}/report`, { method: 'POST', token, body });
    },
  };
}
