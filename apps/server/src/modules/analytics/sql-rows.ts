import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';

/**
 * The rows of a raw statement. Both drivers (node-postgres and PGlite) answer `{ rows }`; values come
 * back as the driver reads them, so statements cast what they answer to int, float8 or text.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs a read with PostgreSQL's JIT compiler and parallel workers off. The planner cannot estimate how
 * many rows a JSON array unpacks to (it assumes 100 per row), so over a large campaign it expects
 * billions of rows and spends a quarter of a second compiling a statement that runs in a tenth of it.
 * Parallel workers do not pay either: an answer's reads already run side by side, one per connection,
 * so the cores are busy and each worker only adds its start-up and a second pass of the gather (bench:
 * the figures' statements at once 222 → 195 ms median without workers, 100,000 pictures, 2 cores).
 * A transaction of its own, so the settings end with it and the reads of one answer still run side by side.
 */
export function withoutJit<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Both in one round trip; `true` makes them local to the transaction, like SET LOCAL.
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
    return read(tx);
  });
}
