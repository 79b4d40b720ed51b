import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { type KeysetPosition, newerThan } from '@/platform/db/keyset-cursor.ts';
import { z } from 'zod';
import { exportLinks, type ExportLinkRow } from './export-links.table.ts';

export async function insertExportLink(db: Db, row: ExportLinkRow): Promise<void> {
  await db.insert(exportLinks).values(row);
}

export async function findExportLink(db: Db, tokenHash: string): Promise<ExportLinkRow | undefined> {
  const [row] = await db.select().from(exportLinks).where(eq(exportLinks.tokenHash, tokenHash));
  return row;
}

/** Links past their expiry are useless; removed whenever a new one is made (export_links_expires_idx). */
export async function deleteExpiredExportLinks(db: Db, now: Date): Promise<void> {
  await db.delete(exportLinks).where(lt(exportLinks.expiresAt, now));
}

/** Which pictures of a campaign an export takes. */
export interface ExportSelection {
  eventId: string;
  /** Chosen pictures; empty means all of the campaign. */
  shootIds: readonly string[];
  onlyPublic: boolean;
  /** Only pictures whose files are made (the ZIP); the CSV lists every picture's data. */
  readyOnly: boolean;
}

function selectionConditions(selection: ExportSelection): SQL[] {
  // Test pictures (taken by the organiser while the campaign was a draft) are never exported, even when chosen.
  const conditions: SQL[] = [eq(shoots.eventId, selection.eventId), eq(shoots.isTest, false)];
  // One array parameter instead of one parameter per id: 20,000 ids stay one bind value.
  if (selection.shootIds.length > 0) conditions.push(sql`${shoots.id} = any(string_to_array(${selection.shootIds.join(',')}, ',')::uuid[])`);
  if (selection.onlyPublic) conditions.push(eq(shoots.isPublic, true));
  if (selection.readyOnly) conditions.push(eq(shoots.status, 'ready'));
  return conditions;
}

const exportColumns = {
  id: shoots.id,
  slug: shoots.slug,
  createdAt: shoots.createdAt,
  renditions: shoots.renditions,
  contactEmail: shoots.contactEmail,
  contactPhone: shoots.contactPhone,
  clientApproval: shoots.clientApproval,
  isPublic: shoots.isPublic,
  likes: shoots.likes,
  views: shoots.views,
  faceCount: shoots.faceCount,
  userFeedback: shoots.userFeedback,
};
export type ExportShoot = { [K in keyof typeof exportColumns]: (typeof shoots.$inferSelect)[K] };

/**
 * One page of the selection, oldest first, after `after`. `created_at ASC, id ASC` (NULLS LAST) is
 * `shoots_event_created_idx` read backwards, and the cursor is a row comparison on the same columns,
 * so every page costs the same however deep the export is.
 */
export function exportShootPage(db: Db, selection: ExportSelection, after: KeysetPosition | undefined, limit: number): Promise<ExportShoot[]> {
  const conditions = selectionConditions(selection);
  if (after) conditions.push(newerThan(shoots.createdAt, shoots.id, after));
  return db
    .select(exportColumns)
    .from(shoots)
    .where(and(...conditions))
    .orderBy(asc(shoots.createdAt), asc(shoots.id))
    .limit(limit);
}

/** Every picture of the selection, page by page: at most one page is in memory at a time. */
export async function* exportShoots(db: Db, selection: ExportSelection, pageSize = 500): AsyncGenerator<ExportShoot> {
  let after: KeysetPosition | undefined;
  for (;;) {
    const page = await exportShootPage(db, selection, after, pageSize);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { at: last.createdAt, id: last.id };
  }
}

const questionRows = z.object({ rows: z.array(z.object({ question: z.string() })) });

/**
 * The survey questions of the selection in the order they were first asked (by picture, then by
 * position in its survey), each once, from one query over the pictures' userFeedback: the CSV needs its
 * columns before its first row, without loading the rows.
 */
export async function surveyQuestions(db: Db, selection: ExportSelection): Promise<string[]> {
  const where = and(...selectionConditions(selection));
  const result = await db.execute(sql`
    select question from (
      select distinct on (item.value->>'question') item.value->>'question' as question, ${shoots.createdAt} as at, ${shoots.id} as id, item.ordinality as position
      from ${shoots}
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(${shoots.userFeedback}->'survey') = 'array' then ${shoots.userFeedback}->'survey' else '[]'::jsonb end
      ) with ordinality as item(value, ordinality)
      where ${where} and jsonb_typeof(item.value->'question') = 'string'
      order by item.value->>'question', ${shoots.createdAt}, ${shoots.id}, item.ordinality
    ) as firsts
    order by at, id, position`);
  // Both drivers (pg, PGlite) answer raw SQL as `{ rows }`; the type of a raw result is not known statically.
  return questionRows.parse(result).rows.map((row) => row.question);
}
