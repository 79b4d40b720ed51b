import { Bonjour, type Service } from 'bonjour-service';

export interface DiscoveredPrinter {
  uri: string;
  name: string;
}

/**
 * Printers announcing themselves on the local network by DNS-SD (IPP Everywhere / AirPrint: _ipp._tcp
 * and _ipps._tcp), found within `timeoutMs`. The URI is built from the announced host, port and TXT
 * `rp` (resource path, "ipp/print" on most printers). A printer that announces both is listed once, by
 * its ipps address.
 */
export async function discoverPrinters(timeoutMs: number): Promise<DiscoveredPrinter[]> {
  const bonjour = new Bonjour();
  const found = new Map<string, DiscoveredPrinter & { secure: boolean }>();
  const collect = (secure: boolean) => (service: Service) => {
    const printer = printerFromService(service, secure);
    if (!printer) return;
    const known = found.get(printer.name);
    if (!known || (secure && !known.secure)) found.set(printer.name, { ...printer, secure });
  };
  const browsers = [bonjour.find({ type: 'ipp' }, collect(false)), bonjour.find({ type: 'ipps' }, collect(true))];
  try {
    await new Promise((resolve) => setTimeout(resolve, timeoutMs));
  } finally {
    for (const browser of browsers) browser.stop();
    await new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
  }
  return [...found.values()].map(({ uri, name }) => ({ uri, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** An announced service as an IPP URI; null when it names no usable host. */
export function printerFromService(service: Pick<Service, 'name' | 'host' | 'port' | 'addresses' | 'txt'>, secure: boolean): DiscoveredPrinter | null {
  // Prefer an IPv4 address: a .local host name needs mDNS resolution that a plain HTTP client does not do.
  const address = service.addresses?.find((candidate) => !candidate.includes(':')) ?? service.addresses?.[0] ?? service.host;
  if (!address || !service.port) return null;
  const txt = (service.txt ?? {}) as Record<string, unknown>;
  const rp = typeof txt.rp === 'string' ? txt.rp.replace(/^\/+/, '') : 'ipp/print';
  const host = address.includes(':') ? `[${address}]` : address;
  return { uri: `${secure ? 'ipps' : 'ipp'}://${host}:${service.port}/${rp}`, name: service.name };
}
