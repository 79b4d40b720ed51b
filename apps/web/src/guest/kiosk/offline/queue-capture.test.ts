// @vitest-environment node
// IndexedDB keeps Blobs by structured clone: Node's Blob is cloneable, jsdom's is not.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { queueCapture } from './queue-capture';
import { openQueueDb, type QueueDb } from './queue-db';

let db: QueueDb;

beforeEach(async () => {
  db = await openQueueDb(`queue-${randomUUID()}`);
});
afterEach(() => db.close());

function photo(): CapturedMedia {
  return {
    id: randomUUID(),
    kind: 'photo',
    frames: [new Blob(['jpeg-bytes'], { type: 'image/jpeg' })],
    video: null,
    backgroundId: null,
    overlayId: null,
    backgroundApplied: false,
    faceCount: null,
    preview: { url: 'blob:preview', mimetype: 'image/jpeg' },
    frameUrls: [],
  };
}

describe('writing a capture to the tablet', () => {
  it('answers the microsite slug that is kept and sent, even when the same capture is written twice at once', async () => {
    const capture = photo();
    const write = () => queueCapture({ db, eventSlug: 'party', sessionToken: 'session-1', locale: 'de', capture, feedback: null, origin: 'https://boothwerk.test' });
    const [first, second] = await Promise.all([write(), write()]);
    const stored = await db.get('captures', capture.id);
    expect(stored?.parts).toContainEqual({ name: 'slug', value: stored?.slug });
    expect([first.slug, second.slug]).toEqual([stored?.slug, stored?.slug]);
    expect(first.micrositeUrl).toBe(`https://boothwerk.test/m/${stored?.slug}`);
    expect(await db.count('captures')).toBe(1);
  });

  it('keeps an AI picture on the tablet with its filter and variant, so the server makes it once the network is back', async () => {
    const filterId = randomUUID();
    const capture: CapturedMedia = { ...photo(), kind: 'aifilter', ai: { filterId, variant: 'male' } };
    await queueCapture({ db, eventSlug: 'party', sessionToken: 'session-1', locale: 'en', capture, feedback: null, origin: 'https://boothwerk.test' });
    const stored = await db.get('captures', capture.id);
    expect(stored?.kind).toBe('aifilter');
    expect(stored?.parts).toContainEqual({ name: 'aiFilterId', value: filterId });
    expect(stored?.parts).toContainEqual({ name: 'aiVariant', value: 'male' });
    const names = stored?.parts.map((part) => part.name) ?? [];
    expect(names.at(-1)).toBe('file');
    expect(names.indexOf('slug')).toBeLessThan(names.indexOf('file'));
  });
});
