import type { UserFeedback } from '../shoots/user-feedback.ts';

/*
 * The picture CSV of campaigns §9 "Export CSV": semicolon separator, dates YYYY.MM.DD HH:mm:ss,
 * booleans yes/no, the fixed columns in this order, then one column per survey question. Pure rules
 * only: the server streams the rows through a CSV library and formats the dates in a time zone.
 */

export const CSV_SEPARATOR = ';';
/** The date format of §9, in date-fns tokens. */
export const CSV_DATE_FORMAT = 'yyyy.MM.dd HH:mm:ss';

/**
 * The print addresses of §9 ("the sender and recipient address fields"). Nothing stores them yet, so
 * the columns are present and empty; their names are ours.
 */
export const CSV_ADDRESS_COLUMNS = [
  'Sender Name',
  'Sender Street',
  'Sender Zip',
  'Sender City',
  'Sender Country',
  'Recipient Name',
  'Recipient Street',
  'Recipient Zip',
  'Recipient City',
  'Recipient Country',
] as const;

/** The fixed columns of §9 in their order; survey questions follow. */
export const CSV_BASE_COLUMNS = [
  'Picture ID',
  'Timestamp',
  'Filename',
  'Email',
  'Client Approval',
  'Public',
  'Likes',
  'Phone',
  'Browser',
  'File',
  'Views',
  'Faces',
  'Company',
  'Salutation',
  'Firstname',
  'Lastname',
  'Job',
  'Street',
  'Zip',
  'Country',
  'Email-Personal',
  'City',
  'Birthday',
  'Instagram',
  ...CSV_ADDRESS_COLUMNS,
  'Comment',
] as const;

/** Characters a spreadsheet reads as the start of a formula (or that hide one: tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises a cell against formula injection (OWASP "CSV injection"): a value a spreadsheet would
 * evaluate gets a leading apostrophe, which Excel and LibreOffice show as text.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvBoolean(value: boolean): 'yes' | 'no' {
  return value ? 'yes' : 'no';
}

/** A survey question as a column name: semicolons removed (campaigns §5). */
export function surveyColumn(question: string): string {
  return question.replaceAll(';', '');
}

/** Joins the answers of several choices into one cell. */
export const SURVEY_ANSWER_JOINER = ', ';

/** The answers to one question as a cell: semicolons in values become slashes (campaigns §5). */
export function surveyCell(answers: readonly string[]): string {
  return answers.map((answer) => answer.replaceAll(';', '/')).join(SURVEY_ANSWER_JOINER);
}

/**
 * The survey columns of an export: the questions in first-seen order, one column per distinct name
 * after cleaning (two spellings that differ only by a semicolon share a column).
 */
export function surveyColumns(questions: Iterable<string>): string[] {
  return [...new Set(Array.from(questions, surveyColumn))];
}

/** What one row of the CSV is made of. */
export interface CsvPicture {
  id: string;
  createdAt: Date;
  /** The picture's name in the ZIP export (empty when it has no file). */
  fileName: string;
  /** Absolute address of the picture's file (empty when it has no file). */
  fileUrl: string;
  contactEmail: string | null;
  contactPhone: string | null;
  clientApproval: boolean;
  isPublic: boolean;
  likes: number;
  views: number;
  faceCount: number | null;
  userFeedback: UserFeedback;
}

/**
 * One row: the cells in the order of `CSV_BASE_COLUMNS` then `questions` (as `surveyColumns` made
 * them), every cell neutralised. `formatDate` writes the timestamp in the export's time zone.
 */
export function csvRow(picture: CsvPicture, questions: readonly string[], formatDate: (date: Date) => string): string[] {
  const personal = picture.userFeedback.personal ?? {};
  const answers = new Map<string, string[]>();
  for (const item of picture.userFeedback.survey ?? []) {
    const column = surveyColumn(item.question);
    answers.set(column, [...(answers.get(column) ?? []), ...item.answers]);
  }
  const cells = [
    picture.id,
    formatDate(picture.createdAt),
    picture.fileName,
    picture.contactEmail ?? '',
    csvBoolean(picture.clientApproval),
    csvBoolean(picture.isPublic),
    String(picture.likes),
    picture.contactPhone ?? '',
    picture.userFeedback.agent ?? '',
    picture.fileUrl,
    String(picture.views),
    picture.faceCount === null ? '' : String(picture.faceCount),
    personal.company ?? '',
    personal.salutation ?? '',
    personal.firstname ?? '',
    personal.lastname ?? '',
    personal.job ?? '',
    personal.street ?? '',
    personal.zipCode ?? '',
    personal.country ?? '',
    personal.email ?? '',
    personal.city ?? '',
    personal.birthday ?? '',
    personal.instagramHandle ?? '',
    ...CSV_ADDRESS_COLUMNS.map(() => ''),
    picture.userFeedback.comment ?? '',
    ...questions.map((question) => surveyCell(answers.get(question) ?? [])),
  ];
  return cells.map(neutraliseCell);
}
