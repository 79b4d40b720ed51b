import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function waiting(shootId: string): Promise<number> {
  const rows = await t.runtime.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'shoot_process' and singleton_key = ${shootId} and state = 'created'`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

describe('singleton jobs', () => {
  it('keeps one waiting processing job per shoot, however often it is queued (upload and boot sweeps of several processes)', async () => {
    const shootId = randomUUID();
    await t.runtime.jobs.queue({ name: 'shoot_process', data: { shootId } });
    await t.runtime.jobs.queue({ name: 'shoot_process', data: { shootId } });
    await t.runtime.jobs.queue({ name: 'shoot_process', data: { shootId } });
    expect(await waiting(shootId)).toBe(1);
    const other = randomUUID();
    await t.runtime.jobs.queue({ name: 'shoot_process', data: { shootId: other } });
    expect(await waiting(other)).toBe(1);
  });
});
