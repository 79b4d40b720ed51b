import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { signInDemo, withBenchServer } from './support/bench-server.ts';
import { compare, formatComparison } from './support/compare.ts';
import { freePort, startTs, waitUntilUp } from './support/processes.ts';
import { runIfMain } from './support/runner.ts';

const DURATION_S = 3;
const ROUNDS = 3;
const CONNECTIONS = 10;

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/** The slug of the demo account's campaign, read as its organiser would. */
async function demoCampaignSlug(base: string): Promise<string> {
  const token = await signInDemo(base);
  const events = (await (await fetch(`${base}/api/events/short`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ slug: string }>;
  const slug = events[0]?.slug;
  if (!slug) throw new Error('the demo account has no campaign');
  return slug;
}

/**
 * The public `GET /api/events/{slug}/virtual` (what every guest's booth page loads, thousands at once
 * at an event) on the real server (PGlite, fresh data directory, the demo campaign without its sample
 * pictures) against the floor — not the same work: a bare Fastify route sending the same JSON bytes —
 * both in this run on loopback, interleaved, median and spread. Served from the cache, so the ratio
 * is the cost of routing, the cache look-up and sending ~15 kB of ready JSON, not of the database.
 */
export async function benchVirtualEvent(): Promise<string> {
  return withBenchServer({ demo: true }, async ({ base }) => {
    const slug = await demoCampaignSlug(base);
    const url = `${base}/api/events/${slug}/virtual`;
    const json = await (await fetch(url)).text();
    const size = Buffer.byteLength(json);
    // The floor sends the same JSON, so the ratio is routing and the cache look-up, not the bytes.
    const barePort = await freePort();
    const bare = startTs('bench/support/bare-server.ts', { cwd: resolve(import.meta.dirname, '..'), env: { PORT: String(barePort), BODY: json } });
    try {
      await waitUntilUp(`http://127.0.0.1:${barePort}/bare`, bare);
      const result = await compare({ name: 'virtual', run: () => measure(url) }, { name: 'bare', run: () => measure(`http://127.0.0.1:${barePort}/bare`) }, ROUNDS);
      return formatComparison(`virtual-event (req/s of ${Math.round(size / 1000)} kB each, higher is better)`, ['GET /api/events/{slug}/virtual', 'floor: bare Fastify sending the same JSON'], result, 'req/s');
    } finally {
      await bare.stop();
    }
  });
}

await runIfMain(import.meta.url, benchVirtualEvent);
