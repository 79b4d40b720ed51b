import { assessPrinter, type GuestTextKey, type PrinterHealth, type PrinterProblem, type PrinterWarning } from '@booth/shared';

/** The campaign's sentence for each printer problem and warning (guest texts `printer.*`, overridable per campaign). */
export const PROBLEM_TEXTS: Record<PrinterProblem | PrinterWarning, GuestTextKey> = {
  'media-empty': 'printer.media-empty',
  'media-jam': 'printer.media-jam',
  'offline': 'printer.offline',
  'door-open': 'printer.door-open',
  'marker-supply-empty': 'printer.marker-supply-empty',
  'other': 'printer.other',
  'media-low': 'printer.media-low',
  'marker-supply-low': 'printer.marker-supply-low',
};

/**
 * What the booth says about a printer: its problems (it cannot print), else its warnings, else that it
 * is ready. A printer never read yet (null) is treated as fine: the job's own state says the rest.
 */
export function printerSentences(printer: PrinterHealth | null): { canPrint: boolean; keys: GuestTextKey[] } {
  if (!printer) return { canPrint: true, keys: [] };
  const { canPrint, problems, warnings } = assessPrinter(printer);
  if (!canPrint) return { canPrint, keys: problems.map((problem) => PROBLEM_TEXTS[problem]) };
  return { canPrint, keys: warnings.length > 0 ? warnings.map((warning) => PROBLEM_TEXTS[warning]) : ['printer.ready'] };
}
