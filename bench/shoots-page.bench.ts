/**
 * The picture table's page at depth 100,000 (issue 10, goal ≤ 1.5× the first page): the real server on
 * a scratch PostgreSQL database (fresh data directory, the demo's sample pictures off, so the total is
 * exactly what is seeded), the demo campaign seeded with 101,000 pictures (one INSERT … SELECT,
 * then VACUUM ANALYZE as autovacuum would), the organiser signed in. The cursor at depth 100,000 is
 * reached the way the table reaches it: by walking the keyset pages (`nextCursor` → `olderThan`), so
 * the bench also proves the walk arrives there. Measured over HTTP (session, JSON), interleaved, median
 * and spread: the page after 100,000 rows against the first page (the goal's baseline; it also counts
 * the total), and against the second page (the same work, a cursor near the top) so that depth alone
 * is isolated; the same for oldest first (`order=asc`, the index walked backwards).
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { compare, formatComparison } from './support/compare.ts';
import { withDemoCampaignOnPostgres } from './support/demo-server.ts';
import { postgresAnswers } from './support/server-process.ts';
import { runIfMain } from './support/runner.ts';
const PICTURES = 101_000;
const DEPTH = 100_000;
/** The walk's page size (the list's maximum) and the measured page's (the table's). */
const WALK_LIMIT = 100;
const PAGE_LIMIT = 48;
const ROUNDS = 7;
/** Requests per measurement: one page answers in a few ms, so a round sums several to rise above timer noise. */
const REQUESTS = 20;
const GOAL = 1.5;

async function seed(client: pg.Client, eventId: string): Promise<void> {
  await client.query(
    `insert into shoots (id, event_id, slug, kind, status, input, renditions, is_public, contact_email, created_at, updated_at)
     select gen_random_uuid(), $1, 'p' || g, (array['Photo','Gif','Boomerang','Video'])[1 + g % 4], 'ready',
       '{"captureKind":"photo","files":[],"backgroundId":null,"overlayId":null,"backgroundApplied":false}'::jsonb,
       jsonb_build_object('main', jsonb_build_object('path', 'shoots/p/' || g || '/main.jpg', 'size', 1000, 'mimetype', 'image/jpeg'),
                          'thumbnail', jsonb_build_object('path', 'shoots/p/' || g || '/thumb.webp', 'size', 100, 'mimetype', 'image/webp')),
       g % 2 = 0, case when g % 3 = 0 then 'guest' || g || '@example.com' end,
       timestamptz '2026-06-01 08:00:00+00' + g * interval '500 milliseconds', timestamptz '2026-06-01 08:00:00+00' + g * interval '500 milliseconds'
     from generate_series(1, $2::int) as g`,
    [eventId, PICTURES],
  );
  await client.query('vacuum (analyze) shoots');
}

interface Page {
  shoots: Array<{ id: string }>;
  total: number;
  nextCursor: string | null;
}

export async function benchShootsPage(): Promise<string> {
  if (!(await postgresAnswers())) return 'shoots page: not measured — no PostgreSQL answers on 127.0.0.1:5432 (the goal is for PostgreSQL)';
  return withDemoCampaignOnPostgres('shoots_page_bench', async ({ base, token, client, eventId }) => {
    const seeding = performance.now();
    await seed(client, eventId);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);

    const headers = { authorization: `Bearer ${token}` };
    const get = async (query: string): Promise<Page> => {
      const response = await fetch(`${base}/api/events/${eventId}/shoots/chunks?${query}`, { headers });
      if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Page;
    };

    /** Walks the keyset pages to `depth` rows in `order`; answers the cursor there and after the first page. */
    const walk = async (order: 'desc' | 'asc') => {
      const key = order === 'desc' ? 'olderThan' : 'newerThan';
      let cursor: string | null = null;
      let second: string | null = null;
      let seen = 0;
      const started = performance.now();
      while (seen < DEPTH) {
        const page: Page = await get(`order=${order}&limit=${WALK_LIMIT}${cursor ? `&${key}=${cursor}` : ''}`);
        if (page.total !== PICTURES) throw new Error(`expected a total of ${PICTURES}, got ${page.total}`);
        seen += page.shoots.length;
        cursor = page.nextCursor;
        if (!cursor) throw new Error(`the walk ended after ${seen} rows`);
        second ??= cursor;
      }
      return { deep: cursor as string, second: second as string, key, seconds: ((performance.now() - started) / 1000).toFixed(1) };
    };

    const repeated = (query: string) => async () => {
      const started = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const page = await get(query);
        if (page.shoots.length !== PAGE_LIMIT) throw new Error(`${query}: ${page.shoots.length} rows`);
      }
      return (performance.now() - started) / REQUESTS;
    };

    const lines: string[] = [];
    for (const order of ['desc', 'asc'] as const) {
      const { deep, second, key, seconds } = await walk(order);
      const deepPage = { name: 'depth', run: repeated(`order=${order}&limit=${PAGE_LIMIT}&${key}=${deep}`) };
      const first = await compare(deepPage, { name: 'first', run: repeated(`order=${order}&limit=${PAGE_LIMIT}`) }, ROUNDS);
      const near = await compare(deepPage, { name: 'second', run: repeated(`order=${order}&limit=${PAGE_LIMIT}&${key}=${second}`) }, ROUNDS);
      const verdict = first.ratio.median <= GOAL ? `goal ≤ ${GOAL}× met` : `goal ≤ ${GOAL}× MISSED`;
      const label = order === 'desc' ? 'newest first' : 'oldest first';
      lines.push(
        `${formatComparison(`shoots page at depth ${DEPTH.toLocaleString('en')} (${label}, PostgreSQL, ms per page of ${PAGE_LIMIT}, lower is better)`, ['keyset page at depth', 'first page (with its count)'], first, 'ms', 1)}; ${verdict}`,
        `${formatComparison(`  same, depth alone (${label})`, ['keyset page at depth', 'second page (cursor near the top)'], near, 'ms', 1)}; walked to depth in ${seconds} s`,
      );
    }
    lines.push(`  seeded ${PICTURES.toLocaleString('en')} pictures in ${seeded} s`);
    return lines.join('\n');
  });
}

await runIfMain(import.meta.url, benchShootsPage);
