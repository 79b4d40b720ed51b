/** The date format of a date node when none is set (campaigns §3). */
export const PRINT_DATE_FORMAT = 'dd.mm.YYYY';

/*
 * Tokens follow the spec's default `dd.mm.YYYY`, where `mm` is the month; the minutes are therefore the
 * upper-case `MM` (and the hours `HH`, 24-hour clock). Anything else is printed as written.
 *   dd  day of month, two digits      mm  month, two digits
 *   YYYY year, four digits             yy  year, two digits
 *   HH  hours 00–23                    MM  minutes 00–59
 */
const TOKENS = /YYYY|yy|dd|mm|HH|MM/g;

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute';

function dateParts(date: Date, timeZone: string | undefined): Record<Part, string> {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<Part, string> = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of format.formatToParts(date)) {
    if (part.type in parts) parts[part.type as Part] = part.value;
  }
  return parts;
}

/** A date as a date node prints it, in `timeZone` (IANA; the runtime's zone when not given). */
export function formatPrintDate(date: Date, format: string = PRINT_DATE_FORMAT, timeZone?: string): string {
  const parts = dateParts(date, timeZone);
  const year = parts.year.padStart(4, '0');
  const values: Record<string, string> = {
    YYYY: year,
    yy: year.slice(-2),
    dd: parts.day,
    mm: parts.month,
    HH: parts.hour,
    MM: parts.minute,
  };
  return (format || PRINT_DATE_FORMAT).replace(TOKENS, (token) => values[token] ?? token);
}
