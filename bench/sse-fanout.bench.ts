/**
 * SSE fan-out (issue 11 quality bar): 1,000 viewers connected to one server process's gallery feed;
 * pictures are approved one at a time (PATCH /api/shoots/{id} {isPublic: true}) and the time from
 * sending the approval to its arrival at each viewer is measured. Goal: p95 < 250 ms. Baseline, in the
 * same run and interleaved: the same approvals on another campaign watched by one viewer, i.e. the
 * request, the commit, the bus and one read, without the fan-out. The real server from source on a
 * scratch PostgreSQL database, in-process bus (one process, no REDIS_URL). The viewers are plain HTTP
 * connections in this process, so on a small machine they compete with the server for the cores.
 */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { compare, formatStats, MIN_ROUNDS, statsOf } from './support/compare.ts';
import { withDemoCampaignOnPostgres } from './support/demo-server.ts';

const VIEWERS = 1_000;
const ROUNDS = Math.max(MIN_ROUNDS, 5);
/** Pictures approved per round, one after the other (each waits for every viewer). */
const PICTURES = 10;
const DELIVERY_TIMEOUT_MS = 10_000;

interface Viewer {
  request: ClientRequest;
  ready: Promise<void>;
}

/** Picture id being waited for → the time its approval was sent and the arrivals so far. */
const waiting = new Map<string, { sentAt: number; latencies: number[]; expected: number; done: () => void }>();

function connectViewer(url: string): Viewer {
  let tail = '';
  let onReady: () => void = () => undefined;
  let onFail: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    onFail = reject;
  });
  let isReady = false;
  const request = httpRequest(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
    if (response.statusCode !== 200) {
      onFail(new Error(`viewer refused: ${response.statusCode}`));
      response.resume();
      return;
    }
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      const now = performance.now();
      // A frame split across two chunks is still found: the last 80 characters are searched again.
      const text = tail + chunk;
      tail = text.slice(-80);
      if (!isReady && text.includes('event: ready')) {
        isReady = true;
        onReady();
      }
      for (const [id, entry] of waiting) {
        if (!text.includes(`"id":"${id}"`)) continue;
        entry.latencies.push(now - entry.sentAt);
        if (entry.latencies.length === entry.expected) entry.done();
      }
    });
  });
  request.on('error', (error) => onFail(error));
  request.end();
  return { request, ready };
}

async function connectAll(url: string, count: number): Promise<Viewer[]> {
  const viewers: Viewer[] = [];
  // In batches: a thousand simultaneous connects would measure the accept queue, not the feed.
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, () => connectViewer(url));
    await Promise.all(batch.map((viewer) => viewer.ready));
    viewers.push(...batch);
  }
  return viewers;
}

async function seedHidden(client: pg.Client, eventId: string, count: number, prefix: string): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into shoots (id, event_id, slug, kind, status, input, renditions, is_public, width, height, created_at, updated_at)
     select gen_random_uuid(), $1, $3 || g, 'Photo', 'ready',
       '{"captureKind":"photo","files":[],"backgroundId":null,"overlayId":null,"backgroundApplied":false}'::jsonb,
       jsonb_build_object('main', jsonb_build_object('path', 'shoots/f/' || g || '/main.jpg', 'size', 1000, 'mimetype', 'image/jpeg'),
                          'thumbnail', jsonb_build_object('path', 'shoots/f/' || g || '/thumb.webp', 'size', 100, 'mimetype', 'image/webp')),
       false, 1200, 1600, now(), now()
     from generate_series(1, $2::int) as g returning id`,
    [eventId, count, prefix],
  );
  return rows.map((row) => row.id);
}

/** Approves the pictures one at a time; answers every viewer's latency for every picture (ms). */
async function approveAll(base: string, token: string, ids: string[], viewers: number): Promise<number[]> {
  const all: number[] = [];
  for (const id of ids) {
    const entry = { sentAt: 0, latencies: [] as number[], expected: viewers, done: () => undefined as void };
    const delivered = new Promise<void>((resolve, reject) => {
      entry.done = resolve;
      setTimeout(() => reject(new Error(`picture ${id} reached ${entry.latencies.length} of ${viewers} viewers within ${DELIVERY_TIMEOUT_MS} ms`)), DELIVERY_TIMEOUT_MS).unref();
    });
    waiting.set(id, entry);
    entry.sentAt = performance.now();
    const response = await fetch(`${base}/api/shoots/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ isPublic: true }),
    });
    if (!response.ok) throw new Error(`approval refused: ${response.status} ${await response.text()}`);
    await delivered;
    waiting.delete(id);
    all.push(...entry.latencies);
  }
  return all;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export async function benchSseFanout(): Promise<string> {
  return withDemoCampaignOnPostgres('sse_fanout', async ({ base, token, client, eventId }) => {
    const slugOf = async (id: string) => (await client.query<{ slug: string }>('select slug from events where id = $1', [id])).rows[0]?.slug as string;
    const created = await fetch(`${base}/api/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Baseline wall', boothType: 'virtual' }),
    });
    if (!created.ok) throw new Error(`could not create the baseline campaign: ${created.status}`);
    const baselineId = ((await created.json()) as { id: string }).id;
    const crowd = await connectAll(`${base}/api/events/${await slugOf(eventId)}/gallery/stream`, VIEWERS);
    const single = await connectAll(`${base}/api/events/${await slugOf(baselineId)}/gallery/stream`, 1);
    const crowdIds = await seedHidden(client, eventId, ROUNDS * PICTURES, 'c');
    const singleIds = await seedHidden(client, baselineId, ROUNDS * PICTURES, 's');

    const p50: number[][] = [[], []];
    let round = 0;
    let next = [0, 0];
    try {
      const result = await compare(
        {
          name: `${VIEWERS} viewers`,
          async run() {
            const latencies = await approveAll(base, token, crowdIds.slice(next[0], (next[0] as number) + PICTURES), VIEWERS);
            next = [(next[0] as number) + PICTURES, next[1] as number];
            p50[0]?.push(percentile(latencies, 50));
            round += 1;
            return percentile(latencies, 95);
          },
        },
        {
          name: '1 viewer',
          async run() {
            const latencies = await approveAll(base, token, singleIds.slice(next[1], (next[1] as number) + PICTURES), 1);
            next = [next[0] as number, (next[1] as number) + PICTURES];
            p50[1]?.push(percentile(latencies, 50));
            return percentile(latencies, 95);
          },
        },
        ROUNDS,
      );
      const goal = result.subject.median < 250 ? 'goal p95 < 250 ms met' : 'goal p95 < 250 ms MISSED';
      return (
        `SSE fan-out, approval → delivery, ${PICTURES} pictures per round, ${round} interleaved rounds: ` +
        `${VIEWERS} viewers p50 ${formatStats(statsOf(p50[0] ?? []), 'ms', 1)}, p95 ${formatStats(result.subject, 'ms', 1)} vs ` +
        `1 viewer p50 ${formatStats(statsOf(p50[1] ?? []), 'ms', 1)}, p95 ${formatStats(result.baseline, 'ms', 1)} → p95 ratio ` +
        `${result.ratio.median.toFixed(2)} (${result.ratio.min.toFixed(2)}–${result.ratio.max.toFixed(2)}); ${goal}`
      );
    } finally {
      for (const viewer of [...crowd, ...single]) viewer.request.destroy();
    }
  });
}
