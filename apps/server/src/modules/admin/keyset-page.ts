import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { encodeKeysetCursor, type KeysetPosition } from '@/platform/db/keyset-cursor.ts';

/** Rows strictly after `before` in a (created_at desc, id desc) list: the keyset condition. */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, before: KeysetPosition): SQL {
  return sql`(${createdAt}, ${id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`;
}

/**
 * A page from `limit + 1` rows read: the first `limit`, and the cursor of the last one when more
 * follow (null on the last page).
 */
export function keysetPage<R extends { createdAt: Date; id: string }>(rows: readonly R[], limit: number): { rows: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeKeysetCursor({ at: last.createdAt, id: last.id }) : null };
}
