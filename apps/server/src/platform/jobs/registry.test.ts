import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJobRegistry, jobDefiner } from './registry.ts';
import { defineJobKind } from './types.ts';

const options = { retryLimit: 1, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 };
const catalog = {
  greet: defineJobKind({ payload: z.object({ to: z.email() }), options }),
  count: defineJobKind({ payload: z.object({ n: z.number() }), options }),
};
const defineJob = jobDefiner<typeof catalog>();
const greet = defineJob('greet', async ({ to }) => (to.endsWith('.test') ? 'success' : 'skipped'));
const count = defineJob('count', async () => 'skipped');

describe('the job registry', () => {
  it('refuses to start when a job has no handler', () => {
    expect(() => createJobRegistry(catalog, [greet])).toThrow('job "count" has no handler');
  });

  it('refuses to start when a job has two handlers', () => {
    expect(() => createJobRegistry(catalog, [greet, count, greet])).toThrow('job "greet" has two handlers');
  });

  it('validates the stored payload against the catalogue before running the handler', async () => {
    const registry = createJobRegistry(catalog, [greet, count]);
    const context = { jobId: '1', log: pino({ level: 'silent' }) };
    await expect(registry.run('greet', { to: 'nobody' }, context)).rejects.toThrow();
    await expect(registry.run('greet', { to: 'a@example.test' }, context)).resolves.toBe('success');
  });
});
