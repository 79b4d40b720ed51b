/**
 * Analytics of a campaign with 100,000 pictures (issue 10, goal < 200 ms on PostgreSQL): the real
 * server on a scratch PostgreSQL database, the demo campaign seeded in the database with 100,000
 * pictures of four kinds over 14 hours (a third with data capture, consent and survey answers, views,
 * likes), 30,000 guest sessions, 210,000 booth beacons and 40,000 microsite click rows — each table
 * with one INSERT … SELECT generate_series. Measured: GET /api/analytics/{id} as the organiser's page
 * calls it (HTTP, session, JSON) and the page's three calls at once, each against the plain
 * `count(*)` of the campaign's pictures on the same database, interleaved, median and spread.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { compare, formatComparison } from './support/compare.ts';
import { withDemoCampaignOnPostgres } from './support/demo-server.ts';
import { postgresAnswers } from './support/server-process.ts';
const PICTURES = 100_000;
const ROUNDS = 7;
const GOAL_MS = 200;

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

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function benchAnalytics(): Promise<string> {
  if (!(await postgresAnswers())) return 'analytics: not measured — no PostgreSQL answers on 127.0.0.1:5432 (the goal is for PostgreSQL)';
  return withDemoCampaignOnPostgres('analytics_bench', async ({ base, token, client, eventId }) => {
    const seeding = performance.now();
    await seed(client, eventId);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);

    const headers = { authorization: `Bearer ${token}` };
    const get = async (path: string) => {
      const response = await fetch(`${base}/api/analytics/${eventId}${path}`, { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const figures = (await get('?timeZone=Europe/Berlin')) as { totals: { pictures: number } };
    if (figures.totals.pictures !== PICTURES) throw new Error(`expected ${PICTURES} pictures, the analytics count ${figures.totals.pictures}`);
    await Promise.all([get('/shoots?timeZone=Europe/Berlin'), get('/best-performing')]);
    const baseline = { name: 'count(*)', run: () => timed(() => client.query('select count(*) from shoots where event_id = $1', [eventId])) };

    const main = await compare({ name: 'figures', run: () => timed(() => get('?timeZone=Europe/Berlin')) }, baseline, ROUNDS);
    const page = await compare(
      { name: 'page', run: () => timed(() => Promise.all([get('?timeZone=Europe/Berlin'), get('/shoots?timeZone=Europe/Berlin'), get('/best-performing?limit=8')])) },
      baseline,
      ROUNDS,
    );
    const verdict = (median: number) => (median < GOAL_MS ? `goal < ${GOAL_MS} ms met` : `goal < ${GOAL_MS} ms MISSED`);
    return [
      `${formatComparison(`analytics (${PICTURES.toLocaleString('en')} pictures, PostgreSQL, ms, lower is better)`, ['GET /api/analytics/{id}', 'count(*) of its pictures'], main, 'ms')}; ${verdict(main.subject.median)}`,
      `${formatComparison('analytics page (its three calls at once)', ['figures + /shoots + /best-performing', 'count(*)'], page, 'ms')}; ${verdict(page.subject.median)}; seeded in ${seeded} s`,
    ].join('\n');
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchAnalytics());
}
