// @vitest-environment node
// IndexedDB keeps Blobs by structured clone: Node's Blob is cloneable, jsdom's is not.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestApiError } from '@/guest/shared/guest-api';
import { NetworkError, type UploadRequest, type UploadResponse } from '@/guest/booth/upload/upload-transport';
import { addEmail, enqueue, queueState, retryAll } from './capture-queue';
import { backoffMs, drainQueue, QUEUE_BACKOFF_MAX_MS } from './queue-drain';
import { addQueuedFeedback, deviceSlug } from './queue-capture';
import { openQueueDb, type QueueDb, type QueuedCapture } from './queue-db';

let db: QueueDb;
let name: string;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  name = `queue-${randomUUID()}`;
  db = await openQueueDb(name);
  clock = Date.parse('2026-11-27T12:00:00Z');
});
afterEach(() => db.close());

function capture(change: Partial<QueuedCapture> = {}): QueuedCapture {
  const id = change.id ?? randomUUID();
  return {
    id,
    eventSlug: 'party',
    sessionToken: 'session-1',
    slug: 'abcd1234',
    locale: 'de',
    kind: 'photo',
    parts: [
      { name: 'id', value: id },
      { name: 'kind', value: 'photo' },
      { name: 'file', blob: new Blob(['jpeg-bytes'], { type: 'image/jpeg' }), filename: 'photo.jpg' },
    ],
    emails: [],
    uploadedAt: null,
    sentFeedback: null,
    capturedAt: clock,
    attempts: 0,
    nextAttemptAt: clock,
    lastError: null,
    refused: false,
    ...change,
  };
}

/** A server stand-in: answers each upload by the function given, and records what it got. */
function server(answer: (request: UploadRequest) => UploadResponse | Promise<UploadResponse>) {
  const received: Array<{ id: string; fields: string[]; session: string | undefined }> = [];
  const transport = vi.fn(async (request: UploadRequest) => {
    received.push({ id: String(request.body.get('id')), fields: [...request.body.keys()], session: request.headers['x-booth-session'] });
    return answer(request);
  });
  return { transport, received };
}

const ok = (): UploadResponse => ({ status: 201, body: { id: 'x', slug: 'abcd1234', micrositeUrl: 'u' } });

describe('the offline capture queue', () => {
  it('uploads in capture order with the session header, and a confirmed capture leaves the device', async () => {
    const first = capture({ capturedAt: clock - 2000 });
    const second = capture({ capturedAt: clock - 1000 });
    await enqueue(db, second);
    await enqueue(db, first);
    expect(await queueState(db)).toMatchObject({ waiting: 2, oldestCapturedAt: new Date(clock - 2000).toISOString(), lastUploadAt: null });
    const { transport, received } = server(ok);
    expect(await drainQueue({ db, transport, now })).toBeNull();
    expect(received.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(received[0]).toMatchObject({ session: 'session-1', fields: ['id', 'kind', 'file'] });
    expect(await queueState(db)).toMatchObject({ waiting: 0, oldestCapturedAt: null, lastUploadAt: new Date(clock).toISOString() });
  });

  it('queues one picture for the same id twice', async () => {
    const item = capture();
    await enqueue(db, item);
    await enqueue(db, { ...item, slug: 'zzzz9999' });
    expect((await queueState(db)).waiting).toBe(1);
    expect((await db.get('captures', item.id))?.slug).toBe('abcd1234');
  });

  it('keeps a capture through a reload: another connection to the database finds it', async () => {
    await enqueue(db, capture());
    db.close();
    db = await openQueueDb(name);
    expect((await queueState(db)).waiting).toBe(1);
  });

  it('keeps a capture the network lost and tries it again after a growing, bounded wait', async () => {
    const item = capture();
    await enqueue(db, item);
    const { transport } = server(() => {
      throw new NetworkError('offline');
    });
    const wake = await drainQueue({ db, transport, now, random: () => 0.5 });
    expect(wake).toBe(clock + backoffMs(1, () => 0.5));
    expect(await db.get('captures', item.id)).toMatchObject({ attempts: 1, lastError: 'offline', uploadedAt: null });
    // Not due yet: nothing is sent before the wait is over.
    expect(await drainQueue({ db, transport, now })).toBe(wake);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(backoffMs(30, () => 1)).toBeLessThanOrEqual(QUEUE_BACKOFF_MAX_MS * 1.2);
    expect(backoffMs(2, () => 0.5)).toBe(2 * backoffMs(1, () => 0.5));
  });

  it('retries a server error or a rate limit, and keeps a refusal for the operator without retrying it', async () => {
    const failing = capture({ capturedAt: clock - 2 });
    const refused = capture({ capturedAt: clock - 1 });
    await enqueue(db, failing);
    await enqueue(db, refused);
    const { transport } = server((request) => (request.body.get('id') === failing.id ? { status: 503, body: null } : { status: 409, body: { message: 'This microsite address is taken' } }));
    await drainQueue({ db, transport, now });
    expect(await db.get('captures', failing.id)).toMatchObject({ attempts: 1, refused: false, lastError: 'HTTP 503' });
    expect(await db.get('captures', refused.id)).toMatchObject({ refused: true, lastError: 'This microsite address is taken' });
    expect(await queueState(db)).toMatchObject({ waiting: 2, refused: 1 });

    clock += QUEUE_BACKOFF_MAX_MS * 2;
    const later = server(ok);
    await drainQueue({ db, transport: later.transport, now });
    expect(later.received.map((r) => r.id)).toEqual([failing.id]);
    // The operator's "retry now" gives the refused one another try.
    await retryAll(db, clock);
    await drainQueue({ db, transport: later.transport, now });
    expect(later.received.map((r) => r.id)).toEqual([failing.id, refused.id]);
    expect((await queueState(db)).waiting).toBe(0);
  });

  it('keeps a capture the server has no room for (507 STORAGE_FULL) on the tablet and sends it again later', async () => {
    const item = capture();
    await enqueue(db, item);
    const full = server(() => ({ status: 507, body: { code: 'STORAGE_FULL', message: 'The storage is full' } }));
    const wake = await drainQueue({ db, transport: full.transport, now, random: () => 0.5 });
    expect(wake).toBe(clock + backoffMs(1, () => 0.5));
    expect(await db.get('captures', item.id)).toMatchObject({ attempts: 1, refused: false, uploadedAt: null, lastError: 'The storage is full' });
    clock = wake ?? clock;
    const later = server(ok);
    await drainQueue({ db, transport: later.transport, now });
    expect(later.received.map((r) => r.id)).toEqual([item.id]);
    expect((await queueState(db)).waiting).toBe(0);
  });

  it("sends the guest's e-mails once the upload is confirmed, and an e-mail the network lost without uploading twice", async () => {
    const item = capture();
    await enqueue(db, item);
    expect(await addEmail(db, item.id, 'guest@example.com')).toBe(true);
    expect(await addEmail(db, item.id, 'guest@example.com')).toBe(true);
    const { transport } = server(ok);
    const sendEmail = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(undefined);
    await drainQueue({ db, transport, sendEmail, now });
    expect(await db.get('captures', item.id)).toMatchObject({ emails: ['guest@example.com'], attempts: 1 });
    expect((await queueState(db)).waiting).toBe(0);

    clock += QUEUE_BACKOFF_MAX_MS * 2;
    await drainQueue({ db, transport, sendEmail, now });
    expect(transport).toHaveBeenCalledTimes(1);
    expect(sendEmail).toHaveBeenCalledTimes(2);
    expect(sendEmail).toHaveBeenLastCalledWith('party', item.id, 'session-1', 'guest@example.com');
    expect(await db.get('captures', item.id)).toBeUndefined();
    expect(await addEmail(db, item.id, 'late@example.com')).toBe(false);
  });

  it('drops an address the server refuses and sends the others', async () => {
    const item = capture({ emails: ['bad@', 'good@example.com'] });
    await enqueue(db, item);
    const sendEmail = vi.fn(async (_slug: string, _id: string, _token: string, email: string) => {
      if (email === 'bad@') throw new GuestApiError(400, 'VALIDATION', 'Invalid e-mail');
    });
    await drainQueue({ db, transport: server(ok).transport, sendEmail, now });
    expect(sendEmail).toHaveBeenCalledTimes(2);
    expect(await db.get('captures', item.id)).toBeUndefined();
  });

  it('sends answers given while the picture waits with the upload, and answers given while it is on its way right after it', async () => {
    const waiting = capture({ capturedAt: clock - 2 });
    await enqueue(db, waiting);
    expect(await addQueuedFeedback(db, waiting.id, { comment: 'Hallo' })).toBe(true);
    const saveFeedback = vi.fn().mockResolvedValue(undefined);
    const bodies: Array<string | null> = [];
    const inFlight = capture({ capturedAt: clock - 1 });
    await enqueue(db, inFlight);
    const transport = vi.fn(async (request: UploadRequest) => {
      bodies.push(request.body.get('feedback') as string | null);
      // The guest answers the questions after the capture while this upload is on its way.
      if (request.body.get('id') === inFlight.id) await addQueuedFeedback(db, inFlight.id, { galleryOptIn: true });
      return ok();
    });
    await drainQueue({ db, transport, saveFeedback, now });
    expect(bodies).toEqual([JSON.stringify({ comment: 'Hallo' }), null]);
    expect(saveFeedback).toHaveBeenCalledTimes(1);
    expect(saveFeedback).toHaveBeenCalledWith('party', inFlight.id, 'session-1', { galleryOptIn: true });
    expect((await queueState(db)).waiting).toBe(0);
    expect(await db.count('captures')).toBe(0);
  });

  it("makes microsite slugs of the server's form", () => {
    const slugs = new Set(Array.from({ length: 200 }, () => deviceSlug()));
    expect(slugs.size).toBe(200);
    for (const slug of slugs) expect(slug).toMatch(/^[0-9a-z]{8}$/);
  });
});
