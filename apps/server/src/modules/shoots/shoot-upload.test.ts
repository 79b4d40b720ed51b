import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Event } from '@booth/shared';
import sharp from 'sharp';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailService } from '@/modules/mail/mail.service.ts';
import type { JobItem } from '@/platform/jobs/types.ts';
import type { UploadPart } from '@/platform/uploads/upload-parts.ts';
import { jpeg, signedInCustomer, spooledFiles, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { createShootsService } from './shoots.service.ts';
import { findShootById } from './shoots.repo.ts';
import { boothEvent, eventCounters, shootCount, shootKeys, startSession } from './shoots.test-support.ts';
import { webpSize } from './webp-size.ts';

let t: TestApp;
let ada: TestCustomer;
let event: Event;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  event = await boothEvent(t, ada, { photo: { enabled: true } });
  token = await startSession(t, event.slug);
});
afterAll(async () => {
  await t?.close();
});

/** The shoots service on the test database with a queue that records (or refuses) what it is given. */
function serviceWith(queue: (item: JobItem) => Promise<string>) {
  const jobs = { queue };
  return createShootsService({
    db: t.runtime.database.db,
    files: t.runtime.files,
    media: t.runtime.media,
    jobs,
    bus: t.runtime.bus,
    mail: createMailService({ jobs }),
    tmpDir: t.config.tmpDir,
    now: () => new Date(),
    log: pino({ level: 'silent' }),
    publicUrl: TEST_PUBLIC_URL,
  });
}

async function* photoParts(id: string): AsyncGenerator<UploadPart> {
  yield { kind: 'field', name: 'id', value: id };
  yield { kind: 'field', name: 'kind', value: 'photo' };
  yield { kind: 'file', name: 'file', filename: 'photo.jpg', encoding: '7bit', stream: Readable.from([await jpeg(32, 24)]) };
}

describe('the shoot processing job and the upload', () => {
  it('takes back row, count and files when the job cannot be queued, so the retry starts clean', async () => {
    const failing = serviceWith(async () => {
      throw new Error('queue down');
    });
    const before = await eventCounters(t, event.id);
    const id = randomUUID();
    await expect(failing.upload({ slug: event.slug, sessionToken: token, auth: null, agent: undefined, parts: photoParts(id) })).rejects.toThrow('queue down');
    expect(await findShootById(t.runtime.database.db, id)).toBeUndefined();
    expect(await eventCounters(t, event.id)).toEqual(before);
    expect(await shootKeys(t, event.id)).toEqual([]);
    expect(await spooledFiles(t)).toEqual([]);

    const queued: JobItem[] = [];
    const working = serviceWith(async (item) => {
      queued.push(item);
      return 'job';
    });
    const { created } = await working.upload({ slug: event.slug, sessionToken: token, auth: null, agent: undefined, parts: photoParts(id) });
    expect(created).toBe(true);
    expect(queued).toEqual([{ name: 'shoot_process', data: { shootId: id, eventId: event.id } }]);
    expect((await eventCounters(t, event.id))?.pictures).toBe((before?.pictures ?? 0) + 1);
  });

  it('queues every shoot still processing again at boot (a crash between commit and queueing loses nothing)', async () => {
    const queued: JobItem[] = [];
    const service = serviceWith(async (item) => {
      queued.push(item);
      return 'job';
    });
    const processing = await shootCount(t, event.id);
    expect(await service.requeueProcessing()).toBe(processing);
    expect(queued.map((item) => item.name)).toEqual(Array.from({ length: processing }, () => 'shoot_process'));
  });
});

describe('webpSize', () => {
  it.each([
    ['lossy', { lossless: false }, 3],
    ['lossless', { lossless: true }, 3],
    ['extended (alpha)', { lossless: false }, 4],
  ] as const)('reads the canvas size of a %s WebP', async (_name, options, channels) => {
    const data = await sharp({ create: { width: 321, height: 123, channels, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } }).webp(options).toBuffer();
    expect(webpSize(data)).toEqual({ width: 321, height: 123 });
  });

  it('gives nothing for other or truncated data', async () => {
    expect(webpSize(await jpeg(10, 10))).toBeUndefined();
    expect(webpSize(Buffer.from('RIFF'))).toBeUndefined();
  });
});
