import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '@/platform/db/pglite.ts';
import { LocalFileStore } from '@/platform/files/local-file-store.ts';
import { MediaGateway } from '@/platform/media/media-gateway.ts';
import { createLogger } from '@/platform/logger.ts';
import { loadConfig } from '@/config.ts';
import { seedStarterLibrary } from './starter-library.ts';

/**
 * Times seeding the starter library into a fresh database: `npx tsx src/modules/templates/starter-library.bench-run.ts [cacheDir]`
 * (no cacheDir: every design is drawn; an existing one: the per-machine cache is copied). CPU time is
 * printed too, as wall time on a shared machine says more about the neighbours.
 */
const dir = await mkdtemp(join(tmpdir(), 'bw-bench-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, dir);
const database = await openPglite();
await database.migrate();
const files = new LocalFileStore(join(dir, 'files'));
const media = new MediaGateway();
const log = createLogger(config);
const cacheDir = process.argv[2] ?? join(dir, 'cache');
const t0 = performance.now();
const c0 = process.cpuUsage();
const first = await seedStarterLibrary({ db: database.db, files, media, log, cacheDir });
const c1 = process.cpuUsage(c0);
console.log('first (cache', process.argv[2] ? 'given' : 'cold', ')', Math.round(performance.now() - t0), 'ms wall', Math.round((c1.user + c1.system) / 1000), 'ms cpu, stored', first.stored);
const t1 = performance.now();
const second = await seedStarterLibrary({ db: database.db, files, media, log, cacheDir });
console.log('second (same db)', Math.round(performance.now() - t1), 'ms stored', second.stored);
process.exit(0);
