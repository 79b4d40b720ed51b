import { expect, it } from 'vitest';
import { isValidUrl } from './url.ts';

it.each([
  ['https://example.com', true],
  ['http://localhost:3000/a?b=1', true],
  ['ftp://example.com', false],
  ['javascript:alert(1)', false],
  ['example.com', false],
  ['', false],
  [null, false],
])('isValidUrl(%j) is %s', (value, expected) => expect(isValidUrl(value)).toBe(expected));
