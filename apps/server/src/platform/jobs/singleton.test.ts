import { randomUUID } from 'node:crypto';
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
  const { rows } = await t.runtime.database.sql.executeSql(
    "select count(*)::int as n from pgboss.job where name = 'shoot_process' and singleton_key = $1 and state = 'created'",
    [shootId],
  );
  return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
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
