/**
 * A photo's processing (issue 5): the `shoot_process` job from its start to the shoot being `ready` —
 * reading the row and the event's settings, copying the upload and the overlay out of the store,
 * composing at the campaign's dimension, the original, the thumbnail, storing the files and the one
 * update — against bare sharp making the same composite and thumbnail from the same bytes in memory.
 * The ratio is what the job's safety and bookkeeping cost on top of the pixel work.
 *
 * The job's code imports with the server's `@/` alias, which tsx resolves from apps/server's
 * tsconfig: so this file re-runs itself there as a child process and prints one JSON line.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER_DIR = resolve(import.meta.dirname, '../apps/server');
const SHOOTS = 12;
const CHILD_FLAG = 'SHOOT_PROCESSING_BENCH_CHILD';

interface Timings {
  jobMs: number;
  bareMs: number;
}

/** Camera-sized inputs: a 1280x960 noisy JPEG frame and a 1536x2048 overlay with a transparent window. */
async function inputs() {
  const { default: sharp } = await import('sharp');
  const frame = await sharp({ create: { width: 1280, height: 960, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110, sigma: 50 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const alpha = Buffer.alloc(1536 * 2048, 255);
  for (let y = 300; y < 1748; y++) alpha.fill(0, y * 1536 + 150, y * 1536 + 1386);
  const overlay = await sharp({ create: { width: 1536, height: 2048, channels: 3, background: '#c02060' } })
    .joinChannel(alpha, { raw: { width: 1536, height: 2048, channels: 1 } })
    .png()
    .toBuffer();
  return { sharp, frame, overlay };
}

async function measure(): Promise<Timings> {
  const { sharp, frame, overlay } = await inputs();
  const { eventSettingsSchema } = await import('@booth/shared');
  const { openPglite } = await import('../apps/server/src/platform/db/pglite.ts');
  const { createFileStore } = await import('../apps/server/src/platform/files/create-file-store.ts');
  const { MediaGateway } = await import('../apps/server/src/platform/media/media-gateway.ts');
  const { customers } = await import('../apps/server/src/modules/customers/customers.table.ts');
  const { assets } = await import('../apps/server/src/modules/assets/assets.table.ts');
  const { storeNewEvent } = await import('../apps/server/src/modules/events/create-event.ts');
  const { shoots } = await import('../apps/server/src/modules/shoots/shoots.table.ts');
  const { processShoot } = await import('../apps/server/src/modules/shoots/shoot-processing.ts');
  const { pino } = await import('pino');

  const dir = await mkdtemp(join(tmpdir(), 'shoot-bench-'));
  const database = await openPglite();
  try {
    await database.migrate();
    const db = database.db;
    const files = createFileStore({ kind: 'local', root: join(dir, 'files') });
    const media = new MediaGateway();
    const now = new Date();
    const customerId = randomUUID();
    await db.insert(customers).values({ id: customerId, email: 'bench@example.com', passwordHash: 'x' });
    const event = await storeNewEvent(db, { customerId, name: 'Bench', settings: eventSettingsSchema.parse({ dimension: '3:4' }), now });
    const overlayId = randomUUID();
    await files.put(`assets/${customerId}/overlay.png`, overlay, { contentType: 'image/png' });
    await db.insert(assets).values({
      id: overlayId, customerId, slug: 'bench-overlay', originalname: 'overlay.png', encoding: '7bit', mimetype: 'image/png',
      fileKey: `assets/${customerId}/overlay.png`, fileSize: overlay.length, assetType: 'overlay', createdAt: now, updatedAt: now,
    });
    const ids: string[] = [];
    for (let index = 0; index < SHOOTS + 1; index++) {
      const id = randomUUID();
      const path = `shoots/${event.id}/${id}/upload-0.jpg`;
      await files.put(path, frame, { contentType: 'image/jpeg' });
      await db.insert(shoots).values({
        id, eventId: event.id, slug: id.slice(0, 10), kind: 'Photo', createdAt: now, updatedAt: now,
        input: { captureKind: 'photo', files: [{ path, size: frame.length, mimetype: 'image/jpeg' }], overlayId, backgroundId: null, backgroundApplied: false },
      });
      ids.push(id);
    }
    const deps = { db, files, media, tmpDir: join(dir, 'tmp') };
    const log = pino({ level: 'silent' });

    // The same pixel work without the job around it: cover-crop to 3:4, overlay on top, JPEG, thumbnail.
    const bare = async () => {
      const composed = await sharp(frame)
        .autoOrient()
        .resize(720, 960, { fit: 'cover' })
        .composite([{ input: await sharp(overlay).resize(720, 960, { fit: 'cover' }).toBuffer() }])
        .jpeg({ quality: 92 })
        .toBuffer();
      await sharp(composed).resize(512, 512, { fit: 'inside' }).webp({ quality: 80 }).toBuffer();
    };

    // Warm both paths (libvips start-up, the database's first queries) before measuring.
    await processShoot(deps, ids[0] as string, { log });
    await bare();
    let started = performance.now();
    for (const id of ids.slice(1)) {
      if ((await processShoot(deps, id, { log })) !== 'success') throw new Error('a bench shoot was not processed');
    }
    const jobMs = (performance.now() - started) / SHOOTS;
    started = performance.now();
    for (let index = 0; index < SHOOTS; index++) await bare();
    const bareMs = (performance.now() - started) / SHOOTS;
    return { jobMs, bareMs };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function benchShootProcessing(): Promise<string> {
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: SERVER_DIR,
    env: { ...process.env, [CHILD_FLAG]: '1' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !line.startsWith('{')) throw new Error(`shoot processing bench failed: ${result.stderr || result.stdout}`);
  const { jobMs, bareMs } = JSON.parse(line) as Timings;
  return `shoot processing (photo + overlay + thumbnail, 1280x960 → 3:4): job ${jobMs.toFixed(0)} ms to ready vs bare sharp composite ${bareMs.toFixed(0)} ms → ratio ${(jobMs / bareMs).toFixed(2)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.env[CHILD_FLAG]) console.log(JSON.stringify(await measure()));
  else console.log(await benchShootProcessing());
}
