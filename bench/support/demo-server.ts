import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, startTs, waitUntilUp } from './processes.ts';
import { withScratchPostgres } from './server-process.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../../apps/server');

/** Signs in as the demo organiser; the server creates that account just after it starts listening, so this retries for a while. */
export async function signInDemo(base: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@boothwerk.app', password: 'boothwerk-demo' }),
    });
    if (response.ok) return ((await response.json()) as { token: string }).token;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error('could not sign in as the demo account');
}

export interface DemoCampaign {
  base: string;
  /** The demo organiser's session token. */
  token: string;
  /** A connection to the scratch database, for seeding and baselines. */
  client: pg.Client;
  /** The demo account's campaign. */
  eventId: string;
}

/**
 * The real server (from source, workers off, no mail) on a scratch PostgreSQL database named after
 * `name`, with the demo account signed in and its campaign's id; everything is removed afterwards.
 */
export async function withDemoCampaignOnPostgres<T>(name: string, use: (demo: DemoCampaign) => Promise<T>): Promise<T> {
  return withScratchPostgres(name, async (databaseUrl) => {
    const dataDir = await mkdtemp(join(tmpdir(), `booth-bench-${name}-`));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startTs('src/server.ts', {
      cwd: SERVER_DIR,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', DEMO_ACCOUNT: 'true', DATABASE_URL: databaseUrl, SMTP_URL: '', WORKERS: 'false' },
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await waitUntilUp(`${base}/api/health`, server);
      const token = await signInDemo(base);
      await client.connect();
      const { rows } = await client.query<{ id: string }>('select id from events limit 1');
      const eventId = rows[0]?.id;
      if (!eventId) throw new Error('the demo account has no campaign');
      return await use({ base, token, client, eventId });
    } finally {
      await client.end().catch(() => undefined);
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
