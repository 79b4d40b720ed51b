import { randomBytes } from 'node:crypto';
import { adminQuery, multiProcessSkipReason } from '@/test/postgres-admin.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Event, MosaicWall } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import { about, openStream, type TestStream } from '@/modules/live/live.test-support.ts';
import type { Runtime } from '@/runtime.ts';
import { asTestApp, startTestProcess } from '@/test/multi-process.ts';
import type { TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';
import { mosaicEvent, picture, sync } from './mosaic-wall.test-support.ts';

/*
 * The wall across processes: two server processes (each its own database pool, queue and Redis bus)
 * on one PostgreSQL database and one Redis, as behind a load balancer. Screens on either show the same
 * wall, and a placement made by one process reaches the streams of the other.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const skipReason = multiProcessSkipReason(databaseUrl, redisUrl);

const admin = (sql: string) => adminQuery(databaseUrl ?? '', sql);

describe.skipIf(skipReason !== '')(`mosaic walls across processes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  const dbName = `booth_mosaic_${randomBytes(6).toString('hex')}`;
  // Unique per run, so parallel runs on the same Redis never hear each other.
  const publicUrl = `http://mosaic-${randomBytes(4).toString('hex')}.test`;
  const runtimes: Runtime[] = [];
  const streams: TestStream[] = [];
  let dataDir: string;
  let a: TestApp;
  let b: TestApp;
  let bUrl: string;
  let owner: TestCustomer;
  let event: Event;

  async function server(): Promise<TestApp> {
    const started = await startTestProcess({ serverUrl: databaseUrl ?? '', dbName, redisUrl: redisUrl ?? '', dataDir, publicUrl }, 'server');
    runtimes.push(started.runtime);
    return asTestApp(dataDir, started);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'booth-mosaic-multi-'));
    await admin(`CREATE DATABASE ${dbName}`);
    a = await server();
    b = await server();
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    bUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await customerOn(a, 'owner@example.com', 'Gold');
    event = await mosaicEvent(a, owner);
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await a?.app.close();
    await b?.app.close();
    for (const runtime of runtimes.reverse()) await runtime.close().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const wallOn = async (server: TestApp): Promise<MosaicWall> => {
    const response = await call(server, undefined, 'GET', `/events/${event.slug}/mosaic`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MosaicWall>();
  };

  it('a picture placed by A reaches a wall on B at once, and both show the same wall', async () => {
    const before = await wallOn(b);
    const onB = await openStream(`${bUrl}/api/events/${event.slug}/mosaic/stream?generation=${before.generation}`, { 'last-event-id': before.cursor });
    streams.push(onB);
    expect(onB.status).toBe(200);
    await onB.next((received) => received.event === 'ready');

    await picture(a, event, [200, 40, 40]);
    await picture(a, event, [40, 40, 200]);
    // Placed by process A (its engine, its bus): B hears it through Redis and reads the rows itself.
    await sync(a, event.id);
    const wall = await wallOn(a);
    expect(wall.placements).toHaveLength(2);
    for (const placement of wall.placements) await onB.next(about(placement.id, 'place'), { timeoutMs: 10_000 });
    expect(await wallOn(b)).toEqual(wall);

    const [first] = wall.placements;
    if (!first) throw new Error('nothing placed');
    const tileOnB = await b.app.inject({ url: `/api/mosaic-tiles/${first.id}?size=32` });
    expect(tileOnB.statusCode).toBe(200);
  });
});
