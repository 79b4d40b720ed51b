/**
 * The same-work side of bench/analytics.bench.ts, run by it as a child process under apps/server (see
 * child-side.ts): the server's own analytics service on the same PostgreSQL database, called directly
 * — the same queries on the same kind of pool, the same figures put together — without HTTP, the
 * session check and JSON. `{ setup }` opens the database; `figures` and `page` answer milliseconds.
 */
import { analyticsQuerySchema, analyticsShootsQuerySchema, bestPerformingQuerySchema } from '@booth/shared';
import { createAnalyticsService, type AnalyticsService } from '@/modules/analytics/analytics.service.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { openPostgres } from '@/platform/db/postgres.ts';
import type { Database } from '@/platform/db/database.ts';
import { serveChildSide } from './child-side.ts';

export interface AnalyticsSetup {
  setup: { databaseUrl: string; publicUrl: string; customerId: string; eventId: string; timeZone: string; pageLimit: number };
}
export type AnalyticsCall = 'figures' | 'page';

let database: Database | undefined;
/** One call; answers the picture total the figures counted, for the bench to check. */
let run: ((call: AnalyticsCall) => Promise<number>) | undefined;

async function prepare({ databaseUrl, publicUrl, customerId, eventId, timeZone, pageLimit }: AnalyticsSetup['setup']): Promise<void> {
  database = await openPostgres(databaseUrl);
  const analytics: AnalyticsService = createAnalyticsService({ db: database.db, publicUrl, now: () => new Date() });
  const auth: AuthContext = { customerId, sessionId: 'bench' };
  // Parsed by the routes' own schemas, so the calls get the defaults an HTTP request gets.
  const figures = analyticsQuerySchema.parse({ timeZone });
  const timeline = analyticsShootsQuerySchema.parse({ timeZone });
  const best = bestPerformingQuerySchema.parse({ limit: pageLimit });
  run = async (call) => {
    if (call === 'figures') return (await analytics.figures(auth, eventId, figures)).totals.pictures;
    const [answer] = await Promise.all([analytics.figures(auth, eventId, figures), analytics.timeline(auth, eventId, timeline), analytics.bestPerforming(auth, eventId, best)]);
    return answer.totals.pictures;
  };
}

serveChildSide(
  async (message) => {
    if (typeof message === 'object' && message && 'setup' in message) {
      await prepare((message as AnalyticsSetup).setup);
      return { ready: true };
    }
    if (!run) throw new Error('not set up');
    const started = performance.now();
    const pictures = await run(message as AnalyticsCall);
    return { ms: performance.now() - started, pictures };
  },
  async () => {
    await database?.close();
  },
);
