import { createServerApi } from './server-api.ts';
import { consoleLog } from './log.ts';
import { parseOptions, USAGE } from './options.ts';
import { runPrintServer } from './print-server.ts';
import { PrinterRegistry } from './printer-registry.ts';
import { openStateFile } from './state-file.ts';

/** Reported with the pairing and every printer report, so /devices shows which build runs at the venue. */
export const PRINT_SERVER_VERSION = 'print-server/1.0.0';

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if ('help' in options) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in options) {
    console.error(`${options.error}\n\n${USAGE}`);
    return 2;
  }
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      consoleLog('Stopping: finishing the current step; a job in progress is picked up at the next start.');
      stop.abort();
    });
  }
  try {
    const state = await openStateFile(options.statePath, options.server);
    consoleLog(`Print server for ${options.server} (state in ${options.statePath}).`);
    if (options.printers.length) consoleLog(`Printers named: ${options.printers.join(', ')}.`);
    if (options.discover) consoleLog('Looking for printers on this network (DNS-SD); turn off with --no-discover.');
    const registry = new PrinterRegistry({ configured: options.printers, discover: options.discover, log: consoleLog });
    await runPrintServer({ api: createServerApi(options.server), state, registry, appVersion: PRINT_SERVER_VERSION, log: consoleLog, signal: stop.signal });
    consoleLog('Stopped.');
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = await main();
