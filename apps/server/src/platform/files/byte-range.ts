import type { ByteRange } from './file-store.ts';

export type ParsedRange = { kind: 'none' } | { kind: 'range'; range: Required<ByteRange> } | { kind: 'unsatisfiable' };

/**
 * Reads an HTTP `Range` header for a file of `size` bytes (RFC 9110 §14). Only a single range is
 * honoured — that is what video players send; a multi-range or malformed header is ignored and the
 * whole file served, which the RFC allows.
 */
export function parseByteRange(header: string | undefined, size: number): ParsedRange {
  if (!header) return { kind: 'none' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'none' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'none' };
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'none' };
  return { kind: 'range', range: { start, end } };
}

/**
 * Clamps a requested range to a file of `size` bytes; `undefined` when it starts past the end. Without a
 * range it is the whole file, `{ start: 0, end: -1 }` for an empty one.
 */
export function resolveRange(range: ByteRange | undefined, size: number): { start: number; end: number } | undefined {
  if (!range) return { start: 0, end: size - 1 };
  if (!Number.isInteger(range.start) || range.start < 0 || range.start >= size) return undefined;
  const end = range.end === undefined ? size - 1 : Math.min(range.end, size - 1);
  return end < range.start ? undefined : { start: range.start, end };
}
