import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('list indexes', () => {
  it('are in PostgreSQL’s own DESC order, which the lists’ plain ORDER BY … DESC can walk without a sort', async () => {
    // Drizzle writes `.desc()` as DESC NULLS LAST; a query ordering by plain DESC (NULLS FIRST) cannot
    // use such an index and sorts the whole customer's or campaign's rows instead. Tables declare
    // `.desc().nullsFirst()`; this keeps a new index from slipping back.
    const { rows } = await t.runtime.database.sql.executeSql(
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexdef ILIKE '%DESC NULLS LAST%'",
      [],
    );
    expect(rows).toEqual([]);
    const { rows: ordered } = await t.runtime.database.sql.executeSql(
      "SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexdef ILIKE '%DESC%' ORDER BY indexname",
      [],
    );
    expect((ordered as Array<{ indexname: string }>).map((row) => row.indexname)).toEqual(
      expect.arrayContaining(['assets_customer_created_idx', 'assets_public_created_idx', 'events_customer_updated_idx', 'shoots_event_created_idx', 'vb_sessions_event_created_idx']),
    );
  });
});
