import { checkPostalAddress, isWhiteLabelTheme, type BoothType, type EventSettings, type Locale, type PrintRequest } from '@booth/shared';
import { AppError, Invalid } from '@/errors.ts';

export class PrintingDisabled extends AppError {
  constructor(message: string) {
    super('PRINTING_DISABLED', message);
  }
}

/**
 * Whether the campaign offers this way of printing, and how many copies at most (campaigns §3 Sharing
 * screen, §9). AirPrint: printing on with method airprint. Print server: printing on with method
 * printServer, or the share screen's own "send to print server" option (printServer.enabled) — the
 * spec lists them as two options, so either switches it on; its copies are limited by the print
 * server's maxNumber (default 3). Postal: the oneprint option, which the white-label theme hides.
 * A virtual booth prints only with the device's own dialog: a guest's browser away from the venue
 * cannot reach its printer, so the editor offers it neither the method nor the print server.
 */
export function printLimits(settings: EventSettings, boothType: BoothType, method: PrintRequest['method'], theme: string | null): { maxCopies: number } {
  const { print, printServer, oneprint } = settings.screens.sharing;
  const virtual = boothType === 'virtual';
  switch (method) {
    case 'airprint':
      if (!print.enabled || (print.method !== 'airprint' && !virtual)) throw new PrintingDisabled('This campaign does not print with AirPrint');
      return { maxCopies: print.maxNumber };
    case 'printServer':
      if (virtual || (!printServer.enabled && !(print.enabled && print.method === 'printServer'))) throw new PrintingDisabled('This campaign does not print through a print server');
      return { maxCopies: printServer.maxNumber };
    case 'postal':
      if (!oneprint.enabled || isWhiteLabelTheme(theme)) throw new PrintingDisabled('This campaign does not send postcards');
      return { maxCopies: print.maxNumber };
  }
}

/** The request against the campaign: the method is offered, the copies within its limit, a postcard's addresses deliverable. */
export function checkPrintRequest(settings: EventSettings, boothType: BoothType, request: PrintRequest, theme: string | null, locale: Locale): void {
  const { maxCopies: campaignMax } = printLimits(settings, boothType, request.method, theme);
  // A paid print is one copy: the price is per print, so another copy is paid (and asked for) again.
  const paywall = settings.printPaywalled;
  const maxCopies = paywall.enabled && paywall.price > 0 ? 1 : campaignMax;
  if (request.copies > maxCopies) {
    throw new Invalid(`copies: at most ${maxCopies} for this campaign`, [{ path: 'copies', message: `at most ${maxCopies}`, code: 'too_big', limit: maxCopies }]);
  }
  if (request.method !== 'postal') return;
  if (!request.recipient) throw new Invalid('recipient: required for a postcard', [{ path: 'recipient', message: 'required', code: 'required' }]);
  const issues = [
    ...checkPostalAddress(request.recipient, locale).map((issue) => ({ ...issue, path: `recipient.${issue.path}` })),
    ...(request.sender ? checkPostalAddress(request.sender, locale).map((issue) => ({ ...issue, path: `sender.${issue.path}` })) : []),
  ];
  if (issues.length > 0) {
    throw new Invalid(`${issues[0]?.path}: ${issues[0]?.message}`, issues.map(({ path, message }) => ({ path, message, code: 'invalid' as const })));
  }
}
