import type { Dashboard } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedShoot } from '@/modules/deletion/stored-shoot.test-support.ts';
import { events } from '@/modules/events/events.table.ts';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { png, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { monthStartUtc } from './dashboard.service.ts';

let t: TestApp;
let ada: TestCustomer;
let ben: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  [ada, ben] = [await customerOn(t, 'ada@example.com', 'Gold'), await customerOn(t, 'ben@example.com', 'Free')];
});
afterAll(async () => {
  await t?.close();
});

async function dashboardOf(customer: TestCustomer): Promise<Dashboard> {
  const response = await call(t, customer, 'GET', '/auth/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

describe('GET /api/auth/dashboard', () => {
  it('needs a signed-in user', async () => {
    expect((await call(t, undefined, 'GET', '/auth/dashboard')).statusCode).toBe(401);
  });

  it('answers zeros and empty lists for a new account', async () => {
    const dashboard = await dashboardOf(ben);
    expect(dashboard).toEqual({
      recent: { events: [], shoots: [] },
      statistics: { campaigns: 0, activeCampaigns: 0, pictures: 0, picturesThisMonth: 0, micrositeViews: 0, storageBytes: 0 },
      customer: { email: 'ben@example.com', plan: 'Free', role: 'trial', admin: false },
    });
  });

  it("counts exactly the customer's own campaigns, pictures, views and bytes; another customer's never", async () => {
    const monthStart = monthStartUtc(new Date());
    const lastMonth = new Date(monthStart.getTime() - 86_400_000);
    const summer = await createEvent(t, ada, { name: 'Sommerfest' });
    const winter = await createEvent(t, ada, { name: 'Winterball' });
    const old = await createEvent(t, ada, { name: 'Archiv' });
    await t.runtime.database.db.update(events).set({ archived: true }).where(eq(events.id, old.id));
    const a1 = await storedShoot(t, summer.id, { createdAt: lastMonth, views: 4 });
    const a2 = await storedShoot(t, summer.id, { createdAt: new Date(), views: 3, sizes: { input: 1000, overlayed: 700, thumbnail: 10 }, displayCopies: true });
    const a3 = await storedShoot(t, winter.id, { createdAt: new Date(Date.now() + 1000), views: 0 });
    // Still processing: counted and stored, but not shown among the newest pictures.
    const a4 = await storedShoot(t, winter.id, { createdAt: new Date(), status: 'processing' });
    const asset = await uploadOk(t, ada, 'overlay', 'frame.png', await png(40, 30));

    // Another customer's campaign with more of everything must not leak into Ada's numbers.
    const bens = await createEvent(t, ben, { name: 'Fremd' });
    await storedShoot(t, bens.id, { views: 100, sizes: { input: 9999, overlayed: 9999, thumbnail: 9999 } });

    const dashboard = await dashboardOf(ada);
    expect(dashboard.statistics).toEqual({
      campaigns: 3,
      activeCampaigns: 2,
      pictures: 4,
      picturesThisMonth: 3,
      micrositeViews: 7,
      // Each file once (`main` is the overlayed file), display and preview copies included.
      storageBytes: a1.bytes + a2.bytes + a3.bytes + a4.bytes + asset.fileSize,
    });
    expect(dashboard.customer).toEqual({ email: 'ada@example.com', plan: 'Gold', role: 'trial', admin: false });
    // Campaigns with the newest picture first, then by last change.
    expect(dashboard.recent.events.map((event) => event.name)).toEqual(['Winterball', 'Sommerfest', 'Archiv']);
    expect(dashboard.recent.events[0]).toMatchObject({ slug: winter.slug, pictures: 2, picturesAllTime: 2, archived: false });
    expect(dashboard.recent.shoots.map((shoot) => shoot.id)).toEqual([a3.id, a2.id, a1.id]);
    expect(dashboard.recent.shoots[0]).toMatchObject({
      event: { id: winter.id, name: 'Winterball', slug: winter.slug },
      status: 'ready',
      mimetype: 'image/jpeg',
      src: `/api/files/${a3.folder}overlayed.jpg`,
      thumbSrc: `/api/files/${a3.folder}thumbnail.webp`,
    });
    expect(dashboard.recent.shoots[0]?.micrositeUrl).toMatch(/^http:\/\/booth\.test\/m\/[a-z0-9]+$/);

    const theirs = await dashboardOf(ben);
    expect(theirs.statistics).toMatchObject({ campaigns: 1, pictures: 1, micrositeViews: 100, storageBytes: 3 * 9999 });
    expect(theirs.recent.shoots.every((shoot) => shoot.event.id === bens.id)).toBe(true);
  });

  it('lists at most the newest 12 pictures across campaigns and 6 campaigns', async () => {
    const carl = await customerOn(t, 'carl@example.com', 'Free');
    const made: string[] = [];
    for (let index = 0; index < 7; index++) {
      const event = await createEvent(t, carl, { name: `Kampagne ${index}` });
      for (let picture = 0; picture < 2; picture++) made.push((await storedShoot(t, event.id, { createdAt: new Date(Date.UTC(2026, 0, 1, index, picture)) })).id);
    }
    const dashboard = await dashboardOf(carl);
    expect(dashboard.recent.events).toHaveLength(6);
    expect(dashboard.recent.events[0]?.name).toBe('Kampagne 6');
    expect(dashboard.recent.shoots.map((shoot) => shoot.id)).toEqual(made.slice(2).reverse());
    expect(dashboard.statistics.pictures).toBe(14);
  });
});
