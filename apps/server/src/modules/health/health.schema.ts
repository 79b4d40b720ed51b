import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  jobs: z.object({
    ok: z.boolean(),
    /** pg-boss schema version in the database. */
    schemaVersion: z.number().optional(),
    /** Whether this process runs job workers. */
    workers: z.boolean().optional(),
    queues: z.array(z.object({ name: z.string(), queued: z.number(), active: z.number() })).optional(),
  }),
  /** Present when REDIS_URL is set: the bus that carries live updates between processes. */
  redis: z.object({ ok: z.boolean() }).optional(),
  /** The file store answers (local: DATA_DIR/files is writable; S3: the bucket is there). */
  files: z.object({ ok: z.boolean(), kind: z.enum(['local', 's3']) }),
  /** Free space of the data disk; `low` turns the status to degraded before uploads start failing. */
  disk: z.object({ ok: z.boolean(), freeBytes: z.number().optional(), totalBytes: z.number().optional(), low: z.boolean() }),
});
export type Health = z.infer<typeof healthSchema>;

export const readinessParts = ['database', 'redis', 'files'] as const;
export type ReadinessPart = (typeof readinessParts)[number];

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** The parts that did not answer in time; empty when ready. */
  failing: z.array(z.enum(readinessParts)),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const livenessSchema = z.object({ status: z.literal('alive') });
