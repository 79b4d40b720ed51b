import { randomUUID } from 'node:crypto';
import type { DeletionRecord, Event } from '@booth/shared';
import { count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothActivity } from '@/modules/analytics/booth-activity.table.ts';
import { consentVersions } from '@/modules/contacts/consent-versions.table.ts';
import { events } from '@/modules/events/events.table.ts';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { deletedShoots } from '@/modules/shoots/deleted-shoots.table.ts';
import { shoots, vbSessions } from '@/modules/shoots/shoots.table.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import { storedKeys, type TestCustomer } from '@/test/assets.ts';
import { readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { createDeletionService, type DeletionService } from './deletion.service.ts';
import { storedShoot } from './stored-shoot.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let ben: TestCustomer;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  [ada, ben] = [await customerOn(t, 'ada@example.com', 'Gold'), await customerOn(t, 'ben@example.com', 'Gold')];
});
afterAll(async () => {
  await t?.close();
});

/** The sweep of one server process, on a clock the test moves (`files` and `jobs` let a test make it crash). */
function sweeper(clock: { ms: number }, files: FileStore = t.runtime.files, jobs: JobQueue = t.runtime.jobs): DeletionService {
  return createDeletionService({ db: t.runtime.database.db, files, jobs, bus: t.runtime.bus, now: () => new Date(clock.ms), publicUrl: TEST_PUBLIC_URL, log: pino({ level: 'silent' }) });
}

/** A whole hour three days ahead: the rule's date. */
function futureDate(daysAhead = 3): Date {
  return new Date(Math.ceil((Date.now() + daysAhead * 24 * HOUR) / HOUR) * HOUR);
}

async function setRule(customer: TestCustomer, event: Event, deletion: { date: string | null; recipients?: string[]; hours?: number }) {
  const response = await call(t, customer, 'PUT', `/events/${event.id}`, { virtualSettings: { deletion } });
  expect(response.statusCode, response.body).toBe(200);
}

async function records(customer: TestCustomer, event: Event): Promise<DeletionRecord[]> {
  const response = await call(t, customer, 'GET', `/events/${event.slug}/deletions`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ records: DeletionRecord[] }>().records;
}

/** Sends what is queued, then the mails whose subject names the campaign. */
async function mailsAbout(campaign: string) {
  await t.drainJobs();
  return (await readOutbox(t.outboxDir)).filter((mail) => mail.text.includes(campaign));
}

async function rowsOf(eventId: string) {
  const db = t.runtime.database.db;
  const [pictures] = await db.select({ n: count() }).from(shoots).where(eq(shoots.eventId, eventId));
  const [sessions] = await db.select({ n: count() }).from(vbSessions).where(eq(vbSessions.eventId, eventId));
  const [activity] = await db.select({ n: count() }).from(boothActivity).where(eq(boothActivity.eventId, eventId));
  const [consents] = await db.select({ n: count() }).from(consentVersions).where(eq(consentVersions.eventId, eventId));
  return { pictures: pictures?.n, sessions: sessions?.n, activity: activity?.n, consents: consents?.n };
}

/** A campaign with guest data: three pictures with 11 files (one with contact data, one with survey answers and a comment), a session, activity, a consent text. */
async function campaignWithData(customer: TestCustomer, name: string) {
  const event = await createEvent(t, customer, { name, boothType: 'virtual' });
  const shot = [
    await storedShoot(t, event.id, { contactEmail: 'gast@example.com', userFeedback: { personal: { firstname: 'Gina' }, consentAccepted: true } }),
    await storedShoot(t, event.id, { userFeedback: { survey: [{ itemId: 'a', question: 'Wie?', answers: ['Gut'] }, { itemId: 'b', question: 'Was?', answers: ['Alles'] }], comment: 'Toll' } }),
    await storedShoot(t, event.id, { displayCopies: true }),
  ];
  const db = t.runtime.database.db;
  const at = new Date();
  await db.insert(vbSessions).values({ id: randomUUID(), eventId: event.id, tokenHash: randomUUID(), createdAt: at, lastSeenAt: at });
  await db.insert(boothActivity).values({ id: randomUUID(), eventId: event.id, action: 'capture', kind: 'photo', createdAt: at });
  await db.insert(consentVersions).values({ id: randomUUID(), eventId: event.id, source: 'customConsent', locale: 'de', title: 'Einwilligung', body: 'Ich willige ein.', firstAcceptedAt: at });
  return { event, shot };
}

async function keysUnder(eventId: string): Promise<string[]> {
  return (await storedKeys(t)).filter((key) => key.startsWith(`shoots/${eventId}/`));
}

describe('scheduled deletion (campaigns §3 virtual settings deletion, §4)', () => {
  it('warns at date − hours once, deletes at the date once (two sweeps at once), and mails the proof', async () => {
    const { event, shot } = await campaignWithData(ada, 'Firmenfeier Nord');
    const untouched = await campaignWithData(ben, 'Fremde Feier');
    const date = futureDate();
    await setRule(ada, event, { date: date.toISOString(), recipients: ['kunde@example.com', 'agentur@example.com'], hours: 24 });
    const clock = { ms: date.getTime() - 24 * HOUR - 60_000 };
    const sweep = sweeper(clock);

    await sweep.sweep();
    expect(await records(ada, event)).toMatchObject([{ state: 'pending', scheduledFor: date.toISOString(), warnedAt: null, rule: { hours: 24, recipients: ['kunde@example.com', 'agentur@example.com'] } }]);
    expect(await mailsAbout('Firmenfeier Nord')).toHaveLength(0);

    clock.ms = date.getTime() - 24 * HOUR;
    expect((await sweep.sweep()).warned).toBe(1);
    const warnings = await mailsAbout('Firmenfeier Nord');
    expect(warnings.map((mail) => /^To: (.+)$/m.exec(mail.text)?.[1]).sort()).toEqual(['agentur@example.com', 'kunde@example.com']);
    const warning = warnings[0]?.text ?? '';
    expect(warning).toContain('werden die Daten der Kampagne „Firmenfeier Nord“ endgültig gelöscht');
    expect(warning).toContain('the data of the campaign "Firmenfeier Nord" will be deleted for good');
    for (const line of ['3 Bilder', '11 Dateien', '1 Kontakte', '3 Antworten', '3 pictures', '11 files', '1 contacts', '3 answers']) expect(warning).toContain(line);
    expect(warning).toContain(`${TEST_PUBLIC_URL}/events/${event.slug}/table`);

    // Later sweeps (and a retry) never warn again.
    clock.ms += HOUR;
    expect((await sweep.sweep()).warned).toBe(0);
    expect(await mailsAbout('Firmenfeier Nord')).toHaveLength(2);

    clock.ms = date.getTime() - 60_000;
    await sweep.sweep();
    expect((await rowsOf(event.id)).pictures).toBe(3);

    // Two processes sweep at the date at the same moment: one run executes.
    clock.ms = date.getTime();
    const results = await Promise.all([sweep.sweep(), sweeper(clock).sweep()]);
    expect(results.map((result) => result.executed).reduce((a, b) => a + b)).toBe(1);

    expect(await rowsOf(event.id)).toEqual({ pictures: 0, sessions: 0, activity: 0, consents: 0 });
    expect(await keysUnder(event.id)).toEqual([]);
    const db = t.runtime.database.db;
    const [counters] = await db.select({ pictures: events.pictures, picturesDeleted: events.picturesDeleted }).from(events).where(eq(events.id, event.id));
    expect(counters).toEqual({ pictures: 0, picturesDeleted: 3 });
    const tombstones = await db.select().from(deletedShoots).where(eq(deletedShoots.eventId, event.id));
    expect(tombstones.map((row) => row.reason)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    expect(tombstones.map((row) => row.shootId).sort()).toEqual(shot.map((s) => s.id).sort());
    // Another customer's campaign keeps everything.
    expect(await rowsOf(untouched.event.id)).toEqual({ pictures: 3, sessions: 1, activity: 1, consents: 1 });
    expect(await keysUnder(untouched.event.id)).toHaveLength(11);

    const [done] = await records(ada, event);
    expect(done).toMatchObject({ state: 'done', executedAt: date.toISOString(), counts: { pictures: 3, files: 11, contacts: 1, answers: 3 } });

    const proofs = (await mailsAbout('Firmenfeier Nord')).filter((mail) => mail.text.includes('wurde am'));
    expect(proofs).toHaveLength(2);
    const proof = proofs[0]?.text ?? '';
    expect(proof).toContain('the scheduled deletion of the data of the campaign "Firmenfeier Nord" ran on');
    for (const line of ['3 Bilder', '11 Dateien', '1 Kontakte', '3 Antworten', '24 Stunden vorher', '24 hours before']) expect(proof).toContain(line);

    // Sweeping on (and a restart) changes nothing and mails nobody again.
    clock.ms += HOUR;
    expect((await sweep.sweep()).executed).toBe(0);
    expect(await mailsAbout('Firmenfeier Nord')).toHaveLength(4);
    expect(await records(ada, event)).toMatchObject([{ state: 'done', executedAt: date.toISOString() }]);
  });

  it('a rule changed or removed before the date cancels its record and deletes nothing', async () => {
    const { event } = await campaignWithData(ada, 'Sommerfest Süd');
    const first = futureDate(4);
    const later = new Date(first.getTime() + 24 * HOUR);
    await setRule(ada, event, { date: first.toISOString(), recipients: [], hours: 2 });
    const clock = { ms: first.getTime() - 48 * HOUR };
    const sweep = sweeper(clock);
    await sweep.sweep();

    await setRule(ada, event, { date: later.toISOString(), recipients: [], hours: 2 });
    clock.ms = first.getTime() - HOUR;
    await sweep.sweep();
    expect((await records(ada, event)).map((record) => [record.scheduledFor, record.state])).toEqual([
      [later.toISOString(), 'pending'],
      [first.toISOString(), 'cancelled'],
    ]);

    clock.ms = first.getTime() + 60_000;
    await sweep.sweep();
    expect((await rowsOf(event.id)).pictures).toBe(3);

    await setRule(ada, event, { date: null });
    await sweep.sweep();
    clock.ms = later.getTime() + 60_000;
    await sweep.sweep();
    expect((await records(ada, event)).map((record) => record.state)).toEqual(['cancelled', 'cancelled']);
    expect(await rowsOf(event.id)).toEqual({ pictures: 3, sessions: 1, activity: 1, consents: 1 });
    expect(await keysUnder(event.id)).toHaveLength(11);
    expect(await mailsAbout('Sommerfest Süd')).toHaveLength(0);
  });

  it('a run cut short after it started finishes on the next sweep, with its first stock as proof', async () => {
    const { event } = await campaignWithData(ada, 'Messe West');
    const date = futureDate(5);
    await setRule(ada, event, { date: date.toISOString(), recipients: ['messe@example.com'], hours: 0 });
    const clock = { ms: date.getTime() };
    // The process dies right after the pictures' rows went, before their files did: the store refuses
    // and so does the queue (nothing after the commit happens).
    const crashing = new Proxy(t.runtime.files, {
      get(target, property, receiver) {
        if (property === 'deletePrefix') return async () => Promise.reject(new Error('process killed'));
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const deadQueue: JobQueue = { queue: async () => Promise.reject(new Error('process killed')) };
    expect((await sweeper(clock, crashing, deadQueue).sweep()).failed).toBe(1);
    expect((await rowsOf(event.id)).pictures).toBe(0);
    expect(await keysUnder(event.id)).toHaveLength(11);
    expect(await records(ada, event)).toMatchObject([{ state: 'running', executedAt: null }]);
    // Once a run has started, the rule can no longer call it off.
    await setRule(ada, event, { date: null });

    clock.ms += 60_000;
    expect((await sweeper(clock).sweep()).executed).toBe(1);
    expect(await rowsOf(event.id)).toEqual({ pictures: 0, sessions: 0, activity: 0, consents: 0 });
    // The files the crashed run left go by the durable file-removal job.
    await t.drainJobs();
    expect(await keysUnder(event.id)).toEqual([]);
    expect(await records(ada, event)).toMatchObject([{ state: 'done', counts: { pictures: 3, files: 11, contacts: 1, answers: 3 } }]);
    const proofs = await mailsAbout('Messe West');
    expect(proofs).toHaveLength(1);
    expect(proofs[0]?.text).toContain('To: messe@example.com');
  });

  it('a date already past when the campaign was saved is never carried out', async () => {
    const { event } = await campaignWithData(ada, 'Vertippt');
    const past = new Date(Math.floor((Date.now() - 24 * HOUR) / HOUR) * HOUR);
    await setRule(ada, event, { date: past.toISOString(), recipients: [], hours: 1 });
    const clock = { ms: Date.now() };
    await sweeper(clock).sweep();
    clock.ms += HOUR;
    await sweeper(clock).sweep();
    expect(await records(ada, event)).toMatchObject([{ state: 'cancelled', scheduledFor: past.toISOString() }]);
    expect((await rowsOf(event.id)).pictures).toBe(3);
    expect(await mailsAbout('Vertippt')).toHaveLength(0);
  });

  it('tells the owner when the rule names no recipient', async () => {
    const { event } = await campaignWithData(ben, 'Ohne Empfänger');
    const date = futureDate(6);
    await setRule(ben, event, { date: date.toISOString(), recipients: [], hours: 1 });
    const clock = { ms: date.getTime() - HOUR };
    await sweeper(clock).sweep();
    const [mail] = await mailsAbout('Ohne Empfänger');
    expect(mail?.text).toContain('To: ben@example.com');
  });

  it('GET /events/{slug}/deletions is for the owner only', async () => {
    const event = await createEvent(t, ada, { name: 'Privat' });
    expect((await call(t, ben, 'GET', `/events/${event.slug}/deletions`)).statusCode).toBe(404);
    expect((await call(t, ben, 'GET', `/events/${event.id}/deletions`)).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', `/events/${event.slug}/deletions`)).statusCode).toBe(401);
    expect((await call(t, ada, 'GET', '/events/nosuchslug/deletions')).statusCode).toBe(404);
    expect(await records(ada, event)).toEqual([]);
  });
});
