import type { Event } from '@booth/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '@/platform/files/file-store.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { deletedShoots } from './deleted-shoots.table.ts';
import { pictureCounters, seedShoot } from './shoot-admin.test-support.ts';
import { removeShoots } from './shoot-removal.ts';
import { boothEvent, shootCount, shootKeys } from './shoots.test-support.ts';

let t: TestApp;
let ada: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
});
afterAll(async () => {
  await t?.close();
});

const newEvent = (): Promise<Event> => boothEvent(t, ada, { photo: { enabled: true } });

/** The real store, refusing every prefix delete while `down` is set (an S3 outage after the commit). */
function flakyStore(files: FileStore, state: { down: boolean }): FileStore {
  return new Proxy(files, {
    get(target, property, receiver) {
      if (property === 'deletePrefix') {
        return (prefix: string) => (state.down ? Promise.reject(new Error('store unreachable')) : target.deletePrefix(prefix));
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('removeShoots', () => {
  it("removes every picture of a campaign with 'all', leaving other campaigns alone", async () => {
    const event = await newEvent();
    const other = await newEvent();
    for (let i = 0; i < 3; i++) await seedShoot(t, event.id);
    await seedShoot(t, other.id);
    const deps = { db: t.runtime.database.db, files: t.runtime.files, jobs: t.runtime.jobs, bus: t.runtime.bus };

    const removed = await removeShoots(deps, event.id, 'all', 'scheduled', new Date());
    expect(removed).toEqual({ pictures: 3, files: 9 });
    expect(await shootCount(t, event.id)).toBe(0);
    expect(await shootKeys(t, event.id)).toEqual([]);
    expect(await pictureCounters(t, event.id)).toMatchObject({ pictures: 0, picturesDeleted: 3, picturesAllTime: 3 });
    const [tombstones] = await t.runtime.database.db.select({ n: count() }).from(deletedShoots).where(eq(deletedShoots.eventId, event.id));
    expect(tombstones?.n).toBe(3);
    expect(await shootCount(t, other.id)).toBe(1);
    expect(await shootKeys(t, other.id)).toHaveLength(3);
    expect((await removeShoots(deps, other.id, { shootIds: [] }, 'organiser', new Date())).pictures).toBe(0);
  });

  it('hands the files to a durable job when the store fails after the commit; the job removes them later', async () => {
    const event = await newEvent();
    const shoot = await seedShoot(t, event.id);
    const state = { down: true };
    const deps = { db: t.runtime.database.db, files: flakyStore(t.runtime.files, state), jobs: t.runtime.jobs, bus: t.runtime.bus };

    const removed = await removeShoots(deps, event.id, { shootIds: [shoot.id] }, 'organiser', new Date());
    expect(removed).toEqual({ pictures: 1, files: 0 });
    expect(await shootCount(t, event.id)).toBe(0);
    expect(await shootKeys(t, event.id)).toHaveLength(3);
    const { rows } = await t.runtime.database.sql.executeSql("SELECT data FROM pgboss.job WHERE name = 'shoot_files_remove'");
    expect(rows.map((row) => (row as { data: unknown }).data)).toContainEqual({ eventId: event.id, shootIds: [shoot.id] });

    // The app's job handler works on the real store, which is reachable again.
    state.down = false;
    await t.drainJobs();
    expect(await shootKeys(t, event.id)).toEqual([]);
  });
});
