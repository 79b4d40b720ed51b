import { expect, it } from 'vitest';
import { hostRuleAllows } from './host.ts';

const known = ['boothwerk.app'];

it.each([
  ['boothwerk.app', true],
  ['gray.boothwerk.app', true],
  ['relaunch.boothwerk.app', true],
  ['RELAUNCH.boothwerk.app:443', true],
  ['www.boothwerk.app', false],
  ['shop.boothwerk.app', false],
  ['a.gray.boothwerk.app', false],
  ['localhost', true],
  ['127.0.0.1', true],
  ['evilboothwerk.app', true],
])('%s → %s', (host, expected) => expect(hostRuleAllows(host, known)).toBe(expected));

it('allows everything when no hosts are known', () => {
  expect(hostRuleAllows('anything.example', [])).toBe(true);
});
