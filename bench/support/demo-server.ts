import pg from 'pg';
import { signInDemo, withBenchServer } from './bench-server.ts';
import { withScratchPostgres } from './server-process.ts';

export interface DemoCampaign {
  base: string;
  /** The demo organiser's session token. */
  token: string;
  /** A connection to the scratch database, for seeding and baselines. */
  client: pg.Client;
  /** The scratch database's URL, for a baseline that opens its own connections. */
  databaseUrl: string;
  /** The demo account's campaign. */
  eventId: string;
  /** The demo organiser's customer id. */
  customerId: string;
}

/**
 * The real server (from source, workers off, no mail, no sample pictures) on a scratch PostgreSQL
 * database named after `name`, with the demo account signed in and its campaign's id; the campaign
 * holds nothing but what the bench seeds. Everything is stopped and removed afterwards, also on failure.
 */
export async function withDemoCampaignOnPostgres<T>(name: string, use: (demo: DemoCampaign) => Promise<T>): Promise<T> {
  return withScratchPostgres(name, (databaseUrl) =>
    withBenchServer({ demo: true, env: { DATABASE_URL: databaseUrl, WORKERS: 'false' } }, async ({ base }) => {
      const token = await signInDemo(base);
      const client = new pg.Client({ connectionString: databaseUrl });
      try {
        await client.connect();
        const { rows } = await client.query<{ id: string; customer_id: string }>('select id, customer_id from events limit 1');
        const event = rows[0];
        if (!event) throw new Error('the demo account has no campaign');
        const { rows: pictures } = await client.query<{ count: string }>('select count(*) from shoots where event_id = $1', [event.id]);
        if (Number(pictures[0]?.count) !== 0) throw new Error(`the demo campaign already holds ${pictures[0]?.count} pictures (sample pictures not off?)`);
        return await use({ base, token, client, databaseUrl, eventId: event.id, customerId: event.customer_id });
      } finally {
        await client.end().catch(() => undefined);
      }
    }),
  );
}
