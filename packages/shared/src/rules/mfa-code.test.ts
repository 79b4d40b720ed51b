import { expect, it } from 'vitest';
import { isCompleteMfaCode, sanitizeMfaCode } from './mfa-code.ts';

it.each([
  ['123456', '123456'],
  ['12 34 56', '123456'],
  ['1234567', '123456'],
  ['abc12d3', '123'],
  ['', ''],
])('sanitizeMfaCode(%j) is %j', (input, expected) => expect(sanitizeMfaCode(input)).toBe(expected));

it('a complete code has six digits', () => {
  expect(isCompleteMfaCode('123456')).toBe(true);
  expect(isCompleteMfaCode('12345')).toBe(false);
});
