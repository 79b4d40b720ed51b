import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createHealthService } from './health.service.ts';

const log = pino({ level: 'silent' });
const facts = async () => ({ schemaVersion: 24, workers: true, queues: [] });

// The happy path runs against a real database in app.test.ts; here the parts fail on purpose.
describe('health when a part fails', () => {
  it('is degraded when the database does not answer', async () => {
    const health = createHealthService({ database: { driver: 'postgres', ping: () => Promise.reject(new Error('down')) }, jobs: { facts }, log });
    expect(await health.check()).toMatchObject({ status: 'degraded', database: { ok: false, driver: 'postgres' }, jobs: { ok: true } });
  });

  it('is degraded when the job queue cannot be queried', async () => {
    const health = createHealthService({ database: { driver: 'pglite', ping: async () => undefined }, jobs: { facts: () => Promise.reject(new Error('no pgboss schema')) }, log });
    expect(await health.check()).toMatchObject({ status: 'degraded', database: { ok: true }, jobs: { ok: false } });
  });
});
