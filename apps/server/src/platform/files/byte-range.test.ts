import { expect, it } from 'vitest';
import { parseByteRange, resolveRange } from './byte-range.ts';

it.each([
  [undefined, 100, { kind: 'none' }],
  ['bytes=0-9', 100, { kind: 'range', range: { start: 0, end: 9 } }],
  ['bytes=90-', 100, { kind: 'range', range: { start: 90, end: 99 } }],
  ['bytes=-10', 100, { kind: 'range', range: { start: 90, end: 99 } }],
  ['bytes=-1000', 100, { kind: 'range', range: { start: 0, end: 99 } }],
  ['bytes=50-1000', 100, { kind: 'range', range: { start: 50, end: 99 } }],
  ['bytes=100-', 100, { kind: 'unsatisfiable' }],
  ['bytes=-0', 100, { kind: 'unsatisfiable' }],
  ['bytes=0-1,5-6', 100, { kind: 'none' }],
  ['items=0-1', 100, { kind: 'none' }],
  ['bytes=9-3', 100, { kind: 'none' }],
  ['bytes=-', 100, { kind: 'none' }],
] as const)('Range %j of a %d-byte file', (header, size, expected) => {
  expect(parseByteRange(header, size)).toEqual(expected);
});

it('resolves a requested range against the file size', () => {
  expect(resolveRange(undefined, 10)).toEqual({ start: 0, end: 9 });
  expect(resolveRange({ start: 3 }, 10)).toEqual({ start: 3, end: 9 });
  expect(resolveRange({ start: 3, end: 50 }, 10)).toEqual({ start: 3, end: 9 });
  expect(resolveRange({ start: 10 }, 10)).toBeUndefined();
  expect(resolveRange({ start: -1 }, 10)).toBeUndefined();
});
