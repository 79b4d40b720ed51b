import type { GuestAiFilter, Shutter } from '@booth/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import { aiFilters } from '@/modules/ai-filters/ai-filters.table.ts';
import type { Db } from '@/platform/db/database.ts';

/**
 * The AI filters a booth offers (campaigns §3 `aiFilters` of the `ai` and `aifilter` capture modes):
 * of the enabled modes only, in the modes' order, each once.
 */
export function offeredAiFilterIds(shutter: Pick<Shutter, 'ai' | 'aifilter'>): string[] {
  const ids = [shutter.ai, shutter.aifilter].filter((mode) => mode.enabled).flatMap((mode) => mode.aiFilters.map((id) => id.toLowerCase()));
  return [...new Set(ids)];
}

/** Where a filter's thumbnail is served to guests; `v` changes with the filter, so a new thumbnail is fetched at once. */
export function aiFilterThumbnailUrl(slug: string, updatedAt: Date): string {
  return `/api/aifilters/${encodeURIComponent(slug)}/thumbnail?v=${updatedAt.getTime()}`;
}

/**
 * The offered filters as the booth shows them to guests (name, thumbnail, whether the guest picks
 * male or female, whether it is generative AI; nothing of prompts or providers' settings). Only
 * filters the campaign's owner may use (its own and the public library's): an id from another
 * customer's private filter, or of a deleted one, is left out. In the order of `ids`.
 */
export async function guestAiFilters(db: Db, ownerId: string, ids: readonly string[]): Promise<GuestAiFilter[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: aiFilters.id,
      slug: aiFilters.slug,
      name: aiFilters.name,
      thumbnailKey: aiFilters.thumbnailKey,
      useSeparateIds: aiFilters.useSeparateIds,
      provider: aiFilters.provider,
      updatedAt: aiFilters.updatedAt,
    })
    .from(aiFilters)
    .where(and(inArray(aiFilters.id, [...ids]), or(eq(aiFilters.customerId, ownerId), eq(aiFilters.isPublic, true))));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        thumbnail: row.thumbnailKey ? aiFilterThumbnailUrl(row.slug, row.updatedAt) : null,
        useSeparateIds: row.useSeparateIds,
        // The local effects are image operations, and the booth says so.
        generative: row.provider !== 'local',
      },
    ];
  });
}
