import { describe, expect, it } from 'vitest';
import { createMemoryVirtualEventCache } from './virtual-cache.ts';
import { matchesEtag } from './virtual.routes.ts';

const entry = (text: string) => ({ body: Buffer.from(text), etag: `"${text}"` });

describe('the in-process guest-view cache', () => {
  it('keeps the most recently used entries up to its size', async () => {
    const cache = createMemoryVirtualEventCache({ maxEntries: 2 });
    await cache.set('a', entry('a'));
    await cache.set('b', entry('b'));
    await cache.get('a');
    await cache.set('c', entry('c'));
    expect(await cache.get('b')).toBeUndefined();
    expect((await cache.get('a'))?.etag).toBe('"a"');
    expect((await cache.get('c'))?.etag).toBe('"c"');
  });

  it('forgets entries older than its time to live, and deleted ones', async () => {
    let now = 0;
    const cache = createMemoryVirtualEventCache({ ttlMs: 1000, now: () => now });
    await cache.set('a', entry('a'));
    await cache.set('b', entry('b'));
    await cache.delete('b');
    now = 1000;
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('b')).toBeUndefined();
    now = 1001;
    expect(await cache.get('a')).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it.each([
    [undefined, false],
    ['"x"', true],
    ['W/"x"', true],
    ['"y", "x"', true],
    ['*', true],
    ['"y"', false],
  ])('%s matches "x": %s', (header, expected) => expect(matchesEtag(header, '"x"')).toBe(expected));
});
