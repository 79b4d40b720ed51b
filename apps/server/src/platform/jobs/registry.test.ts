import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createJobRegistry, defineJob } from './registry.ts';

const noop = defineJob('mail_send', async () => 'success');
const thumbnails = defineJob('asset_thumbnail', async () => 'skipped');
const shoots = defineJob('shoot_process', async () => 'skipped');

describe('the job registry', () => {
  it('refuses to start when a job has no handler', () => {
    expect(() => createJobRegistry([])).toThrow('job "mail_send" has no handler');
  });

  it('refuses to start when a job has two handlers', () => {
    expect(() => createJobRegistry([noop, noop])).toThrow('job "mail_send" has two handlers');
  });

  it('validates the stored payload before running the handler', async () => {
    const registry = createJobRegistry([noop, thumbnails, shoots]);
    const context = { jobId: '1', log: pino({ level: 'silent' }) };
    await expect(registry.run('mail_send', { to: 'nobody' }, context)).rejects.toThrow();
    const valid = { messageId: '6f1a4a36-4c4e-4d8b-9f3e-2a1f0b7c9d11', to: 'a@example.com', locale: 'de', template: 'activation', link: 'http://x.test/a' };
    await expect(registry.run('mail_send', valid, context)).resolves.toBe('success');
  });
});
