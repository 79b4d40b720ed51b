import { AppError } from '../../errors.ts';

/**
 * The printer did not answer (refused connection, no route, timeout, not an IPP endpoint). A sender
 * holds the job and tries again; it never means the document was not printed, so it is never retried
 * blindly — the next attempt first looks for the job at the printer.
 */
export class PrinterUnreachable extends Error {
  constructor(
    readonly uri: string,
    readonly reason: string,
  ) {
    super(`The printer at ${uri} did not answer: ${reason}`);
    this.name = 'PrinterUnreachable';
  }
}

/** The printer answered and refused the request; `status` is the IPP status keyword (RFC 8011 §4.1.6). */
export class PrinterRefused extends Error {
  constructor(
    readonly uri: string,
    readonly status: string,
    readonly detail: string | null = null,
  ) {
    super(`The printer at ${uri} refused the request: ${status}${detail ? ` (${detail})` : ''}`);
    this.name = 'PrinterRefused';
  }
}

/**
 * A printer address the server will not send to: only loopback, private (RFC 1918), link-local and
 * unique-local addresses are printers on a venue's network; anything else would let a campaign make the
 * server call the internet (SSRF). A validation error, so a route shows it on the address field.
 */
export class PrinterAddressRefused extends AppError {
  constructor(address: string, why: string) {
    const message = `The printer address ${address} is not allowed: ${why}. Use the printer's address on the local network (for example 192.168.1.20).`;
    super('VALIDATION', message, [{ path: 'printerAddress', message, code: 'invalid' }]);
  }
}
