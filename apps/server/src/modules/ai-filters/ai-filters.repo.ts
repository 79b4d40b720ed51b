import { desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { aiFilters, type AiFilterRow, type NewAiFilterRow } from './ai-filters.table.ts';

/** Which filters a list shows: the customer's own, the public library, or both. */
export type AiFilterListScope = 'all' | 'own' | 'library';

/** The filter with this slug, whoever owns it (the service decides who may see it). */
export async function findAiFilterBySlug(db: Db, slug: string): Promise<AiFilterRow | undefined> {
  const [row] = await db.select().from(aiFilters).where(eq(aiFilters.slug, slug));
  return row;
}

export async function findAiFilterById(db: Db, id: string): Promise<AiFilterRow | undefined> {
  const [row] = await db.select().from(aiFilters).where(eq(aiFilters.id, id));
  return row;
}

/** The customer's own filters and/or the public library, newest first. */
export async function listAiFilters(db: Db, customerId: string, scope: AiFilterListScope): Promise<AiFilterRow[]> {
  const own = eq(aiFilters.customerId, customerId);
  const library = eq(aiFilters.isPublic, true);
  const where: SQL | undefined = scope === 'own' ? own : scope === 'library' ? library : or(own, library);
  return db.select().from(aiFilters).where(where).orderBy(desc(aiFilters.createdAt), desc(aiFilters.id));
}

/** Slugs equal to `base` or of the form `base-…`, for picking the next free one. `base` holds only [a-z0-9-]. */
export async function slugsStartingWith(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: aiFilters.slug })
    .from(aiFilters)
    .where(or(eq(aiFilters.slug, base), like(aiFilters.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertAiFilter(db: Db, values: NewAiFilterRow): Promise<AiFilterRow> {
  const [row] = await db.insert(aiFilters).values(values).returning();
  if (!row) throw new Error('ai filter insert returned no row');
  return row;
}

/** Inserts unless the id or the slug exists already (seeding); true when inserted now. */
export async function insertAiFilterOnce(db: Db, values: NewAiFilterRow): Promise<boolean> {
  const rows = await db.insert(aiFilters).values(values).onConflictDoNothing().returning({ id: aiFilters.id });
  return rows.length > 0;
}

export type AiFilterChanges = Partial<Omit<NewAiFilterRow, 'id' | 'customerId' | 'slug' | 'createdAt'>>;

export async function updateAiFilter(db: Db, id: string, values: AiFilterChanges): Promise<AiFilterRow | undefined> {
  const [row] = await db.update(aiFilters).set(values).where(eq(aiFilters.id, id)).returning();
  return row;
}

/** Points the filter at a new thumbnail; answers the key it replaced (to delete), if any. Locked, so two runs finishing together each see the other's key. */
export async function setAiFilterThumbnail(db: Db, id: string, key: string, at: Date): Promise<{ replaced: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ thumbnailKey: aiFilters.thumbnailKey }).from(aiFilters).where(eq(aiFilters.id, id)).for('update');
    if (!current) return undefined;
    await tx.update(aiFilters).set({ thumbnailKey: key, updatedAt: at }).where(eq(aiFilters.id, id));
    return { replaced: current.thumbnailKey === key ? null : current.thumbnailKey };
  });
}

export async function deleteAiFilter(db: Db, id: string): Promise<void> {
  await db.delete(aiFilters).where(eq(aiFilters.id, id));
}

export interface CampaignUsingFilter {
  id: string;
  customerId: string;
  name: string;
  slug: string;
}

/**
 * Campaigns whose capture modes offer the filter (settings `shutter.<mode>.aiFilters` holds its id),
 * of every customer: a public library filter may be in anyone's campaign. A JSON path query, so an id
 * that merely appears in some text of the settings does not count.
 */
export async function campaignsUsingAiFilter(db: Db, filterId: string): Promise<CampaignUsingFilter[]> {
  return db
    .select({ id: events.id, customerId: events.customerId, name: events.name, slug: events.slug })
    .from(events)
    .where(sql`jsonb_path_exists(${events.settings}, '$.shutter.*.aiFilters[*] ? (@ == $id)', jsonb_build_object('id', ${filterId}::text))`)
    .orderBy(events.name);
}
