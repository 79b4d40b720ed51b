import { z } from 'zod';
import { Invalid } from '@/errors.ts';

const cursorSchema = z.tuple([z.iso.datetime({ offset: true }), z.uuid()]);

export interface AssetCursor {
  createdAt: Date;
  id: string;
}

/** Opaque to clients: base64url of `[createdAt, id]` of the last asset on a page. */
export function encodeCursor({ createdAt, id }: AssetCursor): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
}

/** Throws a VALIDATION error naming `cursor` for anything `encodeCursor` did not make. */
export function decodeCursor(cursor: string): AssetCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw new Invalid('Invalid cursor: use nextCursor from a previous page', [{ path: 'cursor', message: 'invalid' }]);
  const [createdAt, id] = result.data;
  return { createdAt: new Date(createdAt), id };
}
