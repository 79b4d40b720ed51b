import { CSV_SEPARATOR, neutraliseCell, type BestPerforming, type EventAnalytics, type Locale } from '@booth/shared';
import type { TFunction } from 'i18next';
import { csvDateInZone, formatRate } from './format';

/*
 * The report as CSV, built in the browser from the figures the page loaded: one row per figure
 * (section; item; detail; value), semicolon-separated like the picture export (campaigns §9), UTF-8
 * with a byte order mark so Excel shows umlauts, every cell neutralised against formula injection
 * with the export's shared rule.
 */

type Row = [section: string, item: string, detail: string, value: string | number];

/** RFC 4180 quoting: a cell holding the separator, a quote or a line break is quoted, quotes doubled. */
function quote(cell: string): string {
  return /[";\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => quote(neutraliseCell(String(cell)))).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

export function reportRows(figures: EventAnalytics, best: BestPerforming | null, t: TFunction<'analytics'>, locale: Locale): Row[] {
  const { timeZone } = figures;
  const rate = (value: number | null) => formatRate(value, locale) ?? '';
  const campaign = t('csv.campaign');
  const rows: Row[] = [
    [campaign, t('csv.name'), '', figures.name],
    [campaign, t('timeZone', { timeZone }), '', timeZone],
    [campaign, t('csv.firstPicture'), '', figures.range.firstPictureAt ? csvDateInZone(figures.range.firstPictureAt, timeZone) : ''],
    [campaign, t('csv.lastPicture'), '', figures.range.lastPictureAt ? csvDateInZone(figures.range.lastPictureAt, timeZone) : ''],
  ];
  const totals = t('csv.totals');
  for (const key of ['pictures', 'sessions', 'captures', 'shares', 'views', 'likes', 'clicks', 'failed', 'deleted'] as const) {
    rows.push([totals, t(`tiles.${key}`), '', figures.totals[key]]);
  }
  rows.push([totals, t('tiles.prints'), '', figures.prints.jobs], [totals, t('tiles.printedCopies'), '', figures.prints.copies]);
  const funnel = t('funnel.title');
  for (const key of ['sessions', 'captures', 'submitted', 'shared'] as const) rows.push([funnel, t(`funnel.${key}`), '', figures.funnel[key]]);
  const rates = t('csv.rates');
  rows.push([rates, t('tiles.dataCapture'), t('tiles.rateOf', { part: figures.dataCapture.pictures, whole: figures.totals.pictures }), rate(figures.dataCapture.rate)]);
  rows.push([rates, t('tiles.consent'), t('tiles.rateOf', { part: figures.consent.accepted, whole: figures.consent.asked }), rate(figures.consent.rate)]);
  rows.push([rates, t('tiles.processing'), 'ms', figures.processing.averageMs ?? '']);
  for (const { kind, count } of figures.picturesByKind) rows.push([t('byKind.title'), t(`kind.${kind}`), kind, count]);
  for (const { hour, count } of figures.picturesByHour) rows.push([t('byHour.title'), t('byHour.hour', { hour: String(hour).padStart(2, '0') }), timeZone, count]);
  for (const share of figures.shares) rows.push([t('shares.title'), t(`shares.channel.${share.channel}`), t(`shares.${share.source}`), share.count]);
  for (const question of figures.survey) {
    for (const { answer, count } of question.answers) rows.push([t('survey.title'), question.question, answer, count]);
    if (question.otherAnswers > 0) rows.push([t('survey.title'), question.question, t('survey.other'), question.otherAnswers]);
  }
  for (const item of best?.items ?? []) {
    rows.push([t('csv.best'), item.micrositeUrl, t('best.views', { count: item.views }), item.views]);
    rows.push([t('csv.best'), item.micrositeUrl, t('best.likes', { count: item.likes }), item.likes]);
    rows.push([t('csv.best'), item.micrositeUrl, t('best.clicks', { count: item.clicks }), item.clicks]);
  }
  return rows;
}

/** The whole file: a header row, then the figures. */
export function reportCsv(figures: EventAnalytics, best: BestPerforming | null, t: TFunction<'analytics'>, locale: Locale): string {
  return csvText([[t('csv.section'), t('csv.item'), t('csv.detail'), t('csv.value')], ...reportRows(figures, best, t, locale)]);
}
