import type { PrintServerPrintersReport } from '@booth/shared';
import { DeviceRevoked, runJobLoop } from './job-loop.ts';
import { sleep, type Log } from './log.ts';
import { ensurePaired, forgetPairing } from './pairing.ts';
import type { PrinterRegistry } from './printer-registry.ts';
import { ServerApiError, type ServerApi } from './server-api.ts';
import type { StateFile } from './state-file.ts';

export interface PrintServerRun {
  api: ServerApi;
  state: StateFile;
  registry: PrinterRegistry;
  appVersion: string;
  log: Log;
  signal: AbortSignal;
  reportEveryMs?: number;
  jobLoop?: { waitSeconds?: number; holdRetryMs?: number; watchMs?: number; errorRetryMs?: number };
}

/** Every 30 s the server learns which printers this computer serves and how they are. */
export const PRINTER_REPORT_MS = 30_000;

/**
 * The print server's life: pair (once), then report the printers every 30 s and take jobs until
 * stopped. A device removed on /devices drops its token and pairs again with a new code.
 */
export async function runPrintServer(run: PrintServerRun): Promise<void> {
  const { state, log, signal } = run;
  while (!signal.aborted) {
    const token = await ensurePaired(run.api, state, { appVersion: run.appVersion, log, signal });
    if (!token) return;
    const session = new AbortController();
    const stopSession = () => session.abort();
    signal.addEventListener('abort', stopSession, { once: true });
    try {
      await Promise.all([reportPrinters(run, token, session.signal), runJobLoop({ ...run.jobLoop, api: run.api, state, registry: run.registry, token, log, signal: session.signal })]);
    } catch (error) {
      session.abort();
      if (!(error instanceof DeviceRevoked)) throw error;
      log(`${error.message} Pairing again.`);
      await forgetPairing(state);
    } finally {
      signal.removeEventListener('abort', stopSession);
    }
  }
}

async function reportPrinters(run: PrintServerRun, token: string, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    try {
      const printers = await run.registry.refresh();
      const report: PrintServerPrintersReport = { appVersion: run.appVersion, printers: printers.slice(0, 50).map(({ uri, name, health }) => ({ uri, name: name.slice(0, 200), health })) };
      await run.api.reportPrinters(token, report);
    } catch (error) {
      if (error instanceof ServerApiError && error.status === 401) throw new DeviceRevoked('The server no longer knows this print server (removed on the Devices page).');
      if (!signal.aborted) run.log(`Cannot report the printers (${error instanceof Error ? error.message : String(error)}).`);
    }
    await sleep(run.reportEveryMs ?? PRINTER_REPORT_MS, signal);
  }
}
