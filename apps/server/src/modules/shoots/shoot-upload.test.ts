import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Event } from '@booth/shared';
import sharp from 'sharp';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailService } from '@/modules/mail/mail.service.ts';
import type { Db } from '@/platform/db/database.ts';
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

/** The shoots service on the test database (or `db`) with a queue that records (or refuses) what it is given. */
function serviceWith(queue: (item: JobItem) => Promise<string>, db: Db = t.runtime.database.db) {
  const jobs = { queue };
  return createShootsService({
    db,
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

/** The test database, except that the answer to its next COMMIT is lost, as when the connection is cut at that moment: it commits all the same. */
function losingNextCommitAnswer(db: Db): Db {
  let armed = true;
  const transaction: Db['transaction'] = async (run, config) => {
    const result = await db.transaction(run, config);
    if (armed) {
      armed = false;
      throw new Error('Connection terminated unexpectedly');
    }
    return result;
  };
  return Object.assign(Object.create(db) as Db, { transaction });
}

/** Input files of one shoot in the store. */
async function inputKeys(id: string): Promise<string[]> {
  return (await shootKeys(t, event.id)).filter((key) => key.includes(`/${id}/input-`));
}

describe('the shoot processing job and the upload', () => {
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

/*
 * Issue 24: the database may go away right after the row committed. The guest hears an error and sends
 * the capture again with the same id; that retry must finish the picture, never lose it.
 */
describe('an upload cut right after its commit', () => {
  const db = () => t.runtime.database.db;
  const send = (service: ReturnType<typeof serviceWith>, id: string) => service.upload({ slug: event.slug, sessionToken: token, auth: null, agent: undefined, parts: photoParts(id) });

  /** After the retry: one row, counted once, made from the first try's files, and processed. */
  async function expectOnePicture(id: string, before: Awaited<ReturnType<typeof eventCounters>>, inputs: string[]) {
    await t.drainJobs();
    const row = await findShootById(db(), id);
    expect(row?.status).toBe('ready');
    expect(row?.input.files.map((file) => file.path)).toEqual(inputs);
    expect(await inputKeys(id)).toEqual(inputs);
    expect((await eventCounters(t, event.id))?.pictures).toBe((before?.pictures ?? 0) + 1);
    expect(await spooledFiles(t)).toEqual([]);
  }

  it('keeps row, count and files when the job cannot be queued; the retry queues it and one picture is made', async () => {
    let refusals = 1;
    const queued: JobItem[] = [];
    const service = serviceWith(async (item) => {
      if (refusals-- > 0) throw new Error('queue down');
      queued.push(item);
      return t.runtime.jobs.queue(item);
    });
    const before = await eventCounters(t, event.id);
    const id = randomUUID();
    await expect(send(service, id)).rejects.toThrow('queue down');
    const stuck = await findShootById(db(), id);
    expect(stuck?.status).toBe('processing');
    const inputs = stuck?.input.files.map((file) => file.path) ?? [];
    expect(inputs).toHaveLength(1);
    expect(await inputKeys(id)).toEqual(inputs);

    expect(await send(service, id)).toMatchObject({ created: false, answer: { id } });
    expect(queued).toEqual([{ name: 'shoot_process', data: { shootId: id, eventId: event.id } }]);
    await expectOnePicture(id, before, inputs);
  });

  it('keeps the files when the answer to COMMIT is lost; the retry finds the row and queues its job', async () => {
    const service = serviceWith((item) => t.runtime.jobs.queue(item), losingNextCommitAnswer(db()));
    const before = await eventCounters(t, event.id);
    const id = randomUUID();
    await expect(send(service, id)).rejects.toThrow('Connection terminated');
    const inputs = (await findShootById(db(), id))?.input.files.map((file) => file.path) ?? [];
    expect(inputs).toHaveLength(1);

    expect(await send(service, id)).toMatchObject({ created: false, answer: { id } });
    await expectOnePicture(id, before, inputs);
  });

  it('a retry of a picture already made queues nothing', async () => {
    const queued: JobItem[] = [];
    const service = serviceWith(async (item) => {
      queued.push(item);
      return t.runtime.jobs.queue(item);
    });
    const id = randomUUID();
    await send(service, id);
    await t.drainJobs();
    expect((await findShootById(db(), id))?.status).toBe('ready');
    expect(await send(service, id)).toMatchObject({ created: false });
    expect(queued).toHaveLength(1);
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
