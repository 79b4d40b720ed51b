import { Invalid } from '@/errors.ts';
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetPosition } from '@/platform/db/keyset-cursor.ts';

/**
 * The shoots list's `nextCursor`: the keyset position of a page's last row, and the total the first
 * page counted. Later pages answer that total instead of counting the whole campaign again on every
 * page (issue 9); a list that wants a fresh total starts over without a cursor.
 */
export interface ShootListCursor {
  position: KeysetPosition;
  /** Absent in cursors made before totals were carried: such a page counts once more. */
  total?: number;
}

// base64url never contains '.', so the keyset part and the total split unambiguously.
const SEPARATOR = '.';

export function encodeShootListCursor(position: KeysetPosition, total: number): string {
  return `${encodeKeysetCursor(position)}${SEPARATOR}${total}`;
}

/** Reads a cursor of this list; anything else is a VALIDATION error naming the query parameter. */
export function decodeShootListCursor(cursor: string, parameter: string): ShootListCursor {
  const [keyset = '', total, ...rest] = cursor.split(SEPARATOR);
  const position = decodeKeysetCursor(keyset, parameter);
  if (total === undefined) return { position };
  if (rest.length > 0 || !/^\d{1,10}$/.test(total)) {
    throw new Invalid(`Invalid ${parameter}: use nextCursor from a previous page`, [{ path: parameter, message: 'invalid' }]);
  }
  return { position, total: Number(total) };
}
