import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import { pino } from 'pino';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '@/config.ts';
import { storedShoot } from '@/modules/deletion/stored-shoot.test-support.ts';
import { createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { lockDataDir, type DataDirLock } from '@/platform/db/data-dir-lock.ts';
import { openPglite } from '@/platform/db/pglite.ts';
import type { SqlExecutor } from '@/platform/db/database.ts';
import { adminQuery, databaseUrlFor } from '@/test/postgres-admin.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { listTree } from './local-files.ts';
import { backup, restore } from './run-backup.ts';
import { s3Client } from './s3-objects.ts';
import { serveSnapshotRequests } from './snapshot-requests.ts';

const temporary = () => mkdtemp(join(tmpdir(), 'booth-backup-'));
const cleanup: string[] = [];
afterAll(async () => {
  await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every campaign, picture (with its files' keys) and customer: what a restore must bring back. */
async function contents(sql: Pick<SqlExecutor, 'executeSql'>) {
  const rows = async (text: string) => (await sql.executeSql(text)).rows;
  return {
    customers: await rows('SELECT id, email FROM customers ORDER BY id'),
    campaigns: await rows('SELECT id, slug, pictures FROM events ORDER BY id'),
    pictures: await rows('SELECT id, event_id, slug, renditions FROM shoots ORDER BY id'),
  };
}

/** A campaign with two processed pictures (three stored files each). */
async function seed(t: TestApp) {
  const owner = await customerOn(t, `backup-${randomBytes(3).toString('hex')}@example.com`, 'Free');
  const event = await createEvent(t, owner, { name: 'Backup party', boothType: 'virtual' } as never);
  await storedShoot(t, event.id);
  await storedShoot(t, event.id, { sizes: { input: 1000, overlayed: 700, thumbnail: 90 } });
  const found = await contents(t.runtime.database.sql);
  expect(found.pictures).toHaveLength(2);
  return found;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore, embedded', () => {
  let t: TestApp;
  let serverLock: DataDirLock;
  let stopServing: () => Promise<void>;
  let before: Awaited<ReturnType<typeof contents>>;
  const configFor = (dataDir: string): Config => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, dataDir);

  beforeAll(async () => {
    t = await buildTestApp();
    before = await seed(t);
    // This process plays the running server: it holds DATA_DIR and answers snapshot requests.
    serverLock = await lockDataDir(t.config.dataDir);
    stopServing = await serveSnapshotRequests({ dataDir: t.config.dataDir, database: t.runtime.database, log: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await stopServing?.();
    await serverLock?.release();
    await t?.close();
  });

  it("copies a running server's database and files, and restores every campaign, picture and file into a fresh data directory", async () => {
    const target = join(await temporary(), 'backup');
    cleanup.push(target);
    const manifest = await backup(t.config, target);
    expect(manifest).toMatchObject({ database: { driver: 'pglite' }, files: { store: 'local', count: 6, bytes: 300 + 200 + 50 + 1000 + 700 + 90 } });

    const fresh = await temporary();
    cleanup.push(fresh);
    await restore(configFor(fresh), target);
    const storedFiles = await listTree(join(t.config.dataDir, 'files'));
    expect(await listTree(join(fresh, 'files'))).toEqual(storedFiles);
    for (const key of storedFiles) expect(await readFile(join(fresh, 'files', key))).toEqual(await readFile(join(t.config.dataDir, 'files', key)));
    const restored = await openPglite(join(fresh, 'db'));
    try {
      expect(await contents(restored.sql)).toEqual(before);
    } finally {
      await restored.close();
    }

    // Refused: a restore over what is there, a restore under a running server, a backup into a used folder.
    await expect(restore(configFor(fresh), target)).rejects.toThrow(/Not empty: .*db and .*files.*--force/);
    await expect(restore(t.config, target)).rejects.toThrow(/Stop the server before restoring/);
    await expect(backup(t.config, target)).rejects.toThrow(/is not empty/);

    // A stopped installation is backed up by the command itself.
    const again = join(await temporary(), 'again');
    cleanup.push(again);
    expect(await backup(configFor(fresh), again)).toMatchObject({ database: { driver: 'pglite' }, files: { count: 6 } });
    expect(await listTree(join(again, 'files'))).toEqual(storedFiles);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('backup and restore, PostgreSQL and S3', () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let t: TestApp;
  let restoredDb: string;

  const s3Env = (bucket: string) => ({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'eu-central-1' });

  beforeAll(async () => {
    s3Dir = await temporary();
    s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: 'live' }] });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    t = await buildTestApp(s3Env('live'));
    restoredDb = `booth_restore_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${restoredDb}`);
  });
  afterAll(async () => {
    await t?.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${restoredDb} WITH (FORCE)`);
    await s3?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('dumps the database and copies the bucket while the server runs, and restores both into an empty database and bucket', async () => {
    const before = await seed(t);
    const [{ name }] = (await t.runtime.database.sql.executeSql('SELECT current_database() AS name')).rows as [{ name: string }];
    const live = loadConfig({ DATA_DIR: t.config.dataDir, DATABASE_URL: databaseUrlFor(serverUrl, name), ...s3Env('live') });
    const target = join(await temporary(), 'backup');
    cleanup.push(target);
    expect(await backup(live, target)).toMatchObject({ database: { driver: 'postgres' }, files: { store: 's3', count: 6, bytes: 300 + 200 + 50 + 1000 + 700 + 90 } });

    const client = s3Client(live.s3!);
    await client.send(new CreateBucketCommand({ Bucket: 'restored' }));
    client.destroy();
    const empty = loadConfig({ DATA_DIR: t.config.dataDir, DATABASE_URL: databaseUrlFor(serverUrl, restoredDb), ...s3Env('restored') });
    await restore(empty, target);

    const db = new pg.Pool({ connectionString: empty.databaseUrl });
    try {
      expect(await contents({ executeSql: async (text) => ({ rows: (await db.query(text)).rows }) })).toEqual(before);
    } finally {
      await db.end();
    }
    const restoredFiles = join(await temporary(), 'check');
    cleanup.push(restoredFiles);
    expect((await backup(empty, restoredFiles)).files).toEqual({ store: 's3', count: 6, bytes: 300 + 200 + 50 + 1000 + 700 + 90 });
    expect(await listTree(join(restoredFiles, 'files'))).toEqual(await listTree(join(target, 'files')));
    await expect(restore(empty, target)).rejects.toThrow(/Not empty: the database and the bucket restored/);
  });
});
