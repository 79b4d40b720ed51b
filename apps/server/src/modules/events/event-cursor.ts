import { z } from 'zod';
import { Invalid } from '@/errors.ts';

const cursorSchema = z.tuple([z.iso.datetime({ offset: true }), z.uuid()]);

/** Position in the list (last changed first): the `updatedAt` and id of the last event on a page. */
export interface EventCursor {
  updatedAt: Date;
  id: string;
}

/** Opaque to clients: base64url of `[updatedAt, id]`. */
export function encodeEventCursor({ updatedAt, id }: EventCursor): string {
  return Buffer.from(JSON.stringify([updatedAt.toISOString(), id])).toString('base64url');
}

/** Throws a VALIDATION error naming `olderThan` for anything `encodeEventCursor` did not make. */
export function decodeEventCursor(cursor: string): EventCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw new Invalid('Invalid olderThan: use nextCursor from a previous page', [{ path: 'olderThan', message: 'invalid' }]);
  const [updatedAt, id] = result.data;
  return { updatedAt: new Date(updatedAt), id };
}
