// @vitest-environment node
// IndexedDB keeps Blobs by structured clone: Node's Blob is cloneable, jsdom's is not.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { PrintRequest } from '@booth/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestApiError } from '@/guest/shared/guest-api';
import type { UploadRequest, UploadResponse } from '@/guest/booth/upload/upload-transport';
import { addPrint, enqueue, queueState } from './capture-queue';
import { drainQueue, QUEUE_BACKOFF_MAX_MS } from './queue-drain';
import { openQueueDb, type QueueDb, type QueuedCapture } from './queue-db';

let db: QueueDb;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  db = await openQueueDb(`prints-${randomUUID()}`);
  clock = Date.parse('2026-11-27T12:00:00Z');
});
afterEach(() => db.close());

function capture(): QueuedCapture {
  const id = randomUUID();
  return {
    id,
    eventSlug: 'party',
    sessionToken: 'session-1',
    slug: 'abcd1234',
    locale: 'de',
    kind: 'photo',
    parts: [
      { name: 'id', value: id },
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
  };
}

const print = (jobKey: string, copies = 2): PrintRequest => ({ jobKey, copies, method: 'printServer', automatic: false });

describe('prints in the offline queue', () => {
  it('keeps a print with its job key next to the capture and sends it only after the upload, once', async () => {
    const item = capture();
    await enqueue(db, item);
    expect(await addPrint(db, item.id, print('key-print-0001'))).toBe(true);
    // A double tap stores one print.
    expect(await addPrint(db, item.id, print('key-print-0001'))).toBe(true);
    const order: string[] = [];
    const transport = vi.fn(async (_request: UploadRequest): Promise<UploadResponse> => {
      order.push('upload');
      return { status: 201, body: {} };
    });
    const sendPrint = vi.fn(async (shootId: string, token: string, request: PrintRequest) => {
      order.push(`print ${shootId} ${token} ${request.jobKey}`);
    });
    await drainQueue({ db, transport, sendPrint, now });
    expect(order).toEqual(['upload', `print ${item.id} session-1 key-print-0001`]);
    expect(sendPrint).toHaveBeenCalledWith(item.id, 'session-1', print('key-print-0001'));
    expect(await db.get('captures', item.id)).toBeUndefined();
    // Gone from the queue: the share screen sends a later print itself.
    expect(await addPrint(db, item.id, print('key-print-0002'))).toBe(false);
    await drainQueue({ db, transport, sendPrint, now });
    expect(sendPrint).toHaveBeenCalledTimes(1);
  });

  it('sends a print the network lost again with the same key, without uploading twice', async () => {
    const item = capture();
    await enqueue(db, item);
    await addPrint(db, item.id, print('key-print-0003'));
    const transport = vi.fn(async (): Promise<UploadResponse> => ({ status: 201, body: {} }));
    const sendPrint = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(undefined);
    await drainQueue({ db, transport, sendPrint, now });
    expect(await db.get('captures', item.id)).toMatchObject({ prints: [print('key-print-0003')], attempts: 1 });
    // The picture is on the server: it no longer counts as waiting.
    expect((await queueState(db)).waiting).toBe(0);
    clock += QUEUE_BACKOFF_MAX_MS * 2;
    await drainQueue({ db, transport, sendPrint, now });
    expect(transport).toHaveBeenCalledTimes(1);
    expect(sendPrint).toHaveBeenCalledTimes(2);
    expect(sendPrint.mock.calls.map((call) => (call[2] as PrintRequest).jobKey)).toEqual(['key-print-0003', 'key-print-0003']);
    expect(await db.get('captures', item.id)).toBeUndefined();
  });

  it('drops a print the server refuses for good (a hidden picture) and lets the capture go', async () => {
    const item = capture();
    await enqueue(db, item);
    await addPrint(db, item.id, print('key-print-0004'));
    const sendPrint = vi.fn().mockRejectedValue(new GuestApiError(409, 'CONFLICT', 'The picture is hidden'));
    await drainQueue({ db, transport: async () => ({ status: 201, body: {} }), sendPrint, now });
    expect(sendPrint).toHaveBeenCalledTimes(1);
    expect(await db.get('captures', item.id)).toBeUndefined();
  });

  it('sends a print asked while the upload was on its way in the next turn', async () => {
    const item = capture();
    await enqueue(db, item);
    const transport = vi.fn(async (): Promise<UploadResponse> => {
      await addPrint(db, item.id, print('key-print-0005', 1));
      return { status: 201, body: {} };
    });
    const sendPrint = vi.fn().mockResolvedValue(undefined);
    await drainQueue({ db, transport, sendPrint, now });
    expect(transport).toHaveBeenCalledTimes(1);
    expect(sendPrint).toHaveBeenCalledTimes(1);
    expect(await db.get('captures', item.id)).toBeUndefined();
  });
});
