import { describe, expect, it } from 'vitest';
import { PrinterAddressRefused } from './ipp-errors.ts';
import { assertPrivatePrinterUri, isPrivatePrinterAddress, printerUriFor } from './printer-address.ts';

describe('printerUriFor', () => {
  it.each([
    ['192.168.1.20', 'ipp://192.168.1.20:631/ipp/print'],
    [' 10.0.0.7:8631 ', 'ipp://10.0.0.7:8631/ipp/print'],
    ['printer.local', 'ipp://printer.local:631/ipp/print'],
    ['fd00::20', 'ipp://[fd00::20]:631/ipp/print'],
    ['[fd00::20]:8000', 'ipp://[fd00::20]:8000/ipp/print'],
    ['ipp://10.0.0.5/ipp/photo', 'ipp://10.0.0.5:631/ipp/photo'],
    ['ipps://10.0.0.5:443', 'ipps://10.0.0.5:443/ipp/print'],
  ])('%s → %s', (address, uri) => {
    expect(printerUriFor(address)).toBe(uri);
  });

  it('refuses what is not a host', () => {
    expect(() => printerUriFor('10.0.0.1/admin')).toThrow(PrinterAddressRefused);
    expect(() => printerUriFor('user@10.0.0.1')).toThrow(PrinterAddressRefused);
  });
});

describe('assertPrivatePrinterUri', () => {
  const resolveTo = (addresses: string[]) => async () => addresses;

  it.each([
    'ipp://127.0.0.1:631/ipp/print',
    'ipp://10.1.2.3/ipp/print',
    'ipp://172.31.0.9/ipp/print',
    'ipp://192.168.178.20:631/ipp/print',
    // Link-local: a printer cabled straight to the print server's laptop names itself 169.254.x.x.
    'ipp://169.254.12.34/ipp/print',
    'ipp://[::1]:631/ipp/print',
    'ipp://[fd12:3456::20]/ipp/print',
    'ipp://[fe80::1]/ipp/print',
    'ipps://[::ffff:192.168.0.9]/ipp/print',
  ])('allows %s', async (uri) => {
    await expect(assertPrivatePrinterUri(uri)).resolves.toBeUndefined();
  });

  it.each([
    ['ipp://8.8.8.8/ipp/print', '8.8.8.8 is not a loopback or local network address'],
    ['ipp://100.64.0.1/ipp/print', 'not a loopback or local network address'],
    ['ipp://0.0.0.0/ipp/print', 'not a loopback'],
    ['ipp://169.254.169.254/ipp/print', 'not a loopback'],
    ['ipp://[fd00:ec2::254]/ipp/print', 'not a loopback'],
    ['ipp://[2001:db8::1]/ipp/print', 'not a loopback'],
    ['ipp://[::ffff:8.8.8.8]/ipp/print', 'not a loopback'],
    ['http://10.0.0.1/ipp/print', 'only ipp:// and ipps://'],
    ['not a uri', 'not an address'],
  ])('refuses %s', async (uri, why) => {
    const error = await assertPrivatePrinterUri(uri).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PrinterAddressRefused);
    expect((error as PrinterAddressRefused).message).toContain(why);
    expect((error as PrinterAddressRefused).fields?.[0]?.path).toBe('printerAddress');
    expect((error as PrinterAddressRefused).status).toBe(400);
  });

  it('resolves names and needs every address to be private', async () => {
    await expect(assertPrivatePrinterUri('ipp://localhost:631/ipp/print')).resolves.toBeUndefined();
    await expect(assertPrivatePrinterUri('ipp://printer.example/ipp/print', { resolve: resolveTo(['192.168.1.20']) })).resolves.toBeUndefined();
    await expect(assertPrivatePrinterUri('ipp://example.com/ipp/print', { resolve: resolveTo(['93.184.215.14']) })).rejects.toThrow(
      'example.com resolves to 93.184.215.14, which is not a loopback or local network address',
    );
    // One private and one public answer: the connection could take the public one.
    await expect(assertPrivatePrinterUri('ipp://rebind.example/ipp/print', { resolve: resolveTo(['10.0.0.8', '1.1.1.1']) })).rejects.toThrow('resolves to 1.1.1.1');
    await expect(assertPrivatePrinterUri('ipp://nothing.example/ipp/print', { resolve: resolveTo([]) })).rejects.toThrow('resolves to no address');
    await expect(
      assertPrivatePrinterUri('ipp://unknown.invalid/ipp/print', {
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).rejects.toThrow('cannot be resolved');
  });

  it('judges single addresses, including zone ids and mapped IPv4', () => {
    expect(isPrivatePrinterAddress('fe80::1%eth0')).toBe(true);
    expect(isPrivatePrinterAddress('::ffff:a00:1')).toBe(true);
    expect(isPrivatePrinterAddress('::ffff:808:808')).toBe(false);
    expect(isPrivatePrinterAddress('printer.local')).toBe(false);
  });
});
