import type { SqlExecutor } from '@/platform/db/database.ts';

/**
 * Who runs which active job, and whether that process is still alive. pg-boss only knows that a job
 * is active, and gives it back after `expireInSeconds` (which has to outlast a long video); a process
 * killed with SIGKILL would hold its jobs that long. Each runner leases the jobs it fetched and renews
 * its leases every few seconds; an active job whose lease went stale (or that never got one) belongs
 * to a dead process and is failed, so pg-boss retries it.
 *
 * The table lives in the job system's own schema (`pgboss`) and is created by the job system at start,
 * like pg-boss creates its tables: it is part of the queue engine, not of the application's model.
 */
const SCHEMA = 'pgboss';

export interface DeadJob {
  name: string;
  id: string;
}

export interface Leases {
  install(): Promise<void>;
  /** Takes or renews (upsert) the leases of these jobs for this holder. */
  take(name: string, ids: readonly string[]): Promise<void>;
  release(ids: readonly string[]): Promise<void>;
  /**
   * Active jobs of other holders whose lease is older than `staleMs` (a job without a lease counts
   * from its start, which covers the moment between fetch and lease). `everyone: true` at the start of
   * the only process there can be (the embedded database): every active job is then dead.
   */
  dead(options: { staleMs: number; everyone?: boolean }): Promise<DeadJob[]>;
  /** Drops leases whose job is no longer active (completed, or failed by someone else). */
  prune(): Promise<void>;
}

export function createLeases(sql: SqlExecutor, holder: string): Leases {
  return {
    async install() {
      await sql.executeSql(
        `CREATE TABLE IF NOT EXISTS ${SCHEMA}.job_lease (
          job_id uuid PRIMARY KEY,
          name text NOT NULL,
          holder uuid NOT NULL,
          renewed_at timestamptz NOT NULL DEFAULT now()
        )`,
        [],
      );
    },

    async take(name, ids) {
      if (ids.length === 0) return;
      await sql.executeSql(
        `INSERT INTO ${SCHEMA}.job_lease (job_id, name, holder)
         SELECT id, $2, $3 FROM unnest($1::uuid[]) AS id
         ON CONFLICT (job_id) DO UPDATE SET holder = excluded.holder, renewed_at = now()`,
        [ids, name, holder],
      );
    },

    async release(ids) {
      if (ids.length === 0) return;
      await sql.executeSql(`DELETE FROM ${SCHEMA}.job_lease WHERE job_id = ANY($1::uuid[])`, [ids]);
    },

    async dead({ staleMs, everyone = false }) {
      const { rows } = await sql.executeSql(
        `SELECT j.name, j.id::text AS id
         FROM ${SCHEMA}.job j LEFT JOIN ${SCHEMA}.job_lease l ON l.job_id = j.id
         WHERE j.state = 'active'
           AND (l.holder IS NULL OR l.holder <> $3::uuid)
           AND ($2::boolean OR COALESCE(l.renewed_at, j.started_on) < now() - $1::int * interval '1 millisecond')`,
        [Math.round(staleMs), everyone, holder],
      );
      return rows as DeadJob[];
    },

    async prune() {
      await sql.executeSql(
        `DELETE FROM ${SCHEMA}.job_lease l
         WHERE NOT EXISTS (SELECT 1 FROM ${SCHEMA}.job j WHERE j.id = l.job_id AND j.state = 'active')`,
        [],
      );
    },
  };
}
