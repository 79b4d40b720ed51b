import { and, eq, sql } from 'drizzle-orm';
import { printJobs } from '@/modules/printing/print-jobs.table.ts';
import type { Db } from '@/platform/db/database.ts';

/** Print jobs of the campaign that reached paper (state done) and the copies they printed (issue 25). */
export async function countPrints(db: Db, eventId: string): Promise<{ jobs: number; copies: number }> {
  const [row] = await db
    .select({ jobs: sql<number>`count(*)::int`, copies: sql<number>`coalesce(sum(${printJobs.copies}), 0)::int` })
    .from(printJobs)
    .where(and(eq(printJobs.eventId, eventId), eq(printJobs.state, 'done')));
  return { jobs: Number(row?.jobs ?? 0), copies: Number(row?.copies ?? 0) };
}
