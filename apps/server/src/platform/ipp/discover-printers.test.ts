import { Bonjour } from 'bonjour-service';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverPrinters, printerFromService } from './discover-printers.ts';

describe('printerFromService', () => {
  it('builds the URI from the address, port and TXT rp', () => {
    expect(printerFromService({ name: 'Photo', host: 'photo.local', port: 631, addresses: ['fe80::2', '192.168.1.20'], txt: { rp: 'ipp/print' } }, false)).toEqual({
      uri: 'ipp://192.168.1.20:631/ipp/print',
      name: 'Photo',
    });
    expect(printerFromService({ name: 'V6', host: 'v6.local', port: 443, addresses: ['fd00::9'], txt: { rp: '/printers/dnp' } }, true)?.uri).toBe('ipps://[fd00::9]:443/printers/dnp');
    expect(printerFromService({ name: 'No TXT', host: 'n.local', port: 8631, addresses: [], txt: {} }, false)?.uri).toBe('ipp://n.local:8631/ipp/print');
    expect(printerFromService({ name: 'Broken', host: '', port: 0, addresses: [], txt: {} }, false)).toBeNull();
  });
});

describe('discoverPrinters', () => {
  const announcer = new Bonjour();
  afterAll(async () => {
    await new Promise<void>((resolve) => announcer.unpublishAll(() => announcer.destroy(() => resolve())));
  });

  it('finds a printer announced by DNS-SD on the local network', async () => {
    const name = `Booth Test ${process.pid}`;
    announcer.publish({ name, type: 'ipp', port: 18_631, txt: { rp: 'ipp/print' } });
    const printers = await discoverPrinters(2_000);
    const found = printers.find((printer) => printer.name === name);
    expect(found?.uri).toMatch(/^ipp:\/\/.+:18631\/ipp\/print$/);
  });
});
