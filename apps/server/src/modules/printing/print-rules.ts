import { checkPostalAddress, isWhiteLabelTheme, type EventSettings, type Locale, type PrintRequest } from '@booth/shared';
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
 */
export function printLimits(settings: EventSettings, method: PrintRequest['method'], theme: string | null): { maxCopies: number } {
  const { print, printServer, oneprint } = settings.screens.sharing;
  switch (method) {
    case 'airprint':
      if (!print.enabled || print.method !== 'airprint') throw new PrintingDisabled('This campaign does not print with AirPrint');
      return { maxCopies: print.maxNumber };
    case 'printServer':
      if (!printServer.enabled && !(print.enabled && print.method === 'printServer')) throw new PrintingDisabled('This campaign does not print through a print server');
      return { maxCopies: printServer.maxNumber };
    case 'postal':
      if (!oneprint.enabled || isWhiteLabelTheme(theme)) throw new PrintingDisabled('This campaign does not send postcards');
      return { maxCopies: print.maxNumber };
  }
}

/** The request against the campaign: the method is offered, the copies within its limit, a postcard's addresses deliverable. */
export function checkPrintRequest(settings: EventSettings, request: PrintRequest, theme: string | null, locale: Locale): void {
  const { maxCopies } = printLimits(settings, request.method, theme);
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
