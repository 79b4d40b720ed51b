/**
 * The job side of bench/shoot-processing.bench.ts, run by it as a child process from apps/server (where
 * tsx resolves the `@/` alias) and driven over IPC, so that the bench can interleave it with its bare
 * sharp side round by round: `{ setup: { frame, overlay } }` prepares a database with shoots of that
 * frame and overlay, each `run` processes SHOOTS of them (`shoot_process` from start to `ready`) and
 * answers the milliseconds per picture, `stop` cleans up.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Pictures per `run` (the bench's SHOOTS). */
const SHOOTS = 8;
const MAX_ROUNDS = 8;

interface JobSide {
  run(): Promise<number>;
  close(): Promise<void>;
}

async function prepare(frame: Buffer, overlay: Buffer): Promise<JobSide> {
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
    for (let index = 0; index < SHOOTS * MAX_ROUNDS + 1; index++) {
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

    // Warm the path (libvips start-up, the database's first queries) before measuring.
    await processShoot(deps, ids[0] as string, { log });
    const pending = ids.slice(1);
    return {
      async run() {
        const started = performance.now();
        for (const id of pending.splice(0, SHOOTS)) {
          if ((await processShoot(deps, id, { log })) !== 'success') throw new Error('a bench shoot was not processed');
        }
        return (performance.now() - started) / SHOOTS;
      },
      async close() {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

type Message = { setup: { frame: Buffer; overlay: Buffer } } | 'run' | 'stop';

if (process.send) {
  let side: JobSide | undefined;
  process.on('message', (message: Message) => {
    void (async () => {
      try {
        if (message === 'run') process.send?.({ ms: await (side as JobSide).run() });
        else if (message === 'stop') {
          await side?.close();
          process.exit(0);
        } else {
          side = await prepare(Buffer.from(message.setup.frame), Buffer.from(message.setup.overlay));
          process.send?.({ ready: true });
        }
      } catch (error) {
        process.send?.({ error: error instanceof Error ? error.stack : String(error) });
      }
    })();
  });
}
