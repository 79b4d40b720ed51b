import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readableMail } from './outbox.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Decoded text parts, for finding links. */
  text: string;
}

export interface LoopbackSmtp {
  url: string;
  received: ReceivedMail[];
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives (plain SMTP: no certificate to trust). */
export async function startSmtp(): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 50_000_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: readableMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((listening) => smtp.listen(0, '127.0.0.1', listening));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find((item) => item.to.includes(to));
        if (mail) return mail;
        await new Promise((wait) => setTimeout(wait, 200));
      }
      throw new Error(`no mail to ${to} reached the SMTP server within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((closed) => smtp.close(closed)),
  };
}
