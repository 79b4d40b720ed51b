import { DEMO_EVENT_NAME, type EventListPage, type EventTemplateList } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { ensureStarterLibrary } from '@/modules/templates/starter-library.ts';
import { login, signIn } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD, demoCampaignSettings, ensureDemoAccount, ensureDemoAdmin } from './demo-account.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_ACCOUNT: 'true' });
});
afterAll(async () => {
  await t?.close();
});

describe('the first start', () => {
  it('answers template calls while the starter library is being seeded in the background: they wait for that one run', async () => {
    const { runtime } = t;
    // As server.ts does after listening: the run is started, not awaited.
    const run = ensureStarterLibrary({ db: runtime.database.db, files: runtime.files, media: runtime.media, log: runtime.log });
    const customer = await customerOn(t, 'first-start@example.com', 'Free');
    const [list, event] = await Promise.all([call(t, customer, 'GET', '/event-templates'), createEvent(t, customer, { name: 'During seeding', template: 'party' })]);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<EventTemplateList>().templates.every((template) => template.previewUrl !== null)).toBe(true);
    expect(event.shutter.photo.overlays.length).toBeGreaterThan(0);
    // One run for the whole process: the requests did not start a second one.
    expect(ensureStarterLibrary({ db: runtime.database.db, files: runtime.files, media: runtime.media, log: runtime.log })).toBe(run);
  }, 60_000);
});

describe('the demo organiser', () => {
  it('is created once, activated, on Gold, and reported by /api/config', async () => {
    const db = t.runtime.database.db;
    const library = { files: t.runtime.files, media: t.runtime.media, log: t.runtime.log };
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ demoAccount: false });
    expect(await ensureDemoAccount(db, library)).toBe(true);
    expect(await ensureDemoAccount(db, library)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ demoAccount: true });

    const response = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${response.json<{ token: string }>().token}` };
    const user = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).json<{ plan: { name: string; level: number } }>();
    expect(user.plan).toMatchObject({ name: 'Gold', level: 20 });
    const level = (await t.app.inject({ method: 'GET', url: '/api/auth/level', headers })).json<{ role: unknown }>();
    expect(level.role).toEqual({ name: 'customer', level: 20, role: 'customer', products: ['booth'] });

    // Its demo campaign: one complete virtual booth, public to guests, not created twice.
    expect(await ensureDemoAccount(db, library)).toBe(false);
    const page = (await t.app.inject({ method: 'GET', url: '/api/events?resolved=1', headers })).json<EventListPage>();
    expect(page.total).toBe(1);
    const campaign = page.events[0];
    expect(campaign).toMatchObject({ ...demoCampaignSettings(), name: DEMO_EVENT_NAME, active: true, locked: false, eventType: 'live' });
    expect(campaign && 'shutter' in campaign ? campaign.shutter.photo.overlays.length : 0).toBeGreaterThan(0);
    const guest = await t.app.inject({ method: 'GET', url: `/api/events/${campaign?.slug}/virtual` });
    expect(guest.json()).toMatchObject({ name: DEMO_EVENT_NAME, boothType: 'virtual' });
  }, 30_000);

  it('comes with the demo admin, who may open the admin area', async () => {
    // Created by ensureDemoAccount above; a second run changes nothing.
    expect(await ensureDemoAdmin(t.runtime.database.db)).toBe(false);
    const headers = await signIn(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).json()).toMatchObject({ email: DEMO_ADMIN_EMAIL, admin: true });
    const customers = await t.app.inject({ method: 'GET', url: '/api/customers', headers });
    expect(customers.statusCode).toBe(200);
    expect(customers.json<{ customers: Array<{ email: string }> }>().customers.map((row) => row.email)).toContain(DEMO_EMAIL);
  });
});
