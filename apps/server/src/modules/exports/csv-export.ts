import { CSV_BASE_COLUMNS, CSV_DATE_FORMAT, CSV_SEPARATOR, csvRow, exportEntryName, neutraliseCell, surveyColumns } from '@booth/shared';
import { tz } from '@date-fns/tz';
import { stringify } from 'csv-stringify';
import { format } from 'date-fns';
import { Readable, pipeline } from 'node:stream';
import type { EventRow } from '@/modules/events/events.table.ts';
import { fileUrl } from '@/modules/shoots/shoot-views.ts';
import type { Db } from '@/platform/db/database.ts';
import type { CsvLinkParams } from './export-links.ts';
import { exportShoots, surveyQuestions, type ExportSelection, type ExportShoot } from './exports.repo.ts';
import { exportedExtension } from './zip-export.ts';

export interface CsvExportDeps {
  db: Db;
  publicUrl: string;
}

/** `YYYY.MM.DD HH:mm:ss` (campaigns §9) in an IANA time zone. */
export function csvDate(date: Date, timeZone: string): string {
  return format(date, CSV_DATE_FORMAT, { in: tz(timeZone) });
}

function cellsOf(deps: CsvExportDeps, event: EventRow, shoot: ExportShoot, questions: readonly string[], timeZone: string): string[] {
  const main = shoot.renditions.main;
  return csvRow(
    {
      ...shoot,
      // The same name the picture has in the ZIP, so a row and its file can be matched.
      fileName: main ? exportEntryName(event.slug, shoot.createdAt, shoot.slug, exportedExtension(main)) : '',
      fileUrl: main ? `${deps.publicUrl}${fileUrl(main.path)}` : '',
    },
    questions,
    (date) => csvDate(date, timeZone),
  );
}

/**
 * The pictures' data as CSV (campaigns §9), streamed: the survey columns come from one query before
 * the first row, then the rows are read a page at a time and written through csv-stringify as the
 * reader takes them. Every picture is listed, also one still processing or failed: the guest's data
 * is there either way (its file cells are then empty). UTF-8 with BOM so Excel reads umlauts; CRLF
 * line ends as RFC 4180 has them.
 */
export async function csvExport(deps: CsvExportDeps, event: EventRow, params: CsvLinkParams): Promise<Readable> {
  const selection: ExportSelection = { eventId: event.id, shootIds: params.shootIds, onlyPublic: false, readyOnly: false };
  const questions = surveyColumns(await surveyQuestions(deps.db, selection));
  async function* rows() {
    for await (const shoot of exportShoots(deps.db, selection)) yield cellsOf(deps, event, shoot, questions, params.timeZone);
  }
  const table = stringify({
    delimiter: CSV_SEPARATOR,
    bom: true,
    record_delimiter: 'windows',
    header: true,
    // A question is a header cell a spreadsheet reads like any other.
    columns: [...CSV_BASE_COLUMNS, ...questions.map(neutraliseCell)],
  });
  return pipeline(Readable.from(rows()), table, () => {
    // pipeline destroys both streams on failure; the response then ends as failed.
  });
}
