import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Event } from '@booth/shared';
import { inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { jobCatalog } from '@/job-catalog.ts';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import { eventCounters, fields, file, postShoot, startSession } from '@/modules/shoots/shoots.test-support.ts';
import { busChannelPrefix } from '@/platform/bus/redis-bus.ts';
import { createLogger } from '@/platform/logger.ts';
import { startRuntime, type Runtime } from '@/runtime.ts';
import { jpeg, type TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';
import { asTestApp } from '@/test/multi-process.ts';
import { isConnectionLost } from './connection-lost.ts';
import { SurvivingPool } from './postgres-pool.ts';
import { openPostgres } from './postgres.ts';

/*
 * Issue 24: a database connection may die at any moment (a restart, a failover, pg_terminate_backend,
 * a network cut) and Redis connections too; the process must stay up (an unhandled `error` event
 * would end it, and vitest fails the run on one), answer 503 DATABASE_UNAVAILABLE meanwhile, and
 * carry on by itself. The server runs in this process on its own pool, queue, workers and bus, as in
 * live.multiprocess.test.ts; only PostgreSQL and Redis are shared.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const skipReason = databaseUrl ? '' : 'needs DATABASE_URL (PostgreSQL)';

async function admin(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** node-postgres sends drizzle's COMMIT as a simple query: 'Q', its length, the text. */
const COMMIT_QUERY = Buffer.concat([Buffer.from('Q'), Buffer.from([0, 0, 0, 11]), Buffer.from('commit\0')]);

/**
 * A TCP relay in front of PostgreSQL that the test can cut: every connection through it is reset
 * and new ones are refused until it is restored. What a restart or a failover looks like to the app.
 * It can also lose the answer to one COMMIT: the server commits, the app hears its connection die.
 */
async function cuttableRelay(target: URL) {
  const sockets = new Set<Socket>();
  let cut = false;
  /** The next COMMIT of a connection that sent `statement` is answered to no one. */
  let trap: { statement: string; sprung: () => void } | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((inbound) => {
    if (cut) return void inbound.resetAndDestroy();
    const outbound = connect(Number(target.port || 5432), target.hostname);
    let sentStatement = false;
    let committing: (() => void) | undefined;
    inbound.on('data', (chunk: Buffer) => {
      if (trap && chunk.includes(trap.statement)) sentStatement = true;
      if (trap && sentStatement && chunk.includes(COMMIT_QUERY)) {
        committing = trap.sprung;
        trap = undefined;
      }
      outbound.write(chunk);
    });
    outbound.on('data', (chunk: Buffer) => {
      // The server has answered COMMIT, so it committed: the app never hears it.
      if (committing) {
        inbound.resetAndDestroy();
        committing();
        return;
      }
      inbound.write(chunk);
    });
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      track(from);
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url(database: string): string {
      const url = new URL(target);
      url.host = `127.0.0.1:${port}`;
      url.pathname = `/${database}`;
      return url.toString();
    },
    cut() {
      cut = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      cut = false;
    },
    /** Resolves once the next transaction that sent `statement` has committed unheard. */
    loseCommitAnswerAfter(statement: string): Promise<void> {
      return new Promise((resolve) => (trap = { statement, sprung: resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(skipReason !== '')(`database connection faults ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  const dbName = `booth_faults_${randomBytes(6).toString('hex')}`;
  // Unique per run: this installation's Redis connections are told apart by it.
  const publicUrl = `http://faults-${randomBytes(4).toString('hex')}.test`;
  const runtimes: Runtime[] = [];
  /** Started beside the server under test, to show that both come up on a fresh database. */
  let second: Runtime;
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let dataDir: string;
  let t: TestApp;
  let owner: TestCustomer;
  let event: Event;
  let picture: Buffer;

  const directUrl = (name: string) => {
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };
  /** What a PostgreSQL restart or failover does to the app's connections; the server itself stays up. */
  const terminate = () => admin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);

  /** One server process: its own pool, queue (with workers) and bus, with retries and lease checks short enough for a test. */
  async function startProcess(url: string): Promise<Runtime> {
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        LOG_LEVEL: 'silent',
        DEMO_ACCOUNT: 'false',
        WORKERS: 'false',
        PUBLIC_URL: publicUrl,
        WEB_DIST_DIR: join(dataDir, 'web-not-built'),
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      },
      dataDir,
    );
    const log = createLogger(config);
    const runtime = await startRuntime({
      config,
      log,
      database: await openPostgres(url, { log }),
      migrate: true,
      jobs: {
        timings: { pollMs: 100, leaseRenewMs: 200, leaseStaleMs: 1500, sweepMs: 300 },
        queueOptions: (name) => ({ ...jobCatalog[name].options, retryDelay: 1, retryBackoff: false }),
      },
    });
    runtimes.push(runtime);
    return runtime;
  }

  async function upload(token: string, id: string) {
    return postShoot(t, event.slug, token, [...fields({ id, kind: 'photo' }), file(picture)]);
  }

  /** A refusal for a lost database says so and when to try again. */
  function expectUnavailable(response: Awaited<ReturnType<typeof upload>>): void {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  async function statuses(ids: string[]): Promise<string[]> {
    const rows = await t.runtime.database.db.select({ id: shoots.id, status: shoots.status }).from(shoots).where(inArray(shoots.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)?.status ?? 'missing');
  }

  const allReady = (ids: string[]) => until(async () => (await statuses(ids)).every((status) => status === 'ready'), 'every picture to be processed', 15_000);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'booth-faults-'));
    relay = await cuttableRelay(new URL(databaseUrl as string));
    await admin(`CREATE DATABASE ${dbName}`);
    // Two processes started at once on the fresh database: the first test asserts both came up.
    const [runtime, other] = await Promise.all([startProcess(relay.url(dbName)), startProcess(directUrl(dbName))]);
    second = other;
    const app = await buildApp({ config: runtime.config, database: runtime.database, jobs: runtime.jobs, files: runtime.files, media: runtime.media, bus: runtime.bus, log: runtime.log });
    await app.ready();
    t = asTestApp(dataDir, { runtime, app });
    owner = await customerOn(t, 'owner@example.com', 'Gold');
    event = await createEvent(t, owner, { name: 'Faults', boothType: 'virtual', eventType: 'live', shutter: { photo: { enabled: true } } } as never);
    picture = await jpeg(64, 48);
    await runtime.jobs.startWorkers(runtime.registry);
  }, 60_000);

  afterAll(async () => {
    await t?.app.close();
    for (const runtime of runtimes.splice(0).reverse()) await runtime.close().catch(() => undefined);
    await relay?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('two processes started at once on a fresh database both came up (migrations and the job schema, under one lock)', async () => {
    const versions = await Promise.all([t.runtime, second].map(async (runtime) => (await runtime.jobs.facts()).schemaVersion));
    expect(versions[0]).toBeGreaterThan(0);
    expect(versions[1]).toBe(versions[0]);
    runtimes.splice(runtimes.indexOf(second), 1);
    await second.close();
  });

  it('a connection cut while in use (a transaction, the holder of an advisory lock) fails only its own work', async () => {
    const { database } = t.runtime;
    const inTransaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await terminate();
      await tx.execute(sql`select 1`);
    });
    await expect(inTransaction).rejects.toSatisfy(isConnectionLost);

    const lockKey = 42_424_242;
    const held = await database.sql.withAdvisoryLock(lockKey, async () => {
      await terminate();
      return 'done';
    });
    expect(held).toBe('done');
    // The lock went with its session: it is free again at once.
    expect(await database.sql.withAdvisoryLock(lockKey, async () => 'again')).toBe('again');
  });

  it('a connection lost while checked out frees its place in the pool, even if its holder never gives it back', async () => {
    // Drizzle's transaction() is such a holder when its BEGIN fails (drizzle-orm#6241).
    const pool = new SurvivingPool({ connectionString: directUrl(dbName), max: 1, connectionTimeoutMillis: 2000 });
    try {
      const client = await pool.connect();
      const lost = new Promise((resolve) => client.once('error', resolve));
      await terminate();
      await lost;
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('uploads and jobs go on while connections are terminated: a retried upload makes one picture, every picture is processed', async () => {
    const token = await startSession(t, event.slug);
    const before = await eventCounters(t, event.id);
    // Pictures being processed when the connections go.
    const queued = Array.from({ length: 3 }, () => randomUUID());
    for (const id of queued) expect((await upload(token, id)).statusCode).toBe(201);
    const cuts = (async () => {
      for (let round = 0; round < 8; round += 1) {
        await terminate();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    // Pictures being uploaded meanwhile, sent again after a 503 with the same id, as the guest booth does.
    const uploaded = Array.from({ length: 3 }, () => randomUUID());
    await Promise.all(
      uploaded.map(async (id) => {
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const response = await upload(token, id);
          if (response.statusCode === 201 || response.statusCode === 200) return;
          expectUnavailable(response);
        }
        throw new Error(`upload ${id} never got through`);
      }),
    );
    await cuts;
    // An upload cut after its commit kept its files, and its retry queued the job again.
    await allReady([...queued, ...uploaded]);
    expect((await eventCounters(t, event.id))?.pictures).toBe((before?.pictures ?? 0) + queued.length + uploaded.length);
  }, 30_000);

  it('an upload whose COMMIT answer is lost in a network cut: 503, and the retry finishes that very picture', async () => {
    const token = await startSession(t, event.slug);
    const before = await eventCounters(t, event.id);
    const id = randomUUID();
    const lost = relay.loseCommitAnswerAfter('insert into "shoots"');
    expectUnavailable(await upload(token, id));
    await lost;
    const [row] = await t.runtime.database.db.select({ input: shoots.input }).from(shoots).where(inArray(shoots.id, [id]));
    expect(row?.input.files).toHaveLength(1);
    expect((await upload(token, id)).statusCode).toBe(200);
    await allReady([id]);
    const [made] = await t.runtime.database.db.select({ input: shoots.input }).from(shoots).where(inArray(shoots.id, [id]));
    expect(made?.input).toEqual(row?.input);
    expect((await eventCounters(t, event.id))?.pictures).toBe((before?.pictures ?? 0) + 1);
  });

  it('while the database is unreachable, requests answer 503 with Retry-After and the readiness ping fails fast; then all resumes', async () => {
    const token = await startSession(t, event.slug);
    const id = randomUUID();
    relay.cut();
    try {
      const started = Date.now();
      const list = await call(t, owner, 'GET', '/events');
      expectUnavailable(list);
      expectUnavailable(await upload(token, id));
      await expect(t.runtime.database.ping()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      relay.restore();
    }
    expect((await call(t, owner, 'GET', '/events')).statusCode).toBe(200);
    await t.runtime.database.ping();
    // The guest's retry of the same capture is stored once and processed by the workers, which kept polling.
    expect((await upload(token, id)).statusCode).toBe(201);
    await allReady([id]);
  });

  it.skipIf(!redisUrl)('losing its Redis connections (bus and rate limits) does not stop the process; both work again after the reconnect', async () => {
    const installation = busChannelPrefix(publicUrl).slice('boothwerk:bus:'.length, -1);
    const names = ['bus-pub', 'bus-sub', 'rl'].map((role) => `name=boothwerk-${role}-${installation}`);
    const redis = new Redis(redisUrl as string);
    const ours = async () =>
      String(await redis.call('CLIENT', 'LIST'))
        .split('\n')
        .filter((line) => names.some((name) => line.split(' ').includes(name)))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1] as string);
    const received: string[] = [];
    await t.runtime.bus.subscribe('faults', (message) => received.push(message));
    try {
      const ids = await ours();
      expect(ids).toHaveLength(names.length);
      for (const id of ids) await redis.call('CLIENT', 'KILL', 'ID', id);
      await until(async () => (await ours()).length === names.length, 'the connections to come back');
      await until(async () => {
        await t.runtime.bus.publish('faults', 'after').catch(() => undefined);
        return received.length > 0;
      }, 'a message over the bus');
      // Session starts are rate limited per address: the limit is counted (in Redis or, meanwhile, in memory).
      await startSession(t, event.slug);
    } finally {
      redis.disconnect();
    }
  });
});
