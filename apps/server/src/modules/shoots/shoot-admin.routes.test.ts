import { randomUUID } from 'node:crypto';
import type { Event, Shoot } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { adminOn, inSupportMode, startSupport } from '@/modules/admin/admin.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { deletedShoots } from './deleted-shoots.table.ts';
import { pictureCounters, seedShoot } from './shoot-admin.test-support.ts';
import { findShootById } from './shoots.repo.ts';
import { boothEvent, shootKeys } from './shoots.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let event: Event;
let other: Event;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  bob = await signedInCustomer(t, 'bob@example.com');
  event = await boothEvent(t, ada, { photo: { enabled: true } }, {
    screens: { sharing: { email: { sender: 'Fest Crew', subject: 'Dein Bild vom Fest' } } },
  } as never);
  other = await boothEvent(t, bob, { photo: { enabled: true } });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.runtime.database.db;
const keysOf = async (eventId: string, shootId: string) => (await shootKeys(t, eventId)).filter((key) => key.includes(shootId));

describe('PATCH /api/shoots/{id}', () => {
  it('switches public and client approval for the owner and answers the picture', async () => {
    const shoot = await seedShoot(t, event.id);
    const response = await call(t, ada, 'PATCH', `/shoots/${shoot.id}`, { isPublic: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Shoot>()).toMatchObject({ id: shoot.id, isPublic: true, clientApproval: false });
    await call(t, ada, 'PATCH', `/shoots/${shoot.id}`, { clientApproval: true });
    expect(await findShootById(db(), shoot.id)).toMatchObject({ isPublic: true, clientApproval: true });
  });

  it("answers 404 for another customer's picture and leaves it alone; an admin changes it only in support mode", async () => {
    const shoot = await seedShoot(t, other.id);
    expect((await call(t, ada, 'PATCH', `/shoots/${shoot.id}`, { isPublic: true })).statusCode).toBe(404);
    expect((await findShootById(db(), shoot.id))?.isPublic).toBe(false);
    const admin = await adminOn(t, 'root@example.com');
    // Admins read any customer's pictures, but their own session changes none (the change would leave no audit entry).
    expect((await call(t, admin, 'GET', `/events/${other.slug}/shoots`)).statusCode).toBe(200);
    expect((await call(t, admin, 'PATCH', `/shoots/${shoot.id}`, { isPublic: true })).statusCode).toBe(404);
    expect((await call(t, admin, 'POST', `/events/${other.slug}/shoots/bulk`, { shootIDs: [shoot.id], action: 'public' })).statusCode).toBe(404);
    expect((await call(t, admin, 'DELETE', `/shoots/${shoot.id}`)).statusCode).toBe(404);
    expect((await call(t, admin, 'POST', `/shoots/${shoot.id}/retry`)).statusCode).toBe(404);
    expect((await call(t, admin, 'POST', '/mail/resend_shoots', { event: other.slug, shootIDs: [shoot.id] })).statusCode).toBe(404);
    expect(await findShootById(db(), shoot.id)).toMatchObject({ isPublic: false });
    const acting = inSupportMode(admin, (await startSupport(t, admin, bob)).token);
    expect((await call(t, acting, 'PATCH', `/shoots/${shoot.id}`, { isPublic: true })).statusCode).toBe(200);
    expect((await findShootById(db(), shoot.id))?.isPublic).toBe(true);
  });

  it('refuses a body without a switch or with a wrong type, naming the field', async () => {
    const shoot = await seedShoot(t, event.id);
    for (const body of [{}, { isPublic: 'yes' }]) {
      const response = await call(t, ada, 'PATCH', `/shoots/${shoot.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toContain('isPublic');
    }
    expect((await call(t, ada, 'PATCH', '/shoots/not-a-uuid', { isPublic: true })).json<{ fields: Array<{ path: string }> }>().fields[0]?.path).toBe('id');
  });
});

describe('DELETE /api/shoots/{id}', () => {
  it('removes the row and its files, counts pictures −1 and deleted +1, and leaves a tombstone', async () => {
    const shoot = await seedShoot(t, event.id);
    const keep = await seedShoot(t, event.id);
    const before = await pictureCounters(t, event.id);
    expect(await keysOf(event.id, shoot.id)).toHaveLength(3);

    const response = await call(t, ada, 'DELETE', `/shoots/${shoot.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await findShootById(db(), shoot.id)).toBeUndefined();
    expect(await keysOf(event.id, shoot.id)).toEqual([]);
    expect(await keysOf(event.id, keep.id)).toHaveLength(3);
    expect(await pictureCounters(t, event.id)).toEqual({ ...before, pictures: (before?.pictures ?? 0) - 1, picturesDeleted: (before?.picturesDeleted ?? 0) + 1 });
    const [tombstone] = await db().select().from(deletedShoots).where(eq(deletedShoots.shootId, shoot.id));
    expect(tombstone).toMatchObject({ slug: shoot.slug, eventId: event.id, reason: 'organiser' });

    // Twice: 404 and the counters stay.
    expect((await call(t, ada, 'DELETE', `/shoots/${shoot.id}`)).statusCode).toBe(404);
    expect((await pictureCounters(t, event.id))?.picturesDeleted).toBe((before?.picturesDeleted ?? 0) + 1);
  });

  it('counts concurrent deletes of one picture once', async () => {
    const shoot = await seedShoot(t, event.id);
    const before = await pictureCounters(t, event.id);
    const answers = await Promise.all([1, 2, 3].map(() => call(t, ada, 'DELETE', `/shoots/${shoot.id}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404, 404]);
    expect(await pictureCounters(t, event.id)).toMatchObject({ pictures: (before?.pictures ?? 0) - 1, picturesDeleted: (before?.picturesDeleted ?? 0) + 1 });
  });

  it("answers 404 for another customer's picture and keeps it and its files", async () => {
    const shoot = await seedShoot(t, other.id);
    expect((await call(t, ada, 'DELETE', `/shoots/${shoot.id}`)).statusCode).toBe(404);
    expect(await findShootById(db(), shoot.id)).toBeDefined();
    expect(await keysOf(other.id, shoot.id)).toHaveLength(3);
  });

  it("turns the picture's microsite and the guest's status call into 410 Gone, in the guest's language", async () => {
    const shoot = await seedShoot(t, event.id);
    expect((await t.app.inject({ method: 'GET', url: `/m/${shoot.slug}` })).statusCode).toBe(200);
    await call(t, ada, 'DELETE', `/shoots/${shoot.id}`);

    const de = await t.app.inject({ method: 'GET', url: `/m/${shoot.slug}` });
    expect(de.statusCode).toBe(410);
    expect(de.body).toContain('Dieses Bild wurde vom Veranstalter entfernt');
    const en = await t.app.inject({ method: 'GET', url: `/en/m/${shoot.slug}` });
    expect(en.statusCode).toBe(410);
    expect(en.body).toContain('This picture was removed by the organiser');
    // A slug that never existed stays a 404.
    expect((await t.app.inject({ method: 'GET', url: '/m/neverExisted1' })).statusCode).toBe(404);

    // The microsite polls the status by the picture's slug.
    const status = await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/shoots/${shoot.slug}/status` });
    expect(status.statusCode).toBe(410);
    expect(status.json<{ message: string }>().message).toBe('This picture was removed');
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/shoots/neverExisted1/status` })).statusCode).toBe(404);
  });
});

describe('POST /api/shoots/{id}/retry', () => {
  it('puts a failed picture back to processing and queues its job, which processes it again', async () => {
    const shoot = await seedShoot(t, event.id, { status: 'failed', failureReason: 'The picture could not be processed', renditions: {} });
    const response = await call(t, ada, 'POST', `/shoots/${shoot.id}/retry`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Shoot>()).toMatchObject({ status: 'processing', failureReason: null });
    const { rows } = await t.runtime.database.sql.executeSql("SELECT data FROM pgboss.job WHERE name = 'shoot_process' AND state = 'created'");
    expect(rows.map((row) => (row as { data: { shootId: string } }).data.shootId)).toContain(shoot.id);
  });

  it('refuses a picture that is not failed (409) and another customer’s (404)', async () => {
    const ready = await seedShoot(t, event.id);
    expect((await call(t, ada, 'POST', `/shoots/${ready.id}/retry`)).statusCode).toBe(409);
    const foreign = await seedShoot(t, other.id, { status: 'failed' });
    expect((await call(t, ada, 'POST', `/shoots/${foreign.id}/retry`)).statusCode).toBe(404);
    expect((await findShootById(db(), foreign.id))?.status).toBe('failed');
  });
});

describe('POST /api/events/{slug}/shoots/bulk', () => {
  it('makes public, hides and deletes the named pictures of the campaign, ignoring foreign ids', async () => {
    const mine = [await seedShoot(t, event.id), await seedShoot(t, event.id)];
    const foreign = await seedShoot(t, other.id);
    const ids = [...mine.map((shoot) => shoot.id), foreign.id, randomUUID()];
    const bulk = (action: string) => call(t, ada, 'POST', `/events/${event.slug}/shoots/bulk`, { shootIDs: ids, action });

    expect((await bulk('public')).json()).toEqual({ action: 'public', count: 2 });
    expect((await findShootById(db(), mine[0]!.id))?.isPublic).toBe(true);
    expect((await findShootById(db(), foreign.id))?.isPublic).toBe(false);
    expect((await bulk('hidden')).json()).toEqual({ action: 'hidden', count: 2 });
    expect((await findShootById(db(), mine[1]!.id))?.isPublic).toBe(false);

    const before = await pictureCounters(t, event.id);
    expect((await bulk('delete')).json()).toEqual({ action: 'delete', count: 2 });
    expect(await pictureCounters(t, event.id)).toMatchObject({ pictures: (before?.pictures ?? 0) - 2, picturesDeleted: (before?.picturesDeleted ?? 0) + 2 });
    expect(await findShootById(db(), foreign.id)).toBeDefined();
    expect(await keysOf(other.id, foreign.id)).toHaveLength(3);
    for (const shoot of mine) expect(await keysOf(event.id, shoot.id)).toEqual([]);
  });

  it("answers 404 for another customer's campaign and validates the body, naming the field", async () => {
    const shoot = await seedShoot(t, other.id);
    expect((await call(t, ada, 'POST', `/events/${other.slug}/shoots/bulk`, { shootIDs: [shoot.id], action: 'delete' })).statusCode).toBe(404);
    expect(await findShootById(db(), shoot.id)).toBeDefined();
    const empty = await call(t, ada, 'POST', `/events/${event.slug}/shoots/bulk`, { shootIDs: [], action: 'public' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fields: Array<{ path: string }> }>().fields[0]?.path).toBe('shootIDs');
    const action = await call(t, ada, 'POST', `/events/${event.slug}/shoots/bulk`, { shootIDs: [shoot.id], action: 'burn' });
    expect(action.json<{ fields: Array<{ path: string }> }>().fields[0]?.path).toBe('action');
  });
});

describe('POST /api/mail/resend_shoots', () => {
  const mailsTo = async (address: string) => (await readOutbox(t.outboxDir)).filter((mail) => mail.text.includes(`To: ${address}`));

  it("sends each picture to its own contact through the picture e-mail, skipping pictures without one", async () => {
    const withContact = await seedShoot(t, event.id, { contactEmail: 'gast@guest.example', locale: 'en' });
    const without = await seedShoot(t, event.id);
    const response = await call(t, ada, 'POST', '/mail/resend_shoots', { event: event.slug, recipients: [], shootIDs: [withContact.id, without.id], reason: 'Neu mit Logo' });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ mails: 1, skipped: 1 });
    await t.drainJobs();
    const [mail, ...more] = await mailsTo('gast@guest.example');
    expect(more).toEqual([]);
    expect(mail?.text).toContain('From: Fest Crew <');
    expect(mail?.text).toContain('Subject: Dein Bild vom Fest');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/en/m/${withContact.slug}`);
    expect(mail?.text).toContain('Neu mit Logo');
  });

  it('sends every picture to each named recipient instead, and a second resend sends again', async () => {
    const a = await seedShoot(t, event.id, { contactEmail: 'someone@guest.example' });
    const b = await seedShoot(t, event.id);
    const body = { event: event.id, recipients: ['client@agency.example', 'CLIENT@agency.example', 'boss@agency.example'], shootIDs: [a.id, b.id] };
    expect((await call(t, ada, 'POST', '/mail/resend_shoots', body)).json()).toEqual({ mails: 4, skipped: 0 });
    expect((await call(t, ada, 'POST', '/mail/resend_shoots', body)).json()).toEqual({ mails: 4, skipped: 0 });
    await t.drainJobs();
    const client = await mailsTo('client@agency.example');
    expect(client).toHaveLength(4);
    expect(client.some((mail) => mail.text.includes(`/m/${a.slug}`))).toBe(true);
    expect(client.some((mail) => mail.text.includes(`/m/${b.slug}`))).toBe(true);
    expect(await mailsTo('someone@guest.example')).toEqual([]);
  });

  it("ignores another campaign's pictures and answers 404 for another customer's campaign", async () => {
    const foreign = await seedShoot(t, other.id, { contactEmail: 'victim@guest.example' });
    expect((await call(t, ada, 'POST', '/mail/resend_shoots', { event: event.slug, recipients: ['x@agency.example'], shootIDs: [foreign.id] })).json()).toEqual({ mails: 0, skipped: 0 });
    expect((await call(t, ada, 'POST', '/mail/resend_shoots', { event: other.slug, shootIDs: [foreign.id] })).statusCode).toBe(404);
    await t.drainJobs();
    expect(await mailsTo('victim@guest.example')).toEqual([]);
    expect(await mailsTo('x@agency.example')).toEqual([]);
  });

  it('refuses a bad address naming the field', async () => {
    const shoot = await seedShoot(t, event.id);
    const response = await call(t, ada, 'POST', '/mail/resend_shoots', { event: event.slug, recipients: ['ok@agency.example', 'not an address'], shootIDs: [shoot.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields[0]?.path).toBe('recipients.1');
  });
});
