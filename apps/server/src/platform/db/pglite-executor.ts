import type { PGlite } from '@electric-sql/pglite';
import type { SqlExecutor } from './database.ts';

/**
 * Runs raw SQL for pg-boss on PGlite. Calls are serialised because PGlite has one session: two
 * interleaved multi-statement scripts would mix their transactions. Parameterless text goes through
 * `exec` (pg-boss's migrations and locked maintenance scripts are several statements in one string,
 * which the extended protocol behind `query` refuses); everything else through `query`.
 */
export function serialisedExecutor(client: PGlite): SqlExecutor {
  let tail: Promise<unknown> = Promise.resolve();

  async function run(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    try {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    } catch (error) {
      // A failed `BEGIN; …; COMMIT;` script leaves the single session inside an aborted transaction,
      // which would fail every later query of the whole application.
      if (client.isInTransaction()) await client.exec('ROLLBACK');
      throw error;
    }
  }

  function executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    const result = tail.then(
      () => run(text, values),
      () => run(text, values),
    );
    tail = result.catch(() => undefined);
    return result;
  }

  return {
    executeSql,
    // One process owns PGlite (it holds the DATA_DIR lock) and it has one session, so this never
    // waits; the same SQL as on PostgreSQL keeps the two engines alike.
    async withAdvisoryLock(key, task) {
      await executeSql('select pg_advisory_lock($1)', [key]);
      try {
        return await task();
      } finally {
        await executeSql('select pg_advisory_unlock($1)', [key]);
      }
    },
  };
}
