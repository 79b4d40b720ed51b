import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, signIn } from '@/test/auth-flows.ts';
import { decodeQuotedPrintable, readOutbox } from '@/test/mail-reader.ts';
import { eq } from 'drizzle-orm';
import { customers } from '@/modules/customers/customers.table.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { MAIL_PICTURE_CID } from './shoot-mail.ts';
import { mailReadyPhoto, mimeParts } from './shoot-mail.test-support.ts';

const received: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust in the test.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((listening) => smtp.listen(0, '127.0.0.1', listening));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Booth Test <booth@test.example>' });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((closed) => smtp?.close(closed));
});

describe('mail over SMTP', () => {
  it('delivers the activation mail with its link to the SMTP server, and writes no outbox file', async () => {
    expect((await register(t, 'paula@example.com')).statusCode).toBe(201);
    expect(await t.drainJobs()).toBe(1);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.to).toEqual(['paula@example.com']);
    const text = decodeQuotedPrintable(message?.raw ?? '');
    expect(text).toContain('From: Booth Test <booth@test.example>');
    expect(text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/registration/activate\\?token=[A-Za-z0-9_-]{43}`));
    expect(await readOutbox(t.outboxDir)).toEqual([]);
  });

  it('delivers the picture mail with the picture inside, an HTML and a plain-text part, from the campaign\'s sender name', async () => {
    // The activation mail went to the SMTP server, not the outbox: activate the organiser directly.
    const email = 'smtp-organiser@example.com';
    expect((await register(t, email)).statusCode).toBe(201);
    await t.runtime.database.db.update(customers).set({ activatedAt: new Date() }).where(eq(customers.email, email));
    const headers = await signIn(t, email);
    const id = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).json<{ id: string }>().id;
    const customer = { id, email, headers, token: headers.authorization.slice('Bearer '.length) };
    received.length = 0;
    const { slug, preview } = await mailReadyPhoto(t, customer, 'smtp-gast@guest.example');
    const message = received.find((sent) => sent.to.includes('smtp-gast@guest.example'));
    const text = decodeQuotedPrintable(message?.raw ?? '');
    expect(text).toContain('From: Fotobox Sommerfest <booth@test.example>');
    const parts = mimeParts(message?.raw ?? '');
    expect(parts.map((part) => /Content-Type: ([\w/]+)/.exec(part.headers)?.[1])).toEqual(expect.arrayContaining(['text/plain', 'text/html', 'image/jpeg']));
    const image = parts.find((part) => part.headers.includes(`Content-ID: <${MAIL_PICTURE_CID}>`));
    expect(Buffer.from(image?.body.replace(/\s/g, '') ?? '', 'base64')).toEqual(preview.data);
    expect(text).toContain(`${TEST_PUBLIC_URL}/m/${slug}`);
  });
});
