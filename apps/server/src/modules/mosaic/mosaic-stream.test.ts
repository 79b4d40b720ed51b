import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TooManyAttempts } from '@/errors.ts';
import { customerOn } from '@/modules/events/events.test-support.ts';
import type { LiveClient } from '@/modules/live/live-hub.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { createMosaicHub } from './mosaic-stream.ts';
import { mosaicEvent, picture, sync } from './mosaic-wall.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A viewer that keeps what it was sent. */
function viewer(): LiveClient & { text: string; closed: boolean } {
  return {
    text: '',
    closed: false,
    write(text) {
      this.text += text;
    },
    close() {
      this.closed = true;
    },
  };
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the mosaic hub', () => {
  it('gives every viewer of a wall the same frames from one subscription, and refuses viewers past its cap', async () => {
    const owner = await customerOn(t, 'hub@example.com', 'Gold');
    const event = await mosaicEvent(t, owner);
    const subscriptions: string[] = [];
    const real = t.runtime.bus;
    // The app's bus, counting subscriptions.
    const bus: MessageBus = {
      kind: real.kind,
      publish: (channel, message) => real.publish(channel, message),
      subscribe: (channel, listener) => {
        subscriptions.push(channel);
        return real.subscribe(channel, listener);
      },
      onResume: () => undefined,
      ping: () => real.ping(),
      close: async () => undefined,
    };
    const hub = createMosaicHub({ db: t.runtime.database.db, bus, log: t.runtime.log, maxPublicStreams: 2 });
    const [one, two] = [viewer(), viewer()];
    const detachOne = await hub.attach(event.id, one, {});
    await hub.attach(event.id, two, {});
    expect(subscriptions).toHaveLength(1);
    expect(one.text).toBe('event: ready\nid: 0\ndata: {"cursor":"0","generation":1}\n\n');
    expect(() => hub.admit()).toThrow(TooManyAttempts);

    await picture(t, event, [200, 30, 30]);
    await sync(t, event.id);
    await until(() => one.text.includes('event: place'));
    await until(() => two.text.includes('event: place'));
    expect(two.text).toBe(one.text);

    detachOne();
    expect(() => hub.admit()).not.toThrow();
    await hub.close();
    expect(two.closed).toBe(true);
  });
});
