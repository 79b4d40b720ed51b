import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { compare, formatComparison } from './support/compare.ts';
import { freePort, startTs, waitUntilUp } from './support/processes.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../apps/server');
const DURATION_S = 3;
const ROUNDS = 3;
const CONNECTIONS = 10;

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/** The slug of the demo account's campaign (seeded at start), read as its organiser would. */
async function demoCampaignSlug(base: string): Promise<string> {
  const signIn = () =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@boothwerk.app', password: 'boothwerk-demo' }),
    });
  // The server seeds the demo account just after it starts listening.
  let login = await signIn();
  for (let attempt = 0; !login.ok && attempt < 50; attempt++) {
    await new Promise((wait) => setTimeout(wait, 200));
    login = await signIn();
  }
  if (!login.ok) throw new Error(`demo login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const events = (await (await fetch(`${base}/api/events/short`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ slug: string }>;
  const slug = events[0]?.slug;
  if (!slug) throw new Error('the demo account has no campaign');
  return slug;
}

/**
 * The public `GET /api/events/{slug}/virtual` (what every guest's booth page loads, thousands at once
 * at an event) on the real server (PGlite, fresh data directory) against a bare Fastify route, both
 * in this run on loopback. Served from the cache, so the ratio is the cost of routing, the cache look-up
 * and sending ~15 kB of ready JSON, not of the database.
 */
export async function benchVirtualEvent(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${appPort}`;
  const server = startTs('src/server.ts', {
    cwd: SERVER_DIR,
    env: { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', DEMO_ACCOUNT: 'true', DATABASE_URL: '', SMTP_URL: '' },
  });
  let bare: ReturnType<typeof startTs> | undefined;
  try {
    await waitUntilUp(`${base}/api/health`, server);
    const slug = await demoCampaignSlug(base);
    const url = `${base}/api/events/${slug}/virtual`;
    const json = await (await fetch(url)).text();
    const size = Buffer.byteLength(json);
    // The baseline sends the same JSON, so the ratio is routing and the cache look-up, not the bytes.
    bare = startTs('bench/support/bare-server.ts', { cwd: resolve(import.meta.dirname, '..'), env: { PORT: String(barePort), BODY: json } });
    await waitUntilUp(`http://127.0.0.1:${barePort}/bare`, bare);

    const result = await compare({ name: 'virtual', run: () => measure(url) }, { name: 'bare', run: () => measure(`http://127.0.0.1:${barePort}/bare`) }, ROUNDS);
    return formatComparison(`virtual-event (req/s of ${Math.round(size / 1000)} kB each, higher is better)`, ['GET /api/events/{slug}/virtual', 'bare Fastify'], result, 'req/s');
  } finally {
    await Promise.all([server.stop(), bare?.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchVirtualEvent());
}
