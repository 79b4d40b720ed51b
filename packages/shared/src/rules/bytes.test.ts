import { expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

it.each([
  [0, '0 B'],
  [999, '999 B'],
  [1000, '1 KB'],
  [1234, '1.23 KB'],
  [1_500_000, '1.5 MB'],
  [987_654_321, '987.65 MB'],
  [1e12, '1 TB'],
  [1e24, '1 YB'],
  [5e27, '5000 YB'],
  [-1500, '-1.5 KB'],
  [-12, '-12 B'],
  [Number.NaN, '0 B'],
])('formatBytes(%d) is %s', (bytes, expected) => expect(formatBytes(bytes)).toBe(expected));
