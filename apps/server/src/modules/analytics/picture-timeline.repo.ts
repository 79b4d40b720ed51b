import type { AnalyticsBucketUnit, ShootKind } from '@booth/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { QUARTER_HOUR_BIN } from './picture-figures.repo.ts';
import { rowsOf } from './sql-rows.ts';

export interface TimelineRow {
  /** The bucket's wall-clock start in the time zone, `YYYY-MM-DDTHH:MI`. */
  local: string;
  /** The same start as epoch milliseconds. */
  startMs: number;
  /** Null for a bucket without pictures. */
  kind: ShootKind | null;
  count: number;
}

/**
 * Real pictures (no test pictures) per bucket (an hour or a day of the wall clock in `timeZone`) and kind, from the first
 * picture's bucket to the last's, empty buckets included (generated, then joined to the counts).
 * Counted per quarter hour of UTC first, then those groups are put on the wall clock.
 */
export async function pictureTimeline(db: Db, eventId: string, unit: AnalyticsBucketUnit, timeZone: string): Promise<TimelineRow[]> {
  const step = unit === 'hour' ? '1 hour' : '1 day';
  return rowsOf<TimelineRow>(
    db,
    sql`with bins as (
          select kind, ${QUARTER_HOUR_BIN} as bin, count(*) as count from shoots where event_id = ${eventId} and not is_test group by 1, 2
        ),
        local_bins as (select kind, date_trunc(${unit}, bin at time zone ${timeZone}) as local, count from bins),
        bounds as (select min(local) as low, max(local) as high from local_bins),
        slots as (select generate_series(low, high, ${step}::interval) as local from bounds where low is not null),
        counted as (select local, kind, sum(count)::int as count from local_bins group by local, kind)
        select to_char(slots.local, 'YYYY-MM-DD"T"HH24:MI') as local,
          (extract(epoch from (slots.local at time zone ${timeZone})) * 1000)::float8 as "startMs",
          counted.kind, coalesce(counted.count, 0)::int as count
        from slots left join counted on counted.local = slots.local
        order by slots.local, counted.kind`,
  );
}
