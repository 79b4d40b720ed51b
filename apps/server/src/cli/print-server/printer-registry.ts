import { assessPrinter, type PrinterHealth } from '@booth/shared';
import { discoverPrinters } from '@/platform/ipp/discover-printers.ts';
import { readPrinterHealth } from '@/platform/ipp/ipp-printer.ts';
import type { Log } from './log.ts';

export interface KnownPrinter {
  uri: string;
  name: string;
  health: PrinterHealth;
}

const DISCOVERY_MS = 3_000;

/**
 * The printers this print server serves: the ones named with --printer, plus those announcing themselves
 * by DNS-SD when discovery is on. `refresh` reads each one's health; the list is what the server shows
 * on /devices and the kiosk's operator page, and where a job without its own printer goes.
 */
export class PrinterRegistry {
  private printers: KnownPrinter[] = [];
  private lastProblems = new Map<string, string>();

  constructor(
    private readonly options: { configured: string[]; discover: boolean; log: Log; discoveryMs?: number },
  ) {}

  list(): KnownPrinter[] {
    return this.printers;
  }

  async refresh(): Promise<KnownPrinter[]> {
    const named = this.options.configured.map((uri) => ({ uri, name: nameOf(uri) }));
    const discovered = this.options.discover ? await discoverPrinters(this.options.discoveryMs ?? DISCOVERY_MS).catch(() => []) : [];
    const unique = new Map<string, { uri: string; name: string }>();
    for (const printer of [...named, ...discovered]) if (!unique.has(printer.uri)) unique.set(printer.uri, printer);
    this.printers = await Promise.all([...unique.values()].map(async (printer) => ({ ...printer, health: await readPrinterHealth(printer.uri) })));
    for (const printer of this.printers) this.logChange(printer);
    return this.printers;
  }

  /** Where a job goes that names no printer: the first named one, else the first found that can print. */
  defaultPrinter(): string | null {
    const configured = this.options.configured[0];
    if (configured) return configured;
    return this.printers.find((printer) => assessPrinter(printer.health).canPrint)?.uri ?? this.printers[0]?.uri ?? null;
  }

  /** Logs a printer's state when it changes, in the words on the printer's own display. */
  private logChange(printer: KnownPrinter) {
    const { canPrint, problems, warnings } = assessPrinter(printer.health);
    const summary = canPrint ? `ready${warnings.length ? ` (${warnings.join(', ')})` : ''}` : `cannot print: ${problems.join(', ')}`;
    if (this.lastProblems.get(printer.uri) === summary) return;
    this.lastProblems.set(printer.uri, summary);
    this.options.log(`Printer ${printer.name} (${printer.uri}): ${summary}`);
  }
}

function nameOf(uri: string): string {
  try {
    return new URL(uri).host;
  } catch {
    return uri;
  }
}
