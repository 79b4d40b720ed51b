import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { Invalid } from '@/errors.ts';

const cursorSchema = z.tuple([z.iso.datetime({ offset: true }), z.uuid()]);

/** A position in a list ordered by a timestamp and then the id: the last row of a page. */
export interface KeysetPosition {
  at: Date;
  id: string;
}

/** Opaque to clients: base64url of `[timestamp, id]`. */
export function encodeKeysetCursor({ at, id }: KeysetPosition): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

/**
 * Reads a cursor `encodeKeysetCursor` made; anything else is a VALIDATION error naming the query
 * parameter it came in (`cursor`, `olderThan` …).
 */
export function decodeKeysetCursor(cursor: string, parameter: string): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) {
    throw new Invalid(`Invalid ${parameter}: use nextCursor from a previous page`, [{ path: parameter, message: 'invalid' }]);
  }
  const [at, id] = result.data;
  return { at: new Date(at), id };
}

/** Rows strictly after `before` in a (created_at desc, id desc) list: the keyset condition of "older" pages. */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, before: KeysetPosition): SQL {
  return sql`(${createdAt}, ${id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`;
}

/** Rows strictly after `after` in a (created_at asc, id asc) list: newer pages, and streams read in order. */
export function newerThan(createdAt: AnyColumn, id: AnyColumn, after: KeysetPosition): SQL {
  return sql`(${createdAt}, ${id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`;
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
