import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './asset-cursor.ts';

describe('asset list cursor', () => {
  it('round-trips the position of the last asset on a page', () => {
    const position = { createdAt: new Date('2026-05-01T10:11:12.345Z'), id: '6f1a4a36-4c4e-4d8b-9f3e-2a1f0b7c9d11' };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each(['', 'abc', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["2026-01-01T00:00:00Z","x"]').toString('base64url')])(
    'refuses %j with a validation error naming the field',
    (cursor) => {
      expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ code: 'VALIDATION', fields: [{ path: 'cursor', message: 'invalid' }] }));
    },
  );
});
