import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBus } from './memory-bus.ts';
import type { MessageBus } from './message-bus.ts';
import { busChannelPrefix, createRedisBus } from './redis-bus.ts';

const redisUrl = process.env.REDIS_URL;
const silent = pino({ level: 'silent' });

/** Collects what a channel receives; `next()` waits for the n-th message. */
async function listen(bus: MessageBus, channel: string) {
  const received: string[] = [];
  const waiters: Array<() => void> = [];
  const unsubscribe = await bus.subscribe(channel, (message) => {
    received.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    received,
    unsubscribe,
    async until(count: number, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`got ${received.length} of ${count} messages`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('memory bus', () => {
  it('delivers to every subscriber of the channel, after the publish returned', async () => {
    const bus = createMemoryBus();
    const a = await listen(bus, 'shoots:1');
    const b = await listen(bus, 'shoots:1');
    const other = await listen(bus, 'shoots:2');
    await bus.publish('shoots:1', 'hello');
    // Asynchronous like Redis: a publisher never runs listeners inside its own call.
    expect(a.received).toEqual([]);
    await a.until(1);
    await b.until(1);
    expect(a.received).toEqual(['hello']);
    expect(other.received).toEqual([]);
  });

  it('stops delivering after unsubscribe and close, and a throwing listener does not stop the others', async () => {
    const errors: unknown[] = [];
    const bus = createMemoryBus({ onListenerError: (error) => errors.push(error) });
    await bus.subscribe('c', () => {
      throw new Error('broken viewer');
    });
    const a = await listen(bus, 'c');
    const b = await listen(bus, 'c');
    await bus.publish('c', '1');
    await a.until(1);
    await b.until(1);
    expect(errors).toHaveLength(1);
    await a.unsubscribe();
    await bus.publish('c', '2');
    await b.until(2);
    expect(a.received).toEqual(['1']);
    await bus.close();
    await bus.publish('c', '3');
    await pause(20);
    expect(b.received).toEqual(['1', '2']);
  });
});

describe.skipIf(!redisUrl)('redis bus (REDIS_URL)', () => {
  const buses: MessageBus[] = [];
  const open = async (publicUrl: string, url = redisUrl as string) => {
    const bus = await createRedisBus({ redisUrl: url, publicUrl, log: silent });
    buses.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  it('carries a message from one process to the others of the same installation, not to other installations', async () => {
    const installation = `http://bus-${Math.random()}.test`;
    const a = await open(installation);
    const b = await open(installation);
    const stranger = await open(`${installation}/other`);
    const onA = await listen(a, 'shoots:x');
    const onB = await listen(b, 'shoots:x');
    const onStranger = await listen(stranger, 'shoots:x');
    await pause(100); // SUBSCRIBE is sent without waiting for it
    await a.publish('shoots:x', '{"n":1}');
    await onA.until(1);
    await onB.until(1);
    expect(onB.received).toEqual(['{"n":1}']);
    await pause(100);
    expect(onStranger.received).toEqual([]);
    await expect(a.ping()).resolves.toBeUndefined();
    // One Redis subscription however many local listeners; the last unsubscribe ends it.
    const second = await listen(b, 'shoots:x');
    await onB.unsubscribe();
    await a.publish('shoots:x', '2');
    await second.until(1);
    expect(onB.received).toHaveLength(1);
  });

  it('survives losing its subscriber connection: reconnects, hears the channel again and says when it lost messages', async () => {
    const installation = `http://bus-${Math.random()}.test`;
    const a = await open(installation);
    const b = await open(installation);
    const resumed: Date[] = [];
    b.onResume((lostAt) => resumed.push(lostAt));
    const onB = await listen(b, 'shoots:y');
    await pause(100);
    // Kill this installation's subscribed connection (B's: A subscribes nothing), nobody else's.
    const name = `name=boothwerk-bus-sub-${busChannelPrefix(installation).split(':')[2]}`;
    const admin = new Redis(redisUrl as string);
    try {
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const ids = clients
        .split('\n')
        .filter((line) => line.split(' ').includes(name))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1])
        .filter((id): id is string => id !== undefined);
      const before = new Date();
      for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id);
      const deadline = Date.now() + 5000;
      while (resumed.length === 0 && Date.now() < deadline) await pause(50);
      expect(ids).toHaveLength(1);
      expect(resumed).toHaveLength(1);
      expect((resumed[0] as Date).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    } finally {
      admin.disconnect();
    }
    await pause(100);
    await a.publish('shoots:y', 'after');
    await onB.until(1);
    expect(onB.received).toEqual(['after']);
  });

  it('starts without Redis, refuses publishing fast and never hangs a subscriber', async () => {
    const started = Date.now();
    const bus = await open('http://down.test', 'redis://127.0.0.1:1');
    expect(Date.now() - started).toBeLessThan(5000);
    const unsubscribe = await bus.subscribe('c', () => undefined);
    const publishStarted = Date.now();
    await expect(bus.publish('c', 'x')).rejects.toThrow();
    expect(Date.now() - publishStarted).toBeLessThan(1500);
    // Readiness asks the bus: it says no at once rather than waiting for Redis.
    await expect(bus.ping()).rejects.toThrow();
    await unsubscribe();
  });
});
