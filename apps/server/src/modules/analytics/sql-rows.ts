import type { SQL } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';

/**
 * The rows of a raw statement. Both drivers (node-postgres and PGlite) answer `{ rows }`; values come
 * back as the driver reads them, so statements cast what they answer to int, float8 or text.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
