import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerDeletionSweeps } from './deletion-sweeper.ts';

const result = { created: 0, cancelled: 0, warned: 0, executed: 0, failed: 0 };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the per-process deletion sweep', () => {
  it('sweeps soon after start and then on every interval, one sweep at a time, and stops with the app', async () => {
    let calls = 0;
    let running = 0;
    let overlapped = false;
    const app = Fastify();
    registerDeletionSweeps(
      app,
      {
        async sweep() {
          calls += 1;
          running += 1;
          if (running > 1) overlapped = true;
          await wait(30);
          running -= 1;
          return result;
        },
      },
      { intervalMs: 10, firstAfterMs: 5 },
    );
    await app.ready();
    await wait(150);
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
    await app.close();
    const after = calls;
    await wait(60);
    expect(calls).toBe(after);
  });

  it('keeps sweeping after a sweep failed', async () => {
    let calls = 0;
    const app = Fastify({ logger: false });
    registerDeletionSweeps(
      app,
      {
        async sweep() {
          calls += 1;
          if (calls === 1) throw new Error('database restarting');
          return result;
        },
      },
      { intervalMs: 10, firstAfterMs: 1 },
    );
    await app.ready();
    await wait(80);
    await app.close();
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
