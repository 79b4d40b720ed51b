import { describe, expect, it } from 'vitest';
import { formatPrintDate, PRINT_DATE_FORMAT } from './print-date.ts';

// 2024-03-07 09:05 in Berlin (UTC+1), late evening of the 6th in New York.
const date = new Date('2024-03-07T08:05:00Z');

describe('print date formats', () => {
  it('prints dd.mm.YYYY by default', () => {
    expect(PRINT_DATE_FORMAT).toBe('dd.mm.YYYY');
    expect(formatPrintDate(date, undefined, 'Europe/Berlin')).toBe('07.03.2024');
  });

  it.each([
    ['dd.mm.YYYY', '07.03.2024'],
    ['YYYY-mm-dd', '2024-03-07'],
    ['dd/mm/yy', '07/03/24'],
    ['dd.mm.YYYY HH:MM', '07.03.2024 09:05'],
    ['Party am dd.mm.', 'Party am 07.03.'],
    ['', '07.03.2024'],
  ])('%j prints %j', (format, expected) => expect(formatPrintDate(date, format, 'Europe/Berlin')).toBe(expected));

  it('prints the day where the event is', () => {
    expect(formatPrintDate(date, 'dd.mm.YYYY HH:MM', 'America/New_York')).toBe('07.03.2024 03:05');
    expect(formatPrintDate(new Date('2024-03-07T02:00:00Z'), 'dd.mm.YYYY', 'America/New_York')).toBe('06.03.2024');
  });

  it('uses the 24-hour clock at midnight', () => {
    expect(formatPrintDate(new Date('2024-12-31T23:30:00Z'), 'HH:MM', 'UTC')).toBe('23:30');
    expect(formatPrintDate(new Date('2025-01-01T00:00:00Z'), 'HH:MM dd.mm.YYYY', 'UTC')).toBe('00:00 01.01.2025');
  });
});
