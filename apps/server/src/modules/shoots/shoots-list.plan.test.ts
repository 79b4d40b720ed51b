import type { Event, Shoot } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { shootPageQuery, type ShootListFilter } from './shoots.repo.ts';
import { boothEvent } from './shoots.test-support.ts';

/** A large campaign next to a smaller one, so the plan must pick the event's slice of the index. */
const LARGE = 20_000;
const OTHER = 5_000;
const LIMIT = 24;

let t: TestApp;
let ada: TestCustomer;
let large: Event;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** Inserts `n` ready shoots one second apart, the newest `now - 1 s`. */
async function fill(eventId: string, n: number): Promise<void> {
  await t.runtime.database.sql.executeSql(
    `INSERT INTO shoots (id, event_id, slug, kind, status, input, created_at, updated_at)
     SELECT gen_random_uuid(), $1::uuid, md5(random()::text || g::text), 'Photo', 'ready', '{}'::jsonb,
            now() - g * interval '1 second', now()
     FROM generate_series(1, ${n}) AS g`,
    [eventId],
  );
}

/** The executed plan of the list's page query, as PostgreSQL (or PGlite) runs it. */
async function plan(filter: ShootListFilter): Promise<PlanNode[]> {
  const { sql, params } = shootPageQuery(t.runtime.database.db, filter).toSQL();
  const { rows } = await t.runtime.database.sql.executeSql(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const first = rows[0] as Record<string, unknown>;
  const json = first['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>;
  return nodes((parsed[0] as { Plan: PlanNode }).Plan);
}

async function positionAt(eventId: string, rowNumber: number): Promise<{ at: Date; id: string }> {
  const { rows } = await t.runtime.database.sql.executeSql(
    'SELECT created_at, id FROM shoots WHERE event_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1',
    [eventId, rowNumber],
  );
  const row = rows[0] as { created_at: string | Date; id: string };
  return { at: new Date(row.created_at), id: row.id };
}

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  large = await boothEvent(t, ada, { photo: { enabled: true } });
  const other = await boothEvent(t, ada, { photo: { enabled: true } });
  await fill(large.id, LARGE);
  await fill(other.id, OTHER);
  await t.runtime.database.sql.executeSql('ANALYZE shoots');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the shoots list query plan', () => {
  it('walks the list index without sorting, on the first page and on a deep page alike', async () => {
    const deep = await positionAt(large.id, LARGE - 100);
    for (const filter of [
      { eventId: large.id, limit: LIMIT, offset: 0 },
      { eventId: large.id, limit: LIMIT, offset: 0, olderThan: deep },
    ]) {
      const steps = await plan(filter);
      const types = steps.map((step) => step['Node Type']);
      expect(types, JSON.stringify(types)).not.toContain('Sort');
      expect(types).not.toContain('Seq Scan');
      const scan = steps.find((step) => step['Node Type'] === 'Index Scan');
      expect(scan?.['Index Name']).toBe('shoots_event_created_idx');
      // Stops after the page (limit + 1 rows), however deep the cursor is.
      expect(scan?.['Actual Rows']).toBeLessThanOrEqual(LIMIT + 1);
    }
  });

  it('walks the same index backwards for oldest first, without sorting, at any depth', async () => {
    const deep = await positionAt(large.id, 100);
    for (const filter of [
      { eventId: large.id, limit: LIMIT, offset: 0, order: 'asc' as const },
      { eventId: large.id, limit: LIMIT, offset: 0, order: 'asc' as const, newerThan: deep },
    ]) {
      const steps = await plan(filter);
      const types = steps.map((step) => step['Node Type']);
      expect(types, JSON.stringify(types)).not.toContain('Sort');
      expect(types).not.toContain('Seq Scan');
      const scan = steps.find((step) => step['Node Type'].startsWith('Index'));
      expect(scan?.['Index Name']).toBe('shoots_event_created_idx');
      expect(scan?.['Actual Rows']).toBeLessThanOrEqual(LIMIT + 1);
    }
  });

  // The filled pictures are hidden, ready and without contact, so these filters keep most rows: the walk
  // stays. (A filter that keeps almost nothing, such as presentation=1 here, may rightly get a bitmap scan.)
  it('keeps walking the index (no sort) with table filters that keep most rows, and with a search', async () => {
    // Half way down: near the end the few rows left are rightly fetched by bitmap and sorted.
    const deep = await positionAt(large.id, LARGE / 2);
    for (const filter of [
      { eventId: large.id, limit: LIMIT, offset: 0, contact: false, visibility: 'hidden' as const, olderThan: deep },
      { eventId: large.id, limit: LIMIT, offset: 0, visibility: 'hidden' as const, status: 'ready' as const, order: 'asc' as const },
      { eventId: large.id, limit: LIMIT, offset: 0, search: 'ab', kinds: ['Photo' as const] },
    ]) {
      const types = (await plan(filter)).map((step) => step['Node Type']);
      expect(types, JSON.stringify([filter, types])).not.toContain('Sort');
      expect(types).not.toContain('Seq Scan');
    }
  });

  it('had to sort the whole campaign with the index drizzle-kit wrote by default (DESC NULLS LAST)', async () => {
    const { executeSql } = t.runtime.database.sql;
    await executeSql('DROP INDEX shoots_event_created_idx');
    await executeSql('CREATE INDEX shoots_event_created_idx ON shoots (event_id, created_at DESC NULLS LAST, id DESC NULLS LAST)');
    try {
      const types = (await plan({ eventId: large.id, limit: LIMIT, offset: 0 })).map((step) => step['Node Type']);
      expect(types).toContain('Sort');
    } finally {
      await executeSql('DROP INDEX shoots_event_created_idx');
      await executeSql('CREATE INDEX shoots_event_created_idx ON shoots (event_id, created_at DESC, id DESC)');
    }
  });
});

describe('GET /api/events/{slug}/shoots totals', () => {
  it('counts on the first page and carries that total through the keyset pages instead of recounting', async () => {
    const first = await call(t, ada, 'GET', `/events/${large.slug}/shoots?limit=${LIMIT}`);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<{ shoots: Shoot[]; total: number; nextCursor: string }>();
    expect(page.total).toBe(LARGE);
    expect(page.shoots).toHaveLength(LIMIT);

    // A picture arriving meanwhile is not counted by the next page (nothing counted it), but by a fresh first page.
    await fill(large.id, 1);
    const next = await call(t, ada, 'GET', `/events/${large.slug}/shoots?limit=${LIMIT}&olderThan=${page.nextCursor}`);
    const second = next.json<{ shoots: Shoot[]; total: number; nextCursor: string }>();
    expect(second.total).toBe(LARGE);
    expect((second.shoots[0]?.createdAt ?? '') < (page.shoots.at(-1)?.createdAt ?? '')).toBe(true);
    expect((await call(t, ada, 'GET', `/events/${large.slug}/shoots?limit=1`)).json<{ total: number }>().total).toBe(LARGE + 1);
  });

  it('refuses a cursor with a forged total', async () => {
    const page = (await call(t, ada, 'GET', `/events/${large.slug}/shoots?limit=1`)).json<{ nextCursor: string }>();
    const [keyset] = page.nextCursor.split('.');
    const response = await call(t, ada, 'GET', `/events/${large.slug}/shoots?olderThan=${keyset}.-5`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string; fields?: Array<{ path: string }> }>()).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'olderThan' }] });
  });
});
