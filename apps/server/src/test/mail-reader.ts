import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable (soft line breaks, =XX escapes) well enough to read links in a message. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface OutboxMail {
  file: string;
  raw: string;
  text: string;
}

export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(outboxDir, name), 'utf8');
      return { file: join(outboxDir, name), raw, text: decodeQuotedPrintable(raw) };
    }),
  );
}

/** The token of the first `path?token=…` link in a decoded message. */
export function tokenFromLink(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail:\n${text}`);
  return match[1];
}
