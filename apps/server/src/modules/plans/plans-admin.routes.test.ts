import { customersPlansSchema, planCatalogue, planHoldersSchema, type AuthLevel, type CustomerDetail, type RecalculationRun } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOn } from '@/modules/admin/admin.test-support.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { call } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { createPlansAdminService } from './plans-admin.service.ts';
import { insertRun, saveProgress, startRun } from './recalculation.repo.ts';

let t: TestApp;
let admin: TestCustomer;
let gina: TestCustomer;
let hugo: TestCustomer;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminOn(t, 'plans-admin@example.com');
  gina = await signedInCustomer(t, 'gina@example.com');
  hugo = await signedInCustomer(t, 'hugo@example.com');
});
afterAll(async () => {
  t.clock.offsetMs = 0;
  await t?.close();
});

const overview = async () => customersPlansSchema.parse((await call(t, admin, 'GET', '/customersPlans')).json());
const holding = async (name: string) => (await overview()).plans.find((plan) => plan.name === name);
const levelOf = async (who: TestCustomer) => (await call(t, who, 'GET', '/auth/level')).json<AuthLevel>().plans.map((plan) => plan.name);
const grant = (who: TestCustomer, plan: { product: string; planName: string; validUntil?: string }) => call(t, admin, 'PATCH', `/customers/${who.id}`, { plan });
const poll = async (id: string) => (await call(t, admin, 'GET', `/customersPlans/recalculations/${id}`)).json<RecalculationRun>();

describe('GET /customersPlans', () => {
  it('answers the whole catalogue with how many customers hold each plan', async () => {
    const answer = await overview();
    expect(answer.plans.map(({ name, level, products }) => ({ name, level, products })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...planCatalogue].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(answer.plans.find((plan) => plan.name === 'Free')?.customers).toBe(3);
    expect(answer.lastRun).toBeNull();
  });

  it('lists the holders of a plan by e-mail, paged, with the end of a time-limited grant', async () => {
    const until = new Date(Date.now() + 5 * DAY_MS).toISOString();
    expect((await grant(gina, { product: 'booth', planName: 'Gold', validUntil: until })).statusCode).toBe(200);
    expect((await grant(hugo, { product: 'booth', planName: 'Gold' })).statusCode).toBe(200);
    const gold = await holding('Gold');
    expect(gold?.customers).toBe(2);
    const first = planHoldersSchema.parse((await call(t, admin, 'GET', `/customersPlans/${gold?.id}?limit=1`)).json());
    expect(first.holders).toMatchObject([{ email: 'gina@example.com', product: 'booth', validUntil: until }]);
    const second = planHoldersSchema.parse((await call(t, admin, 'GET', `/customersPlans/${gold?.id}?limit=1&cursor=${first.nextCursor}`)).json());
    expect(second.holders).toMatchObject([{ email: 'hugo@example.com', validUntil: null }]);
    expect(second.nextCursor).toBeNull();
    expect((await call(t, admin, 'GET', '/customersPlans/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(t, gina, 'GET', `/customersPlans/${gold?.id}`)).statusCode).toBe(403);
  });
});

describe('plan recalculation', () => {
  it("falls back to the plan held before once a time-limited grant ran out, and to Free without one; the processing flag shows until the job is done", async () => {
    // Gina: Gold for 5 days over her Free; Hugo: Gold open-ended, Platinum for 3 days on top.
    const until = new Date(Date.now() + 3 * DAY_MS).toISOString();
    expect((await grant(hugo, { product: 'booth', planName: 'Platinum', validUntil: until })).statusCode).toBe(200);
    expect(await levelOf(hugo)).toEqual(['Platinum']);

    // (Sessions last 30 days: well within.)
    t.clock.offsetMs = 6 * DAY_MS;
    const queued = await call(t, admin, 'POST', '/customersPlans/recalculate');
    expect(queued.statusCode, queued.body).toBe(202);
    const run = queued.json<RecalculationRun>();
    expect(run).toMatchObject({ status: 'queued', processing: true, customerId: null, result: null });
    expect((await call(t, admin, 'GET', `/customers/${gina.id}`)).json<CustomerDetail>().recalculating).toBe(true);
    // Asking again while it waits answers the same run.
    expect((await call(t, admin, 'POST', '/customersPlans/recalculate')).json<RecalculationRun>().id).toBe(run.id);

    expect(await t.drainJobs()).toBeGreaterThanOrEqual(1);
    const done = await poll(run.id);
    expect(done).toMatchObject({ status: 'done', processing: false, processed: 3 });
    expect(done.finishedAt).not.toBeNull();
    expect(done.result?.customers).toBe(3);
    expect(done.result?.planChanges.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { customerId: gina.id, email: 'gina@example.com', product: 'booth', before: 'Gold', after: 'Free' },
      { customerId: hugo.id, email: 'hugo@example.com', product: 'booth', before: 'Platinum', after: 'Gold' },
    ]);
    expect(await levelOf(gina)).toEqual(['Free']);
    expect(await levelOf(hugo)).toEqual(['Gold']);
    expect((await call(t, admin, 'GET', `/customers/${gina.id}`)).json<CustomerDetail>().recalculating).toBe(false);
    expect((await overview()).lastRun?.id).toBe(run.id);
    const audit = (await call(t, gina, 'GET', '/customers/audit?limit=1')).json<{ entries: Array<{ action: string; actorEmail: string; detail: Record<string, unknown> }> }>();
    expect(audit.entries[0]).toMatchObject({ action: 'admin.plan.recalculated', actorEmail: admin.email, detail: { plans: ['booth: Gold → Free'] } });
  });

  it('changes nothing when run again, for everyone or one customer', async () => {
    const again = (await call(t, admin, 'POST', '/customersPlans/recalculate')).json<RecalculationRun>();
    await t.drainJobs();
    expect((await poll(again.id)).result).toEqual({ customers: 3, planChanges: [], creditCorrections: [] });
    const one = await call(t, admin, 'POST', `/customersPlans/${gina.id}/recalculate`);
    expect(one.statusCode).toBe(202);
    expect(one.json<RecalculationRun>().customerId).toBe(gina.id);
    await t.drainJobs();
    expect((await poll(one.json<RecalculationRun>().id)).result).toEqual({ customers: 1, planChanges: [], creditCorrections: [] });
    expect(await levelOf(gina)).toEqual(['Free']);
    expect(await levelOf(hugo)).toEqual(['Gold']);
  });

  it('recounts a balance that drifted from the ledger', async () => {
    await call(t, admin, 'PATCH', `/customers/${gina.id}`, { creditAdjustment: { amount: 12 } });
    await t.runtime.database.db.update(customers).set({ creditBalance: 99 }).where(eq(customers.id, gina.id));
    const run = (await call(t, admin, 'POST', `/customersPlans/${gina.id}/recalculate`)).json<RecalculationRun>();
    await t.drainJobs();
    expect((await poll(run.id)).result?.creditCorrections).toEqual([{ customerId: gina.id, email: 'gina@example.com', before: 99, after: 12 }]);
    expect((await call(t, gina, 'GET', '/customers/consumedCredits')).json<{ balance: number }>().balance).toBe(12);
  });

  it('works off a run left behind by a crash: one never queued is queued again at boot, one half done goes on with its result', async () => {
    const db = t.runtime.database.db;
    const lost = await insertRun(db, { customerId: null, requestedBy: admin.id, at: new Date(Date.now() + t.clock.offsetMs) });
    const earlier = { customerId: gina.id, email: 'gina@example.com', product: 'booth' as const, before: 'Silver', after: 'Free' };
    await startRun(db, lost.id);
    await saveProgress(db, lost.id, 1, { customers: 1, planChanges: [earlier], creditCorrections: [] });
    expect((await poll(lost.id)).processing).toBe(true);
    expect(await createPlansAdminService({ db, jobs: t.runtime.jobs, now: () => new Date() }).requeueUnfinished()).toBe(1);
    await t.drainJobs();
    const done = await poll(lost.id);
    expect(done).toMatchObject({ status: 'done', processing: false, result: { customers: 3, planChanges: [earlier], creditCorrections: [] } });
  });

  it('is for admins only, and a run of an unknown customer or an unknown run is 404', async () => {
    expect((await call(t, gina, 'POST', `/customersPlans/${gina.id}/recalculate`)).statusCode).toBe(403);
    expect((await call(t, admin, 'POST', '/customersPlans/00000000-0000-4000-8000-000000000000/recalculate')).statusCode).toBe(404);
    expect((await call(t, admin, 'GET', '/customersPlans/recalculations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(t, gina, 'GET', '/customersPlans/recalculations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', '/customersPlans')).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
