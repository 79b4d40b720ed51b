import { expect, it } from 'vitest';
import { isLocale, localePath, splitLocalePath } from './locale.ts';

it.each([
  ['/', { locale: 'de', path: '/' }],
  ['/login', { locale: 'de', path: '/login' }],
  ['/en', { locale: 'en', path: '/' }],
  ['/en/', { locale: 'en', path: '/' }],
  ['/en/login', { locale: 'en', path: '/login' }],
  ['/english', { locale: 'de', path: '/english' }],
])('splits %s', (pathname, expected) => expect(splitLocalePath(pathname)).toEqual(expected));

it('prefixes English paths only', () => {
  expect(localePath('/login', 'de')).toBe('/login');
  expect(localePath('/login', 'en')).toBe('/en/login');
  expect(localePath('/', 'en')).toBe('/en');
});

it('knows its locales', () => {
  expect(isLocale('de')).toBe(true);
  expect(isLocale('fr')).toBe(false);
});
