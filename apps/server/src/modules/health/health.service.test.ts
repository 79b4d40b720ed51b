import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createHealthService, type HealthDeps } from './health.service.ts';

const log = pino({ level: 'silent' });
const down = () => Promise.reject(new Error('down'));

/** Every part answering; each test breaks the ones it is about. */
function parts(overrides: Partial<HealthDeps> = {}): HealthDeps {
  return {
    database: { driver: 'postgres', ping: async () => undefined },
    jobs: { facts: async () => ({ schemaVersion: 24, workers: true, queues: [] }) },
    bus: { kind: 'redis', ping: async () => undefined },
    files: { kind: 's3', check: async () => undefined },
    disk: async () => ({ freeBytes: 50e9, totalBytes: 100e9, low: false }),
    log,
    ...overrides,
  };
}

// The happy path runs against the real app in app.test.ts; here the parts fail on purpose.
describe('health when a part fails', () => {
  it('is degraded when the database does not answer', async () => {
    const health = createHealthService(parts({ database: { driver: 'postgres', ping: down } }));
    expect(await health.check()).toMatchObject({ status: 'degraded', database: { ok: false, driver: 'postgres' }, jobs: { ok: true } });
  });

  it('is degraded when the job queue cannot be queried', async () => {
    const health = createHealthService(parts({ jobs: { facts: down } }));
    expect(await health.check()).toMatchObject({ status: 'degraded', database: { ok: true }, jobs: { ok: false } });
  });

  it('is degraded when Redis or the file store is away, or the disk runs low', async () => {
    expect(await createHealthService(parts({ bus: { kind: 'redis', ping: down } })).check()).toMatchObject({ status: 'degraded', redis: { ok: false } });
    expect(await createHealthService(parts({ files: { kind: 's3', check: down } })).check()).toMatchObject({ status: 'degraded', files: { ok: false, kind: 's3' } });
    const low = await createHealthService(parts({ disk: async () => ({ freeBytes: 1e6, totalBytes: 100e9, low: true }) })).check();
    expect(low).toMatchObject({ status: 'degraded', disk: { ok: true, low: true, freeBytes: 1e6 } });
    expect(await createHealthService(parts()).check()).toMatchObject({ status: 'ok', redis: { ok: true }, files: { ok: true }, disk: { low: false } });
  });

  it('reports no Redis part when the bus is in-process', async () => {
    const health = await createHealthService(parts({ bus: { kind: 'memory', ping: down } })).check();
    expect(health.status).toBe('ok');
    expect(health).not.toHaveProperty('redis');
  });
});

describe('readiness', () => {
  it('names every part that does not answer, and is ready again once they do', async () => {
    let away = true;
    const flaky = () => (away ? down() : Promise.resolve());
    const health = createHealthService(parts({ bus: { kind: 'redis', ping: flaky }, files: { kind: 'local', check: flaky } }));
    expect(await health.ready()).toEqual({ status: 'unavailable', failing: ['redis', 'files'] });
    away = false;
    expect(await health.ready()).toEqual({ status: 'ready', failing: [] });
  });

  it('does not wait for a part that hangs', async () => {
    const health = createHealthService(parts({ database: { driver: 'postgres', ping: () => new Promise<void>(() => undefined) }, readyTimeoutMs: 50 }));
    const started = Date.now();
    expect(await health.ready()).toEqual({ status: 'unavailable', failing: ['database'] });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('leaves the job queue and the disk to the detailed check', async () => {
    const health = createHealthService(parts({ jobs: { facts: down }, disk: async () => ({ freeBytes: 0, totalBytes: 1, low: true }) }));
    expect((await health.ready()).status).toBe('ready');
  });
});
