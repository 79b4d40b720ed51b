import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import type { SendMailPayload } from './mail.payload.ts';
import { findDelivery } from './mail.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const context = { jobId: 'test', log: pino({ level: 'silent' }) };

function payload(to: string): SendMailPayload {
  return { messageId: randomUUID(), to, locale: 'de', template: 'activation', link: 'http://booth.test/registration/activate?token=abc_DEF-123' };
}

describe('the mail_send job without SMTP', () => {
  it('writes an RFC 822 .eml into DATA_DIR/outbox named after time and recipient, with text and HTML parts', async () => {
    const job = payload('max@example.com');
    expect(await t.runtime.registry.run('mail_send', job, context)).toBe('success');
    const [mail] = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: max@example.com'));
    expect(mail?.file).toMatch(/\/outbox\/\d{4}-\d\d-\d\dT[\d-]+Z_max_at_example\.com_[0-9a-f]{8}\.eml$/);
    expect(mail?.text).toContain('From: Boothwerk <no-reply@boothwerk.local>');
    expect(mail?.text).toContain(`Message-ID: <${job.messageId}@boothwerk.local>`);
    expect(mail?.text).toContain('Content-Type: text/plain');
    expect(mail?.text).toContain('Content-Type: text/html');
    expect(mail?.text).toContain(job.link);
    const delivery = await findDelivery(t.runtime.database.db, job.messageId);
    expect(delivery).toMatchObject({ status: 'sent', transport: 'outbox', location: mail?.file });
  });

  it('is idempotent: running the same job twice sends one mail', async () => {
    const job = payload('nina@example.com');
    expect(await t.runtime.registry.run('mail_send', job, context)).toBe('success');
    expect(await t.runtime.registry.run('mail_send', job, context)).toBe('skipped');
    expect((await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: nina@example.com'))).toHaveLength(1);
  });

  it('delivers a message queued twice once, through the real queue', async () => {
    const job = payload('otto@example.com');
    await t.runtime.jobs.queue({ name: 'mail_send', data: job });
    await t.runtime.jobs.queue({ name: 'mail_send', data: job });
    expect(await t.drainJobs()).toBe(2);
    expect((await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: otto@example.com'))).toHaveLength(1);
    expect((await findDelivery(t.runtime.database.db, job.messageId))?.attempts).toBe(1);
  });
});
