import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { printerUriFor } from '@/platform/ipp/printer-address.ts';

export const USAGE = `Usage: npm run print-server -- --server https://booth.example.com [options]
(in the container image: node apps/server/dist/print-server.mjs --server … [options])

Runs at the venue, next to the printers: pairs with your account like a tablet (enter the code it shows
on the Devices page), then prints the account's print jobs on the printers of this network.

  --server <url>        the booth server's address (or BOOTH_SERVER)
  --printer <address>   a printer: 192.168.1.20, printer.local:631 or ipp://…; repeat for more
  --no-discover         do not look for printers by DNS-SD (Bonjour/AirPrint)
  --state <file>        where the pairing and the job in progress are kept
                        (default ~/.booth-print-server.json, or BOOTH_PRINT_SERVER_STATE)
  --help                this text`;

export interface PrintServerOptions {
  server: string;
  printers: string[];
  discover: boolean;
  statePath: string;
}

/** The command line (and two environment variables, for the container) as checked options. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): PrintServerOptions | { help: true } | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        server: { type: 'string' },
        printer: { type: 'string', multiple: true },
        discover: { type: 'boolean' },
        'no-discover': { type: 'boolean' },
        state: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { help: true };
  const server = values.server ?? env.BOOTH_SERVER;
  if (!server) return { error: 'Name the booth server with --server https://…' };
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    return { error: `--server ${server} is not an address` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: '--server must be an http(s):// address' };
  let printers: string[];
  try {
    printers = (values.printer ?? []).map(printerUriFor);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const cwd = env.INIT_CWD || process.cwd();
  const statePath = resolve(cwd, values.state ?? env.BOOTH_PRINT_SERVER_STATE ?? join(homedir(), '.booth-print-server.json'));
  return { server: url.origin, printers, discover: !values['no-discover'], statePath };
}
