import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
// The server's test helper already decodes quoted-printable mail; one decoder for both suites.
import { decodeQuotedPrintable } from '../../apps/server/src/test/mail-reader.ts';

/** Decodes the text parts of a raw RFC 822 message well enough to find links in it. */
export function readableMail(raw: string): string {
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)]
    .map((match) => Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${decodeQuotedPrintable(raw)}\n${base64Parts}`;
}

/** Waits for an `.eml` in DATA_DIR/outbox addressed to `to` and returns its decoded text. */
export async function waitForMail(dataDir: string, to: string, { containing = '', timeoutMs = 20_000 } = {}): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml')).sort().reverse()) {
      const text = readableMail(await readFile(join(outbox, name), 'utf8'));
      if (text.includes(to) && text.includes(containing)) return text;
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`no mail to ${to} containing ${JSON.stringify(containing)} in ${outbox} within ${timeoutMs} ms`);
}

/** The first link in a mail that points at the given path on the server. */
export function findLink(mail: string, baseUrl: string, path: string): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escape(baseUrl)}(?:/en)?${escape(path)}\\?token=[A-Za-z0-9_-]+`).exec(mail);
  if (!match) throw new Error(`no ${path} link in mail:\n${mail}`);
  return match[0];
}
