import { expect, it } from 'vitest';
import { shortenFileName } from './file-name.ts';

it('keeps names of up to 20 characters', () => {
  expect(shortenFileName('overlay.png')).toBe('overlay.png');
  expect(shortenFileName('a'.repeat(20))).toBe('a'.repeat(20));
});

it('shortens longer names to 20 characters and an ellipsis', () => {
  expect(shortenFileName('summer-party-overlay-final.png')).toBe('summer-party-overlay…');
});

it('counts characters, not UTF-16 units', () => {
  expect(shortenFileName('😀'.repeat(21))).toBe(`${'😀'.repeat(20)}…`);
});
