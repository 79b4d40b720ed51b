import type { Event } from '@booth/shared';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditEntries } from '@/modules/admin/admin.table.ts';
import { consumedCredits } from '@/modules/admin/credits.repo.ts';
import { createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import type { AiProviders } from '@/platform/ai/ai-provider.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { createAiBudgetMailJobs } from './ai-budget-mail.ts';
import { AiUnavailable, failAndRefund } from './ai-credits.ts';
import type { AiBudgetMailPayload } from './ai-execute.payload.ts';
import { aiExecutionKey } from './ai-execution-files.ts';
import type { AiStartRequest } from './ai-execution-start.ts';
import { createAiExecutionsService } from './ai-executions.service.ts';
import { balanceOf, fakeProviders, insertFilter, meter, negative, recordingQueue, setCampaignAi } from './ai-executions.test-support.ts';
import { aiExecutions, type AiFilterRow } from './ai-filters.table.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

function engine(providers: AiProviders = fakeProviders({ run: negative })) {
  const queue = recordingQueue();
  const service = createAiExecutionsService({
    db: t.runtime.database.db,
    files: t.runtime.files,
    media: t.runtime.media,
    jobs: queue,
    providers,
    now: () => new Date(),
    log: t.runtime.log,
    tmpDir: t.config.tmpDir,
    publicUrl: TEST_PUBLIC_URL,
  });
  return { service, queue };
}

interface Setup {
  owner: TestCustomer;
  event: Event;
  filter: AiFilterRow;
}

let counter = 0;
async function setup(): Promise<Setup> {
  counter += 1;
  const owner = await customerOn(t, `ai-credits-${counter}@example.com`, 'Gold');
  const event = await createEvent(t, owner, { name: `AI party ${counter}`, boothType: 'virtual' } as never);
  const filter = await insertFilter(t, owner.id);
  return { owner, event, filter };
}

function request(s: Setup, values: Partial<AiStartRequest> = {}): AiStartRequest {
  const id = randomUUID();
  return {
    customerId: s.owner.id,
    filter: s.filter,
    eventId: s.event.id,
    shootId: null,
    purpose: 'shoot',
    input: { key: aiExecutionKey(s.owner.id, id, 'source'), mimetype: 'image/jpeg' },
    isTest: false,
    ...values,
  };
}

async function ledger(customerId: string) {
  return t.runtime.database.db.select().from(creditEntries).where(and(eq(creditEntries.customerId, customerId), eq(creditEntries.feature, 'ai')));
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiUnavailable);
  return (error as AiUnavailable).reason;
}

describe('starting an execution', () => {
  it("books a metered customer's run in the ledger for its campaign and queues the job", async () => {
    const s = await setup();
    await meter(t, s.owner.id, 10);
    const { service, queue } = engine();
    const row = await service.start(request(s));
    expect(row).toMatchObject({ status: 'queued', credits: 1, isTest: false, provider: 'local', filterSlug: s.filter.slug, eventId: s.event.id });
    expect(row.pin).toMatchObject({ provider: 'local' });
    expect(await balanceOf(t, s.owner.id)).toBe(9);
    const entries = await ledger(s.owner.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'consumption', amount: -1, eventId: s.event.id });
    expect(entries[0]?.note).toContain(row.id);
    expect(queue.items).toEqual([{ name: 'ai_execute', data: { executionId: row.id, eventId: s.event.id } }]);
  });

  it('records the cost of an unmetered customer on the execution but books nothing', async () => {
    const s = await setup();
    const row = await engine().service.start(request(s));
    expect(row.credits).toBe(1);
    expect(await ledger(s.owner.id)).toEqual([]);
  });

  it('stops at a spent campaign budget, mails the organiser once, and tells the booth', async () => {
    const s = await setup();
    await setCampaignAi(t, s.event.id, { budget: 2, filters: [s.filter.id] });
    const { service, queue } = engine();
    await service.start(request(s));
    expect(queue.items.filter((item) => item.name === 'ai_budget_mail')).toEqual([]);
    const event = await findEventById(t.runtime.database.db, s.event.id);
    if (!event) throw new Error('campaign missing');
    expect(await service.availability(event)).toEqual({ available: true, reason: null });
    await service.start(request(s));
    expect(await reasonOf(service.start(request(s)))).toBe('budget');
    expect(await service.availability(event)).toEqual({ available: false, reason: 'budget' });
    // A draft's test pictures still run.
    expect(await service.availability(event, { test: true })).toEqual({ available: true, reason: null });

    const mails = queue.items.filter((item) => item.name === 'ai_budget_mail');
    expect(mails).toHaveLength(1);
    const payload = mails[0]?.data as AiBudgetMailPayload;
    expect(payload).toMatchObject({ reason: 'budget', eventId: s.event.id, budget: 2, link: `${TEST_PUBLIC_URL}/events/${s.event.slug}/edit` });
    const [job] = createAiBudgetMailJobs({ db: t.runtime.database.db, mailer: t.runtime.mailer });
    if (!job || job.name !== 'ai_budget_mail') throw new Error('no mail job');
    const before = (await readOutbox(t.outboxDir)).length;
    // Queued twice (two starts finding it spent, a retry): delivered once.
    expect(await job.handler(payload, { jobId: 'a', log: t.runtime.log })).toBe('success');
    expect(await job.handler(payload, { jobId: 'b', log: t.runtime.log })).toBe('skipped');
    const sent = (await readOutbox(t.outboxDir)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(`To: ${s.owner.email}`);
    expect(sent[0]?.text).toContain(`AI party ${counter}`);
    expect(sent[0]?.text).toContain('Guests get the plain photo');
    expect(sent[0]?.text).toContain('Gäste bekommen statt des KI-Bildes das normale Foto');

    // A budget raised since is not mailed about any more.
    await setCampaignAi(t, s.event.id, { budget: 5, filters: [s.filter.id] });
    const stale = { ...payload, messageId: randomUUID() };
    expect(await job.handler(stale, { jobId: 'c', log: t.runtime.log })).toBe('skipped');
  });

  it('refuses a metered customer without credits, and the booth offers the plain photo', async () => {
    const s = await setup();
    await meter(t, s.owner.id, 0);
    const { service } = engine();
    expect(await reasonOf(service.start(request(s)))).toBe('credits');
    const event = await findEventById(t.runtime.database.db, s.event.id);
    if (!event) throw new Error('campaign missing');
    expect(await service.availability(event)).toEqual({ available: false, reason: 'credits' });
    expect(await ledger(s.owner.id)).toEqual([]);
  });

  it('mails a metered customer once when a start spends the last credit', async () => {
    const s = await setup();
    await meter(t, s.owner.id, 1);
    const { service, queue } = engine();
    await service.start(request(s, { eventId: null, purpose: 'studio' }));
    const mails = queue.items.filter((item) => item.name === 'ai_budget_mail').map((item) => item.data as AiBudgetMailPayload);
    expect(mails).toEqual([expect.objectContaining({ reason: 'credits', customerId: s.owner.id, link: `${TEST_PUBLIC_URL}/subscription` })]);
  });

  it('books nothing in test mode, whatever the budget and credits', async () => {
    const s = await setup();
    await meter(t, s.owner.id, 0);
    await setCampaignAi(t, s.event.id, { budget: 0 });
    const { service, queue } = engine();
    const row = await service.start(request(s, { isTest: true }));
    expect(row).toMatchObject({ credits: 0, isTest: true });
    expect(await ledger(s.owner.id)).toEqual([]);
    expect(queue.items.map((item) => item.name)).toEqual(['ai_execute']);
  });

  it('never drives a balance below zero under concurrent starts', async () => {
    const s = await setup();
    await meter(t, s.owner.id, 3);
    const { service } = engine();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => service.start(request(s))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as AiUnavailable).reason).toBe('credits');
    expect(await balanceOf(t, s.owner.id)).toBe(0);
    expect((await ledger(s.owner.id)).reduce((sum, entry) => sum + entry.amount, 0)).toBe(-3);
  });

  it("never spends more than a campaign's budget under concurrent starts", async () => {
    const s = await setup();
    await setCampaignAi(t, s.event.id, { budget: 4 });
    const { service } = engine();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => service.start(request(s))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as AiUnavailable).reason).toBe('budget');
  });

  it('refunds a failed run once, which frees its budget again', async () => {
    const s = await setup();
    await meter(t, s.owner.id, 2);
    await setCampaignAi(t, s.event.id, { budget: 1 });
    const { service } = engine();
    const row = await service.start(request(s));
    expect(await reasonOf(service.start(request(s)))).toBe('budget');
    const failed = await failAndRefund(t.runtime.database.db, row.id, 'timeout', new Date());
    expect(failed).toMatchObject({ status: 'failed', failure: 'timeout', credits: 0 });
    await failAndRefund(t.runtime.database.db, row.id, 'provider', new Date());
    expect(await balanceOf(t, s.owner.id)).toBe(2);
    const refunds = (await ledger(s.owner.id)).filter((entry) => entry.kind === 'adjustment');
    expect(refunds).toEqual([expect.objectContaining({ amount: 1, eventId: s.event.id })]);
    // The account's "consumed credits" count what was used, not what failed and came back.
    expect(await consumedCredits(t.runtime.database.db, s.owner.id)).toBe(0);
    await service.start(request(s));
    expect(await consumedCredits(t.runtime.database.db, s.owner.id)).toBe(1);
  });

  it('answers the existing execution when an id is started again, booking nothing twice', async () => {
    const s = await setup();
    await meter(t, s.owner.id, 5);
    const { service } = engine();
    const id = randomUUID();
    const [first, second] = await Promise.all([service.start(request(s, { id })), service.start(request(s, { id }))]);
    expect(first.id).toBe(id);
    expect(second.id).toBe(id);
    expect(await service.start(request(s, { id }))).toMatchObject({ id });
    expect(await balanceOf(t, s.owner.id)).toBe(4);
  });

  it("refuses another customer's campaign, a provider not set up here, and a missing variant", async () => {
    const s = await setup();
    const other = await setup();
    const { service } = engine();
    await expect(service.start(request(s, { eventId: other.event.id }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const unconfigured = engine(fakeProviders({ run: negative, configured: false })).service;
    expect(await reasonOf(unconfigured.start(request(s)))).toBe('unconfigured');
    const separate = await insertFilter(t, s.owner.id, { useSeparateIds: true, maleFilterId: 'sketch', femaleFilterId: 'vintage' });
    await expect(service.start(request(s, { filter: separate }))).rejects.toMatchObject({ code: 'VALIDATION', fields: [{ path: 'variant' }] });
    expect(await service.start(request(s, { filter: separate, variant: 'female' }))).toMatchObject({ variant: 'female' });
  });

  it('queues the job again at boot for executions a crash left without one', async () => {
    const s = await setup();
    const { service, queue } = engine();
    const fresh = await service.start(request(s));
    const lost = await service.start(request(s));
    const dead = await service.start(request(s));
    const db = t.runtime.database.db;
    const longAgo = new Date(Date.now() - 3_600_000);
    await db.update(aiExecutions).set({ createdAt: longAgo }).where(eq(aiExecutions.id, lost.id));
    await db.update(aiExecutions).set({ status: 'running', startedAt: longAgo, createdAt: longAgo }).where(eq(aiExecutions.id, dead.id));
    queue.items.length = 0;
    expect(await service.requeueUnfinished()).toBe(2);
    const requeued = queue.items.map((item) => (item.name === 'ai_execute' ? item.data.executionId : null));
    expect(requeued.sort()).toEqual([lost.id, dead.id].sort());
    expect(requeued).not.toContain(fresh.id);
  });
});

