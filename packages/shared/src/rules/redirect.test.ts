import { describe, expect, it } from 'vitest';
import { isSafeRedirectTarget, safeRedirectTarget } from './redirect.ts';

describe('safe redirect targets', () => {
  it.each(['/', '/dashboard', '/en/events/abc-123/edit', '/events?tab=a&b=1', '/assets#top', '/a/b%20c'])(
    'accepts the local path %s',
    (target) => expect(isSafeRedirectTarget(target)).toBe(true),
  );

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    '/a b',
    '/a\nb',
    '/<script>',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (target) => expect(isSafeRedirectTarget(target)).toBe(false));

  it('refuses non-strings', () => {
    expect(isSafeRedirectTarget(undefined)).toBe(false);
    expect(isSafeRedirectTarget(['/x'])).toBe(false);
  });

  it('falls back when the target is unsafe', () => {
    expect(safeRedirectTarget('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget('/events', '/dashboard')).toBe('/events');
  });
});
