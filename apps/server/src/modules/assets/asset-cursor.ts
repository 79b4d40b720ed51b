import { decodeKeysetCursor, encodeKeysetCursor } from '@/platform/db/keyset-cursor.ts';

export interface AssetCursor {
  createdAt: Date;
  id: string;
}

/** The newest-first asset list pages by `[createdAt, id]` of the last asset on a page. */
export function encodeCursor({ createdAt, id }: AssetCursor): string {
  return encodeKeysetCursor({ at: createdAt, id });
}

export function decodeCursor(cursor: string): AssetCursor {
  const { at, id } = decodeKeysetCursor(cursor, 'cursor');
  return { createdAt: at, id };
}
