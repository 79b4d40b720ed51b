import { randomUUID } from 'node:crypto';
import type { Event } from '@booth/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { insertPicture } from '@/modules/presentation/presentation.test-support.ts';
import { createMemoryBus } from '@/platform/bus/memory-bus.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { publishShootChange } from './live-changes.ts';
import { createLiveHub, type LiveClient } from './live-hub.ts';
import type { FeedView } from './live-frames.ts';

let t: TestApp;
let owner: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await customerOn(t, 'hub@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

const campaign = (): Promise<Event> => createEvent(t, owner, { name: `Hub ${randomUUID().slice(0, 6)}`, boothType: 'virtual' } as never);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A viewer that records what it was sent. */
function viewer(): LiveClient & { writes: string[] } {
  const writes: string[] = [];
  return { writes, write: (text) => void writes.push(text), close: () => undefined };
}

/** The in-process bus with a switch for an outage: messages are dropped while it is down, `resume` tells listeners. */
function flakyBus(): MessageBus & { down: boolean; resume(lostAt: Date): void } {
  const inner = createMemoryBus();
  const resumeListeners: Array<(lostAt: Date) => void> = [];
  const bus = {
    kind: 'memory' as const,
    down: false,
    publish: (channel: string, message: string) => (bus.down ? Promise.resolve() : inner.publish(channel, message)),
    subscribe: inner.subscribe,
    onResume: (listener: (lostAt: Date) => void) => void resumeListeners.push(listener),
    ping: inner.ping,
    close: inner.close,
    resume(lostAt: Date) {
      for (const listener of resumeListeners) listener(lostAt);
    },
  };
  return bus;
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await pause(20);
  }
}

describe('live hub', () => {
  it('writes one and the same string to every viewer of a view', async () => {
    const bus = flakyBus();
    const hub = createLiveHub({ db: t.runtime.database.db, bus, publicUrl: TEST_PUBLIC_URL, log: pino({ level: 'silent' }) });
    const event = await campaign();
    const view: FeedView = { source: { eventId: event.id, galleryOptIn: false }, rendering: { kind: 'public', showName: false } };
    const viewers = [viewer(), viewer(), viewer()];
    const detach = await Promise.all(viewers.map((client) => hub.attach([view], client)));
    expect(hub.size).toBe(3);
    const picture = await insertPicture(t, event);
    await publishShootChange(bus, { eventId: event.id, shootIds: [picture.id] });
    await until(() => viewers.every((client) => client.writes.length === 1));
    const [first] = viewers[0]?.writes ?? [];
    expect(first).toContain('event: picture');
    expect(first).toContain(picture.id);
    for (const client of viewers) expect(client.writes[0]).toBe(first);
    for (const stop of detach) stop();
    expect(hub.size).toBe(0);
    await hub.close();
  });

  it('never shows a test picture: moderation viewers get its removal, public viewers hear nothing of it', async () => {
    const bus = flakyBus();
    const hub = createLiveHub({ db: t.runtime.database.db, bus, publicUrl: TEST_PUBLIC_URL, log: pino({ level: 'silent' }) });
    const event = await campaign();
    const source = { eventId: event.id, galleryOptIn: false };
    const [gallery, moderation] = [viewer(), viewer()];
    await hub.attach([{ source, rendering: { kind: 'public', showName: false } }], gallery);
    await hub.attach([{ source, rendering: { kind: 'moderation' } }], moderation);
    const tested = await insertPicture(t, event, { isTest: true });
    await publishShootChange(bus, { eventId: event.id, shootIds: [tested.id] });
    await until(() => moderation.writes.length === 1);
    expect(moderation.writes).toEqual([expect.stringMatching(new RegExp(`^event: remove\\nid: \\d+\\ndata: \\{"id":"${tested.id}"\\}`))]);
    // A real picture after it: the public viewer's first (and only) text is about that one.
    const real = await insertPicture(t, event);
    await publishShootChange(bus, { eventId: event.id, shootIds: [real.id] });
    await until(() => gallery.writes.length === 1);
    expect(gallery.writes[0]).toContain(`"id":"${real.id}"`);
    expect(gallery.writes.join('')).not.toContain(tested.id);
    await hub.close();
  });

  it('catches its viewers up on what changed while the bus was away, without a reconnect', async () => {
    const bus = flakyBus();
    const hub = createLiveHub({ db: t.runtime.database.db, bus, publicUrl: TEST_PUBLIC_URL, log: pino({ level: 'silent' }) });
    const event = await campaign();
    const client = viewer();
    await hub.attach([{ source: { eventId: event.id, galleryOptIn: false }, rendering: { kind: 'public', showName: false } }], client);
    const hidden = await insertPicture(t, event, { isPublic: false });
    const removed = await insertPicture(t, event);
    bus.down = true;
    const lostAt = new Date();
    // Saved through the app (its own bus): this hub hears nothing of it.
    expect((await call(t, owner, 'PATCH', `/shoots/${hidden.id}`, { isPublic: true })).statusCode).toBe(200);
    expect((await call(t, owner, 'DELETE', `/shoots/${removed.id}`)).statusCode).toBe(204);
    await pause(50);
    expect(client.writes).toEqual([]);
    bus.down = false;
    bus.resume(lostAt);
    await until(() => client.writes.join('').includes(removed.id));
    const text = client.writes.join('');
    expect(text).toMatch(new RegExp(`event: picture\\nid: \\d+\\ndata: \\{"id":"${hidden.id}"`));
    expect(text).toContain(`event: remove\nid: `);
    expect(text).toContain(`{"id":"${removed.id}"}`);
    await hub.close();
  });
});
