import { expect, it } from 'vitest';
import { parseBoolean } from './boolean.ts';

it.each([
  [true, true],
  ['true', true],
  [1, true],
  ['1', true],
  [false, false],
  ['false', false],
  [0, false],
  ['0', false],
  ['yes', false],
  ['TRUE', false],
  [2, false],
  [undefined, false],
  [null, false],
])('parseBoolean(%j) is %s', (value, expected) => expect(parseBoolean(value)).toBe(expected));
