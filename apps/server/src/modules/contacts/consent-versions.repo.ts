import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { consentVersions, type ConsentVersionRow } from './consent-versions.table.ts';

/** Records consent texts; a text already recorded keeps its row and its first acceptance. */
export async function insertConsentVersions(db: Db, rows: ConsentVersionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(consentVersions).values(rows).onConflictDoNothing({ target: consentVersions.id });
}

export async function findConsentVersion(db: Db, eventId: string, id: string): Promise<ConsentVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(consentVersions)
    .where(and(eq(consentVersions.eventId, eventId), eq(consentVersions.id, id)));
  return row;
}

/** The texts of the versions a page of contacts names, in one query. */
export async function findConsentVersions(db: Db, eventId: string, ids: readonly string[]): Promise<ConsentVersionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(consentVersions)
    .where(and(eq(consentVersions.eventId, eventId), inArray(consentVersions.id, [...ids])));
}
