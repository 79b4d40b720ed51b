import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';

/** IPP printer-state (RFC 8011 §5.4.11): 3 idle, 4 processing, 5 stopped; `unreachable` when it did not answer. */
export const printerStates = ['idle', 'processing', 'stopped', 'unreachable'] as const;
export type PrinterState = (typeof printerStates)[number];

/** What a booth says about a printer, in the guest's and the operator's words. */
export const printerProblems = ['media-empty', 'media-jam', 'offline', 'door-open', 'marker-supply-empty', 'other'] as const;
export type PrinterProblem = (typeof printerProblems)[number];
export const printerWarnings = ['media-low', 'marker-supply-low'] as const;
export type PrinterWarning = (typeof printerWarnings)[number];

export const printerHealthSchema = z.object({
  state: z.enum(printerStates),
  /** printer-state-reasons as the printer sent them (without "none"), e.g. media-empty-error. */
  reasons: z.array(singleLine().max(100)).max(30),
  /** When it was read. */
  checkedAt: z.iso.datetime({ offset: true }),
});
export type PrinterHealth = z.infer<typeof printerHealthSchema>;

const REASON_SUFFIX = /-(error|warning|report)$/;
const problemOf: Record<string, PrinterProblem> = {
  'media-empty': 'media-empty',
  'media-needed': 'media-empty',
  'input-tray-missing': 'media-empty',
  'media-jam': 'media-jam',
  'offline': 'offline',
  'shutdown': 'offline',
  'connecting-to-device': 'offline',
  'door-open': 'door-open',
  'cover-open': 'door-open',
  'marker-supply-empty': 'marker-supply-empty',
  'toner-empty': 'marker-supply-empty',
  'marker-waste-full': 'marker-supply-empty',
};
const warningOf: Record<string, PrinterWarning> = {
  'media-low': 'media-low',
  'marker-supply-low': 'marker-supply-low',
  'toner-low': 'marker-supply-low',
};

/**
 * Whether a printer can take a job now, and why not (RFC 8011 printer-state-reasons). A stopped or
 * unreachable printer, or any reason that names a blocking condition (or ends in -error), holds jobs;
 * low supplies only warn. A "-report" reason is informational.
 */
export function assessPrinter(health: Pick<PrinterHealth, 'state' | 'reasons'>): {
  canPrint: boolean;
  problems: PrinterProblem[];
  warnings: PrinterWarning[];
} {
  const problems = new Set<PrinterProblem>();
  const warnings = new Set<PrinterWarning>();
  for (const raw of health.reasons) {
    if (raw === 'none' || raw.endsWith('-report')) continue;
    const keyword = raw.replace(REASON_SUFFIX, '');
    const problem = problemOf[keyword];
    const warning = warningOf[keyword];
    if (problem) problems.add(problem);
    else if (warning && !raw.endsWith('-error')) warnings.add(warning);
    else if (raw.endsWith('-error')) problems.add(warning ? 'marker-supply-empty' : 'other');
  }
  if (health.state === 'unreachable') problems.add('offline');
  if (health.state === 'stopped' && problems.size === 0) problems.add('other');
  return { canPrint: problems.size === 0, problems: [...problems], warnings: [...warnings] };
}
