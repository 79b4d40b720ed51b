import { describe, expect, it } from 'vitest';
import { createFailoverHitCounter, createMemoryHitCounter, type HitCounter } from './rate-limits-store.ts';

describe('the memory hit counter', () => {
  it('counts hits in a window that starts with the first and ends on time', async () => {
    const clock = { now: 1000 };
    const counter = createMemoryHitCounter({ now: () => clock.now });
    expect(await counter.hit('k', 500)).toEqual({ count: 1, resetMs: 500 });
    clock.now += 200;
    expect(await counter.hit('k', 500)).toEqual({ count: 2, resetMs: 300 });
    expect(await counter.peek('k')).toEqual({ count: 2, resetMs: 300 });
    clock.now += 300;
    expect(await counter.peek('k')).toBeNull();
    expect(await counter.hit('k', 500)).toEqual({ count: 1, resetMs: 500 });
    await counter.reset('k');
    expect(await counter.peek('k')).toBeNull();
  });

  it('stays within its key budget, dropping ended windows first and then the oldest', async () => {
    const clock = { now: 0 };
    const counter = createMemoryHitCounter({ maxKeys: 3, now: () => clock.now });
    await counter.hit('short', 10);
    await counter.hit('old', 1000);
    await counter.hit('mid', 1000);
    clock.now = 20;
    await counter.hit('new', 1000);
    expect(await counter.peek('old')).not.toBeNull();
    await counter.hit('newer', 1000);
    expect(await counter.peek('old')).toBeNull();
    expect(await counter.peek('mid')).not.toBeNull();
    expect(await counter.peek('newer')).not.toBeNull();
  });
});

describe('the failover counter', () => {
  it('counts in memory while the primary fails, reporting the outage and the recovery once each', async () => {
    let down = false;
    const store = createMemoryHitCounter();
    const primary: HitCounter = {
      hit: (key, windowMs) => (down ? Promise.reject(new Error('down')) : store.hit(key, windowMs)),
      peek: (key) => (down ? Promise.reject(new Error('down')) : store.peek(key)),
      reset: (key) => (down ? Promise.reject(new Error('down')) : store.reset(key)),
      close: async () => undefined,
    };
    const events: string[] = [];
    let primaryCalls = 0;
    const counted: HitCounter = { ...primary, hit: (key, windowMs) => (primaryCalls++, primary.hit(key, windowMs)) };
    const clock = { now: 0 };
    const counter = createFailoverHitCounter(
      counted,
      createMemoryHitCounter({ now: () => clock.now }),
      { onFailure: () => events.push('failure'), onRecovery: () => events.push('recovery') },
      { retryAfterMs: 1000, now: () => clock.now },
    );
    expect((await counter.hit('k', 60_000)).count).toBe(1);
    down = true;
    expect((await counter.hit('k', 60_000)).count).toBe(1);
    expect((await counter.hit('k', 60_000)).count).toBe(2);
    // A failing primary is not asked again before the retry interval: no request waits on it meanwhile.
    expect(primaryCalls).toBe(2);
    down = false;
    expect((await counter.hit('k', 60_000)).count).toBe(3);
    clock.now += 1000;
    expect((await counter.hit('k', 60_000)).count).toBe(2);
    expect(events).toEqual(['failure', 'recovery']);
  });
});
