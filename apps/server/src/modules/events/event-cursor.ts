import { decodeKeysetCursor, encodeKeysetCursor } from '@/platform/db/keyset-cursor.ts';

/** Position in the list (last changed first): the `updatedAt` and id of the last event on a page. */
export interface EventCursor {
  updatedAt: Date;
  id: string;
}

export function encodeEventCursor({ updatedAt, id }: EventCursor): string {
  return encodeKeysetCursor({ at: updatedAt, id });
}

export function decodeEventCursor(cursor: string): EventCursor {
  const { at, id } = decodeKeysetCursor(cursor, 'olderThan');
  return { updatedAt: at, id };
}
