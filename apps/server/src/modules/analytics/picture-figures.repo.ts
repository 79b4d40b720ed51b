import { SURVEY_ANSWERS_SHOWN, type ShootKind } from '@booth/shared';
import { and, count, eq, max, min, sql } from 'drizzle-orm';
import { shoots, vbSessions } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { rowsOf } from './sql-rows.ts';

/*
 * The figures of one campaign's pictures, each one aggregate over the event's rows (found through the
 * indexes that lead with event_id); nothing here reads pictures into JavaScript. Test pictures (the
 * organiser's, taken while the campaign was a draft) are in no figure.
 */

/** A campaign's real pictures: its rows without the test pictures. */
export const realPicturesOf = (eventId: string) => and(eq(shoots.eventId, eventId), eq(shoots.isTest, false));

export interface PictureTotals {
  pictures: number;
  ready: number;
  processing: number;
  failed: number;
  views: number;
  likes: number;
  dataCapture: number;
  consentAsked: number;
  consentAccepted: number;
  processed: number;
  averageProcessingMs: number | null;
  first: Date | null;
  last: Date | null;
}

/**
 * Quarter hours of UTC: every time zone's offset is a multiple of 15 minutes, so a quarter hour of UTC
 * lies within one hour (and one day) of any zone's wall clock.
 */
export const QUARTER_HOUR_BIN = sql`date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00')`;

const int = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`;
const statusIs = (status: string) => int(sql`count(*) filter (where ${shoots.status} = ${status})`);
/** A data capture left something: any personal field that is not empty. */
const hasPersonalData = sql`jsonb_path_exists(${shoots.userFeedback}, '$.personal.* ? (@ != "")')`;

export async function pictureTotals(db: Db, eventId: string): Promise<PictureTotals> {
  const [row] = await db
    .select({
      pictures: count(),
      ready: statusIs('ready'),
      processing: statusIs('processing'),
      failed: statusIs('failed'),
      views: int(sql`coalesce(sum(${shoots.views}), 0)`),
      likes: int(sql`coalesce(sum(${shoots.likes}), 0)`),
      dataCapture: int(sql`count(*) filter (where ${hasPersonalData})`),
      consentAsked: int(sql`count(*) filter (where ${shoots.userFeedback} -> 'consentAccepted' is not null)`),
      consentAccepted: int(sql`count(*) filter (where ${shoots.userFeedback} -> 'consentAccepted' = 'true'::jsonb)`),
      processed: int(sql`count(${shoots.processingTime}) filter (where ${shoots.status} = 'ready')`),
      averageProcessingMs: sql<number | null>`(avg(${shoots.processingTime}) filter (where ${shoots.status} = 'ready'))::float8`,
      first: min(shoots.createdAt),
      last: max(shoots.createdAt),
    })
    .from(shoots)
    .where(realPicturesOf(eventId));
  if (!row) throw new Error('an aggregate answers one row');
  return row;
}

export interface KindAndHourCounts {
  byKind: Array<{ kind: ShootKind; count: number }>;
  /** Hour of the day (0–23) in the time zone asked for. */
  byHour: Array<{ hour: number; count: number }>;
}

/** Pictures per kind and per hour of the day, in one pass (grouping sets). */
export async function countByKindAndHour(db: Db, eventId: string, timeZone: string): Promise<KindAndHourCounts> {
  // Counted per kind and quarter hour first (plain arithmetic on the instant), and only those few
  // groups are moved into the time zone: converting every picture's time costs more than the count.
  const rows = await rowsOf<{ kind: ShootKind | null; hour: number | null; count: number }>(
    db,
    sql`select kind, hour, sum(count)::int as count
        from (select kind, extract(hour from bin at time zone ${timeZone})::int as hour, count
              from (select kind, ${QUARTER_HOUR_BIN} as bin, count(*) as count from shoots where event_id = ${eventId} and not is_test group by 1, 2) as bins) as hours
        group by grouping sets ((kind), (hour))`,
  );
  const byKind = rows.filter((row): row is typeof row & { kind: ShootKind } => row.kind !== null).map(({ kind, count: n }) => ({ kind, count: n }));
  const byHour = rows.filter((row): row is typeof row & { hour: number } => row.kind === null && row.hour !== null).map(({ hour, count: n }) => ({ hour, count: n }));
  return { byKind, byHour };
}

/** Guest sessions of the campaign; the organiser's test sessions (started on a draft) are not counted. */
export async function countSessions(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(vbSessions)
    .where(and(eq(vbSessions.eventId, eventId), eq(vbSessions.isTest, false)));
  return row?.count ?? 0;
}

/**
 * Pictures that left the booth: shared from the sharing screen (a button other than the QR code just
 * being shown), or whose microsite was viewed or had a button clicked (likes aside). Distinct pictures,
 * and only pictures still in the campaign.
 */
export async function countSharedPictures(db: Db, eventId: string): Promise<number> {
  // Views first: most shared pictures were viewed, so the click look-up (primary key) and the set of
  // shared beacons (hashed once) are consulted for the others only.
  const [row] = await rowsOf<{ shared: number }>(
    db,
    sql`select count(*)::int as shared from shoots s
        where s.event_id = ${eventId} and not s.is_test and (
          s.views > 0
          or exists (select 1 from microsite_clicks c where c.shoot_id = s.id and c.button <> 'like')
          or s.id in (select a.shoot_id from booth_activity a where a.event_id = ${eventId} and a.action = 'share' and a.channel <> 'qr'))`,
  );
  return row?.shared ?? 0;
}

export interface SurveyRow {
  question: string;
  respondents: number;
  answer: string;
  count: number;
  /** Every answer given to the question, shown or not. */
  answersGiven: number;
}

/**
 * How often each answer of each survey question was given (the questions as the guests saw them, the
 * export's columns), the SURVEY_ANSWERS_SHOWN most given per question. One plain GROUP BY over the
 * unpacked answers; an item with k answers adds 1/k to each of them, so the sum over a question's
 * answers is the number of guests who answered it, without a second pass or a DISTINCT.
 * The pictures' surveys are counted first and each different survey is unpacked once, weighted by how
 * many pictures gave it: guests mostly pick from the same few answers, and unpacking JSON costs more
 * than hashing it (bench, 100,000 pictures: 80 → 47 ms; when every survey differs, 140 → 155 ms).
 */
export async function surveyAnswerCounts(db: Db, eventId: string): Promise<SurveyRow[]> {
  return rowsOf<SurveyRow>(
    db,
    sql`select question, respondents::int as respondents, answer, count::int as count, given::int as "answersGiven" from (
          select question, answer, count,
            round(sum(share) over (partition by question)) as respondents,
            sum(count) over (partition by question) as given,
            row_number() over (partition by question order by count desc, answer) as rank
          from (
            select item ->> 'question' as question, answer, sum(surveys.pictures) as count, sum(surveys.pictures * 1.0 / jsonb_array_length(item -> 'answers')) as share
            from (
              select s.user_feedback -> 'survey' as survey, count(*) as pictures
              from shoots s
              where s.event_id = ${eventId} and not s.is_test and s.user_feedback -> 'survey' is not null
              group by 1
            ) as surveys
            cross join lateral jsonb_array_elements(case when jsonb_typeof(surveys.survey) = 'array' then surveys.survey else '[]'::jsonb end) as item
            cross join lateral jsonb_array_elements_text(case when jsonb_typeof(item -> 'answers') = 'array' then item -> 'answers' else '[]'::jsonb end) as answer
            where item ->> 'question' is not null
            group by 1, 2
          ) as counted
        ) as ranked
        where rank <= ${SURVEY_ANSWERS_SHOWN}
        order by respondents desc, question, rank`,
  );
}

/** The first and last real picture's time (the ends of shoots_event_created_idx, test pictures skipped). */
export async function pictureRange(db: Db, eventId: string): Promise<{ first: Date | null; last: Date | null }> {
  const [row] = await db.select({ first: min(shoots.createdAt), last: max(shoots.createdAt) }).from(shoots).where(realPicturesOf(eventId));
  return { first: row?.first ?? null, last: row?.last ?? null };
}
