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
});
export type Health = z.infer<typeof healthSchema>;
