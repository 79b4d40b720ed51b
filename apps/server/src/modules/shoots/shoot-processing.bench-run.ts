/**
 * The measuring half of bench/shoot-processing.bench.ts, run by it as a child process from apps/server
 * (where tsx resolves the `@/` alias): a photo's `shoot_process` job from start to `ready` against bare
 * sharp making the same composite and thumbnail. Prints one JSON line of timings.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SHOOTS = 12;

export interface Timings {
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

export async function measure(): Promise<Timings> {
  const { sharp, frame, overlay } = await inputs();
  const { eventSettingsSchema } = await import('@booth/shared');
  const { openPglite } = await import('@/platform/db/pglite.ts');
  const { createFileStore } = await import('@/platform/files/create-file-store.ts');
  const { MediaGateway } = await import('@/platform/media/media-gateway.ts');
  const { customers } = await import('@/modules/customers/customers.table.ts');
  const { assets } = await import('@/modules/assets/assets.table.ts');
  const { storeNewEvent } = await import('@/modules/events/create-event.ts');
  const { shoots } = await import('./shoots.table.ts');
  const { processShoot } = await import('./shoot-processing.ts');
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await measure()));
}
