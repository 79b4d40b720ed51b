import { z } from 'zod';
import { Invalid } from '@/errors.ts';

const cursorSchema = z.tuple([z.iso.datetime({ offset: true }), z.uuid()]);

/** A position in a list ordered by a timestamp and then the id: the last row of a page. */
export interface KeysetPosition {
  at: Date;
  id: string;
}

/** Opaque to clients: base64url of `[timestamp, id]`. */
export function encodeKeysetCursor({ at, id }: KeysetPosition): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

/**
 * Reads a cursor `encodeKeysetCursor` made; anything else is a VALIDATION error naming the query
 * parameter it came in (`cursor`, `olderThan` …).
 */
export function decodeKeysetCursor(cursor: string, parameter: string): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) {
    throw new Invalid(`Invalid ${parameter}: use nextCursor from a previous page`, [{ path: parameter, message: 'invalid' }]);
  }
  const [at, id] = result.data;
  return { at: new Date(at), id };
}
