import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { presentablePageQuery } from './presentation.repo.ts';

/** A campaign with many pictures next to another, so the plan must pick the campaign's slice of the list index. */
const LARGE = 10_000;
const OTHER = 3_000;
const LIMIT = 24;

let t: TestApp;
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

/** `n` presentable pictures one second apart; every tenth not approved, every fourth without the guest's opt-in. */
async function fill(eventId: string, n: number): Promise<void> {
  await t.runtime.database.sql.executeSql(
    `INSERT INTO shoots (id, event_id, slug, kind, status, input, is_public, client_approval, created_at, updated_at)
     SELECT gen_random_uuid(), $1::uuid, md5(random()::text || g::text), 'Photo', 'ready', '{}'::jsonb, g % 10 <> 0, g % 4 <> 0,
            now() - g * interval '1 second', now()
     FROM generate_series(1, ${n}) AS g`,
    [eventId],
  );
}

async function plan(galleryOptIn: boolean, olderThan?: { at: Date; id: string }): Promise<PlanNode[]> {
  const { sql, params } = presentablePageQuery(t.runtime.database.db, large.id, galleryOptIn, { olderThan, limit: LIMIT }).toSQL();
  const { rows } = await t.runtime.database.sql.executeSql(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const json = (rows[0] as Record<string, unknown>)['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>;
  return nodes((parsed[0] as { Plan: PlanNode }).Plan);
}

async function positionAt(rowNumber: number): Promise<{ at: Date; id: string }> {
  const { rows } = await t.runtime.database.sql.executeSql(
    'SELECT created_at, id FROM shoots WHERE event_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1',
    [large.id, rowNumber],
  );
  const row = rows[0] as { created_at: string | Date; id: string };
  return { at: new Date(row.created_at), id: row.id };
}

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await customerOn(t, 'plan@example.com', 'Gold');
  large = await createEvent(t, owner, { name: 'Large', boothType: 'virtual' } as never);
  const other = await createEvent(t, owner, { name: 'Other', boothType: 'virtual' } as never);
  await fill(large.id, LARGE);
  await fill(other.id, OTHER);
  await t.runtime.database.sql.executeSql('ANALYZE shoots');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the gallery page query plan', () => {
  it('walks the list index newest first without sorting, on the first and on a deep page, with and without opt-in', async () => {
    const deep = await positionAt(LARGE / 2);
    for (const galleryOptIn of [false, true]) {
      for (const olderThan of [undefined, deep]) {
        const steps = await plan(galleryOptIn, olderThan);
        const types = steps.map((step) => step['Node Type']);
        expect(types, JSON.stringify(types)).not.toContain('Sort');
        expect(types).not.toContain('Seq Scan');
        const scan = steps.find((step) => step['Node Type'] === 'Index Scan');
        expect(scan?.['Index Name']).toBe('shoots_event_created_idx');
        // Only the rows up to the page's end are read (a few more where the filter skips some), however deep.
        expect(scan?.['Actual Rows']).toBeLessThanOrEqual(LIMIT + 1);
      }
    }
  });
});
