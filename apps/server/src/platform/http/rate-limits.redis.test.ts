import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { BOOTH_SESSION_HEADER } from '@booth/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { login } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { LOGIN_THROTTLE } from '@/modules/auth/login-throttle.ts';
import { guestPolicies } from './rate-limits.ts';

const redisUrl = process.env.REDIS_URL;
const redisServer = spawnSync('redis-server', ['--version']).status === 0;

/** An upload request with no body: counted by the upload limits, then refused, so it is cheap. */
function emptyUpload(t: TestApp, address: string, session: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/events/any-campaign/shoots',
    headers: { 'content-type': 'multipart/form-data; boundary=x', [BOOTH_SESSION_HEADER]: session },
    payload: '--x--\r\n',
    remoteAddress: address,
  });
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

describe.skipIf(!redisUrl)('limits shared by two server processes through Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  /** Another installation on the same Redis (its own PUBLIC_URL). */
  let other: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', AUTH_RATE_LIMIT_PER_MINUTE: '4' };
    [a, b, other] = await Promise.all([buildTestApp(env), buildTestApp(env), buildTestApp({ ...env, PUBLIC_URL: 'http://other-installation.test' })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), other?.close()]);
  });

  it('counts one address on both: the per-address sign-in limit is reached across them', async () => {
    const address = someAddress();
    const attempt = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `${randomUUID()}@example.com`, password: 'wrong-password' }, remoteAddress: address });
    for (const t of [a, b, a, b]) expect((await attempt(t)).statusCode).toBe(401);
    const refused = await attempt(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await attempt(b)).statusCode).toBe(429);
  });

  it('counts one booth session on both: the per-session upload limit is reached across them', async () => {
    const address = someAddress();
    const session = randomUUID();
    const [perSession] = guestPolicies.upload;
    const half = perSession.max / 2;
    for (let i = 0; i < half; i++) expect((await emptyUpload(a, address, session)).statusCode).not.toBe(429);
    for (let i = 0; i < half; i++) expect((await emptyUpload(b, address, session)).statusCode).not.toBe(429);
    const refused = await emptyUpload(b, address, session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', requestId: refused.headers['x-request-id'] });
    expect((await emptyUpload(a, address, session)).statusCode).toBe(429);
    // Another installation sharing the Redis keeps counts of its own.
    expect((await emptyUpload(other, address, session)).statusCode).not.toBe(429);
  });

  it('locks an account on both after failed sign-ins spread over them and over addresses', async () => {
    const email = `${randomUUID()}@example.com`;
    for (let i = 0; i < LOGIN_THROTTLE.failures; i++) {
      const t = i % 2 ? b : a;
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess' }, remoteAddress: someAddress() })).statusCode).toBe(401);
    }
    for (const t of [a, b]) {
      const locked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess' }, remoteAddress: someAddress() });
      expect(locked.statusCode).toBe(429);
    }
  });
});

describe('a Redis that is unreachable or goes away', () => {
  it('does not stop the server from starting, and limits are counted in the process meanwhile', async () => {
    const started = Date.now();
    const t = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      // The app waits a few seconds at most for a Redis that is not there.
      expect(Date.now() - started).toBeLessThan(30_000);
      const address = someAddress();
      const session = randomUUID();
      const [perSession] = guestPolicies.upload;
      for (let i = 0; i < perSession.max; i++) expect((await emptyUpload(t, address, session)).statusCode).not.toBe(429);
      expect((await emptyUpload(t, address, session)).statusCode).toBe(429);
      expect((await login(t, 'nobody@example.com')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!redisServer)('keeps answering when Redis dies mid-run and shares counts again once it is back', async () => {
    const port = await freePort();
    const start = async (): Promise<ChildProcess> => {
      const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: null });
      probe.on('error', () => undefined);
      try {
        await probe.connect().catch(() => undefined);
        for (let waited = 0; (await probe.ping().catch(() => '')) !== 'PONG'; waited += 100) {
          if (waited > 10_000) throw new Error('redis-server did not start');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        probe.disconnect();
      }
      return child;
    };
    let server = await start();
    const t = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const redis = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 200 });
    redis.on('error', () => undefined);
    try {
      const address = someAddress();
      expect((await emptyUpload(t, address, 'before')).statusCode).not.toBe(429);
      await redis.connect();
      expect((await redis.keys('boothwerk:rl:*:upload:*')).length).toBeGreaterThan(0);
      redis.disconnect();

      server.kill('SIGKILL');
      await once(server, 'exit');
      // No hanging and no 500: every request is answered as if the limits were there.
      for (let i = 0; i < 20; i++) {
        const before = Date.now();
        const answer = await emptyUpload(t, address, 'during');
        expect(answer.statusCode).toBeLessThan(500);
        expect(answer.statusCode).not.toBe(429);
        expect(Date.now() - before).toBeLessThan(2000);
      }

      server = await start();
      await redis.connect();
      // ioredis reconnects within about 2 s; then the counts are in Redis again.
      let shared = false;
      for (let waited = 0; !shared && waited < 15_000; waited += 250) {
        await emptyUpload(t, address, `after-${waited}`);
        shared = (await redis.keys('boothwerk:rl:*:upload:session:*')).length > 0;
        if (!shared) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(shared).toBe(true);
    } finally {
      redis.disconnect();
      await t.close();
      server.kill('SIGKILL');
    }
  }, 60_000);
});
