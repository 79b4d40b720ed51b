/**
 * Analytics of a campaign with 100,000 pictures (issue 10, goal < 200 ms on PostgreSQL): the real
 * server on a scratch PostgreSQL database (fresh data directory, the demo's sample pictures off, so
 * the campaign holds only what is seeded), the demo campaign seeded in the database with 100,000
 * pictures of four kinds over 14 hours (a third with data capture, consent and survey answers, views,
 * likes), 30,000 guest sessions, 210,000 booth beacons and 40,000 microsite click rows — each table
 * with one INSERT … SELECT generate_series. Measured: GET /api/analytics/{id} as the organiser's page
 * calls it (HTTP, session, JSON), and the page's three calls at once. Baseline, the same work: the
 * server's own analytics service called directly on the same database in a process of its own
 * (support/analytics-in-process.ts) — the same queries and figures without HTTP, session and JSON —
 * interleaved round by round, median and spread.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { AnalyticsCall, AnalyticsSetup } from './support/analytics-in-process.ts';
import { startChildSide } from './support/child-side.ts';
import { compare, formatComparison } from './support/compare.ts';
import { withDemoCampaignOnPostgres } from './support/demo-server.ts';
import { runIfMain } from './support/runner.ts';
import { postgresAnswers } from './support/server-process.ts';

const PICTURES = 100_000;
const ROUNDS = 7;
const GOAL_MS = 200;
const TIME_ZONE = 'Europe/Berlin';
const PAGE_LIMIT = 8;

/** The seed: one INSERT … SELECT per table (and one UPDATE pointing the share beacons at pictures), then VACUUM ANALYZE. */
export async function seed(client: pg.Client, eventId: string): Promise<void> {
  await client.query(
    `insert into shoots (id, event_id, slug, kind, status, input, renditions, views, likes, user_feedback, processing_time, locale, created_at, updated_at)
     select gen_random_uuid(), $1, 'b' || g, (array['Photo','Gif','Boomerang','Video'])[1 + g % 4],
       case when g % 50 = 0 then 'failed' when g % 97 = 0 then 'processing' else 'ready' end,
       '{"captureKind":"photo","files":[],"backgroundId":null,"overlayId":null,"backgroundApplied":false}'::jsonb,
       jsonb_build_object('main', jsonb_build_object('path', 'shoots/b/' || g || '/main.jpg', 'size', 1000, 'mimetype', 'image/jpeg'),
                          'thumbnail', jsonb_build_object('path', 'shoots/b/' || g || '/thumb.webp', 'size', 100, 'mimetype', 'image/webp')),
       g % 7, g % 5,
       case when g % 3 = 0 then jsonb_build_object(
         'personal', jsonb_build_object('email', 'guest' || g || '@example.com', 'firstname', 'Guest'),
         'consentAccepted', g % 2 = 0,
         'survey', jsonb_build_array(
           jsonb_build_object('itemId', 'q1', 'question', 'Drink?', 'answers', jsonb_build_array((array['Beer','Wine','Water'])[1 + (g / 3) % 3])),
           jsonb_build_object('itemId', 'q2', 'question', 'Comment?', 'answers', jsonb_build_array('answer ' || (g % 40)))))
       else '{}'::jsonb end,
       800 + g % 2000, 'de',
       timestamptz '2026-06-01 08:00:00+00' + g * interval '500 milliseconds', timestamptz '2026-06-01 08:00:00+00' + g * interval '500 milliseconds'
     from generate_series(1, $2::int) as g`,
    [eventId, PICTURES],
  );
  await client.query(
    `insert into vb_sessions (id, event_id, token_hash, agent, created_at, last_seen_at)
     select gen_random_uuid(), $1, md5('bench-session-' || g), 'Bench', now(), now() from generate_series(1, 30000) as g`,
    [eventId],
  );
  await client.query(
    `insert into booth_activity (id, event_id, session_id, shoot_id, action, channel, kind, created_at)
     select gen_random_uuid(), $1, null, null, case when g <= 110000 then 'capture' else 'share' end,
       case when g <= 110000 then null else (array['qr','email','whatsapp','download','sms','telegram'])[1 + g % 6] end,
       case when g <= 110000 then 'photo' else null end, now()
     from generate_series(1, 210000) as g`,
    [eventId],
  );
  // Shares name their picture: point the share beacons at pictures of the campaign.
  await client.query(
    `update booth_activity a set shoot_id = s.id from (select id, row_number() over (order by created_at) as n from shoots where event_id = $1) s
     where a.event_id = $1 and a.action = 'share' and s.n = 1 + abs(hashtext(a.id::text)) % ${PICTURES}`,
    [eventId],
  );
  await client.query(
    `insert into microsite_clicks (shoot_id, button, clicks, last_clicked_at)
     select s.id, b.button, 1 + s.n % 4, now()
     from (select id, row_number() over (order by created_at) as n from shoots where event_id = $1) s
     cross join (values ('facebook'), ('download')) as b(button)
     where s.n % 5 = 0`,
    [eventId],
  );
  // What autovacuum does after such a burst of inserts (PostgreSQL 13+ vacuums on inserts too): the
  // visibility map lets the counts read indexes alone, as they would on a server that has run a while.
  await client.query('vacuum (analyze) shoots, vb_sessions, booth_activity, microsite_clicks');
}

export async function benchAnalytics(): Promise<string> {
  if (!(await postgresAnswers())) return 'analytics: not measured — no PostgreSQL answers on 127.0.0.1:5432 (the goal is for PostgreSQL)';
  return withDemoCampaignOnPostgres('analytics_bench', async ({ base, token, client, databaseUrl, eventId, customerId }) => {
    const seeding = performance.now();
    await seed(client, eventId);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);

    const headers = { authorization: `Bearer ${token}` };
    const get = async (path: string) => {
      const response = await fetch(`${base}/api/analytics/${eventId}${path}`, { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const figures = async () => ((await get(`?timeZone=${TIME_ZONE}`)) as { totals: { pictures: number } }).totals.pictures;
    const counted = (side: string, pictures: number) => {
      if (pictures !== PICTURES) throw new Error(`${side}: expected ${PICTURES} pictures, the analytics count ${pictures}`);
    };
    const direct = startChildSide(join(import.meta.dirname, 'support/analytics-in-process.ts'));
    try {
      const setup: AnalyticsSetup = { setup: { databaseUrl, publicUrl: base, customerId, eventId, timeZone: TIME_ZONE, pageLimit: PAGE_LIMIT } };
      await direct.ask(setup);
      const inProcess = (call: AnalyticsCall) => async () => {
        const { ms, pictures } = await direct.ask<{ ms: number; pictures: number }>(call);
        counted('in-process', pictures);
        return ms;
      };
      const http = (call: AnalyticsCall) => async () => {
        const started = performance.now();
        const [pictures] = await Promise.all(
          call === 'figures' ? [figures()] : [figures(), get(`/shoots?timeZone=${TIME_ZONE}`), get(`/best-performing?limit=${PAGE_LIMIT}`)],
        );
        const ms = performance.now() - started;
        counted('HTTP', pictures as number);
        return ms;
      };
      // Once each, unmeasured: both sides' first queries plan and cache the same pages.
      await http('page')();
      await inProcess('page')();

      const main = await compare({ name: 'HTTP', run: http('figures') }, { name: 'in-process', run: inProcess('figures') }, ROUNDS);
      const page = await compare({ name: 'HTTP', run: http('page') }, { name: 'in-process', run: inProcess('page') }, ROUNDS);
      const verdict = (median: number) => (median < GOAL_MS ? `goal < ${GOAL_MS} ms met` : `goal < ${GOAL_MS} ms MISSED`);
      return [
        `${formatComparison(`analytics (${PICTURES.toLocaleString('en')} pictures, PostgreSQL, ms, lower is better)`, ['GET /api/analytics/{id}', 'the same service called in-process (no HTTP, session, JSON)'], main, 'ms')}; ${verdict(main.subject.median)}`,
        `${formatComparison('analytics page (its three calls at once)', ['figures + /shoots + /best-performing over HTTP', 'the same three in-process'], page, 'ms')}; ${verdict(page.subject.median)}; seeded in ${seeded} s`,
      ].join('\n');
    } finally {
      await direct.stop();
    }
  });
}

await runIfMain(import.meta.url, benchAnalytics);
