import { randomBytes, randomUUID } from 'node:crypto';
import { adminQuery, multiProcessSkipReason } from '@/test/postgres-admin.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Event, EventVirtualDto } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { fields, file, postShoot, startSession } from '@/modules/shoots/shoots.test-support.ts';
import type { Runtime } from '@/runtime.ts';
import { asTestApp, startTestProcess, type SharedServices } from '@/test/multi-process.ts';
import { jpeg, type TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';
import { about, openStream, type TestStream } from './live.test-support.ts';

/*
 * The issue's scale-out proof: two server processes (two apps, each with its own database pool, job
 * queue and Redis bus) and a worker on one PostgreSQL database and one Redis. In one test process,
 * but nothing is shared between the three except what separate processes share: PostgreSQL, Redis,
 * the file store and PUBLIC_URL.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const skipReason = multiProcessSkipReason(databaseUrl, redisUrl);

const admin = (sql: string) => adminQuery(databaseUrl ?? '', sql);

describe.skipIf(skipReason !== '')(`live feeds across processes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  const dbName = `booth_live_${randomBytes(6).toString('hex')}`;
  // Unique per run, so parallel runs on the same Redis never hear each other.
  const publicUrl = `http://live-${randomBytes(4).toString('hex')}.test`;
  const runtimes: Runtime[] = [];
  const streams: TestStream[] = [];
  let dataDir: string;
  let a: TestApp;
  let b: TestApp;
  let aUrl: string;
  let bUrl: string;
  let owner: TestCustomer;
  let event: Event;

  const shared = (): SharedServices => ({ serverUrl: databaseUrl ?? '', dbName, redisUrl: redisUrl ?? '', dataDir, publicUrl });
  const process = async (role: 'server' | 'worker') => {
    const started = await startTestProcess(shared(), role);
    runtimes.push(started.runtime);
    return started;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'booth-live-multi-'));
    await admin(`CREATE DATABASE ${dbName}`);
    a = asTestApp(dataDir, await process('server'));
    b = asTestApp(dataDir, await process('server'));
    aUrl = await a.app.listen({ port: 0, host: '127.0.0.1' });
    bUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
    // Set up before the worker runs, so A's own drain sends the activation mail deterministically.
    owner = await customerOn(a, 'owner@example.com', 'Gold');
    event = await createEvent(a, owner, { name: 'Venue', boothType: 'virtual', eventType: 'live', shutter: { photo: { enabled: true } }, autoPublic: true } as never);
    await process('worker');
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await a?.app.close();
    await b?.app.close();
    for (const runtime of runtimes.reverse()) await runtime.close().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function ready(base: string, path: string, headers: Record<string, string> = {}): Promise<TestStream> {
    const stream = await openStream(`${base}/api${path}`, headers);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((received) => received.event === 'ready');
    return stream;
  }

  it('a picture uploaded through A and processed by the worker reaches a viewer on B; hiding it on B takes it off A', async () => {
    const galleryOnB = await ready(bUrl, `/events/${event.slug}/gallery/stream`);
    const galleryOnA = await ready(aUrl, `/events/${event.slug}/gallery/stream`);
    const moderationOnB = await ready(bUrl, `/events/${event.slug}/moderation/stream`, owner.headers);

    const token = await startSession(a, event.slug);
    const id = randomUUID();
    const upload = await postShoot(a, event.slug, token, [...fields({ id, kind: 'photo' }), file(await jpeg(64, 48))]);
    expect(upload.statusCode, upload.body).toBe(201);
    // Announced by A at upload (moderation sees it processing), by the worker when it is ready.
    await moderationOnB.next(about(id, 'shoot'));
    await galleryOnB.next(about(id, 'picture'), { timeoutMs: 20_000 });
    await galleryOnA.next(about(id, 'picture'), { timeoutMs: 5_000 });

    const seen = galleryOnA.events.length;
    expect((await call(b, owner, 'PATCH', `/shoots/${id}`, { isPublic: false })).statusCode).toBe(200);
    await galleryOnA.next(about(id, 'remove'), { from: seen });
  });

  it("a change saved on B drops A's cached guest view at once", async () => {
    const virtualOnA = async () => {
      const response = await a.app.inject({ method: 'GET', url: `/api/events/${event.slug}/virtual` });
      expect(response.statusCode).toBe(200);
      return response.json<EventVirtualDto>();
    };
    const title = (await virtualOnA()).virtualSettings.title;
    // Cached on A now; B's save must reach it well before the cache's own expiry (a minute).
    const put = await call(b, owner, 'PUT', `/events/${event.id}`, { virtualSettings: { ...event.virtualSettings, title: 'Changed on B' } });
    expect(put.statusCode, put.body).toBe(200);
    const deadline = Date.now() + 3000;
    let seen = title;
    while (seen !== 'Changed on B' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await virtualOnA()).virtualSettings.title;
    }
    expect(seen).toBe('Changed on B');
  });

  it("taking the campaign back to draft on B reaches A's guest view and booth, and publishing it again too", async () => {
    const eventTypeOnA = async () => (await a.app.inject({ method: 'GET', url: `/api/events/${event.slug}/virtual` })).json<EventVirtualDto>().eventType;
    const until = async (expected: string) => {
      const deadline = Date.now() + 3000;
      let seen = await eventTypeOnA();
      while (seen !== expected && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await eventTypeOnA();
      }
      expect(seen).toBe(expected);
    };
    expect(await eventTypeOnA()).toBe('live');
    expect((await call(b, owner, 'PUT', `/events/${event.id}`, { eventType: 'draft' })).statusCode).toBe(200);
    await until('draft');
    const refused = await a.app.inject({ method: 'POST', url: `/api/events/${event.slug}/vbSessions` });
    expect(refused.json()).toMatchObject({ code: 'EVENT_NOT_LIVE' });
    expect((await call(b, owner, 'PUT', `/events/${event.id}`, { eventType: 'live' })).statusCode).toBe(200);
    await until('live');
    expect((await a.app.inject({ method: 'POST', url: `/api/events/${event.slug}/vbSessions` })).statusCode).toBe(201);
  });
});
