import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { PrinterAddressRefused } from './ipp-errors.ts';

const IPP_PORT = 631;
const IPP_PATH = '/ipp/print';

/**
 * A printer address as typed (campaigns §3 Print server "remember IP": `192.168.1.20`, `printer.local:8631`,
 * `[fd00::20]`, or a full `ipp://…`/`ipps://…` URI) as an IPP URI. A bare address gets port 631 and the
 * IPP Everywhere path /ipp/print; a URI keeps its scheme, port and path.
 */
export function printerUriFor(address: string): string {
  const trimmed = address.trim();
  if (/^ipps?:\/\//i.test(trimmed)) {
    const url = new URL(trimmed);
    const path = url.pathname && url.pathname !== '/' ? url.pathname : IPP_PATH;
    return `${url.protocol.toLowerCase()}//${url.hostname}:${url.port || IPP_PORT}${path}`;
  }
  // A bare IPv6 address has colons of its own: without brackets the whole of it is the host.
  const host = isIP(trimmed) === 6 ? `[${trimmed}]` : trimmed;
  const url = new URL(`ipp://${host}`);
  if (!url.hostname || url.pathname.length > 1 || url.search || url.username) throw new PrinterAddressRefused(address, 'it is not a host name or IP address');
  return `ipp://${url.hostname}:${url.port || IPP_PORT}${IPP_PATH}`;
}

/**
 * Addresses a venue's printer can have. Link-local is in (a printer cabled straight to a laptop, or on a
 * network without DHCP, gives itself 169.254.x.x), except the cloud metadata services that live there —
 * 169.254.169.254 and friends are the classic SSRF target of a hosted server, and AWS also answers at
 * fd00:ec2::254 inside the unique-local range.
 */
const allowed = new BlockList();
allowed.addSubnet('127.0.0.0', 8, 'ipv4');
allowed.addSubnet('10.0.0.0', 8, 'ipv4');
allowed.addSubnet('172.16.0.0', 12, 'ipv4');
allowed.addSubnet('192.168.0.0', 16, 'ipv4');
allowed.addSubnet('169.254.0.0', 16, 'ipv4');
allowed.addAddress('::1', 'ipv6');
allowed.addSubnet('fc00::', 7, 'ipv6');
allowed.addSubnet('fe80::', 10, 'ipv6');

const metadata = new BlockList();
metadata.addSubnet('169.254.169.0', 24, 'ipv4');
metadata.addSubnet('169.254.170.0', 24, 'ipv4');
metadata.addSubnet('fd00:ec2::', 64, 'ipv6');

/** Whether one resolved address is a printer's kind of address. IPv4-mapped IPv6 counts as its IPv4. */
export function isPrivatePrinterAddress(address: string): boolean {
  const ip = unmapIPv4(address.replace(/%.*$/, ''));
  const family = isIP(ip) === 4 ? 'ipv4' : isIP(ip) === 6 ? 'ipv6' : null;
  if (!family) return false;
  return allowed.check(ip, family) && !metadata.check(ip, family);
}

/** ::ffff:10.0.0.1 (or its hex form ::ffff:a00:1, which URL parsing produces) as 10.0.0.1. */
function unmapIPv4(address: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return address;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export type ResolveHost = (host: string) => Promise<string[]>;
const resolveWithDns: ResolveHost = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Refuses a printer URI the server must not call: every address its host resolves to must be loopback,
 * RFC 1918, link-local (not metadata) or unique-local. All of them, because a name that resolves to one
 * private and one public address would let the connection pick the public one.
 */
export async function assertPrivatePrinterUri(uri: string, options: { resolve?: ResolveHost } = {}): Promise<void> {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new PrinterAddressRefused(uri, 'it is not an address');
  }
  if (url.protocol !== 'ipp:' && url.protocol !== 'ipps:') throw new PrinterAddressRefused(uri, 'only ipp:// and ipps:// printers can be used');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (options.resolve ?? resolveWithDns)(host);
  } catch {
    throw new PrinterAddressRefused(uri, `the name ${host} cannot be resolved`);
  }
  const outside = addresses.find((address) => !isPrivatePrinterAddress(address));
  if (addresses.length === 0) throw new PrinterAddressRefused(uri, `the name ${host} resolves to no address`);
  if (outside !== undefined) {
    const what = isIP(host) ? host : `${host} resolves to ${outside}, which`;
    throw new PrinterAddressRefused(uri, `${what} is not a loopback or local network address`);
  }
}
