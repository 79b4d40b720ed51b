import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mountSmallDisk } from './small-disk.test-support.ts';
import { storageSpace } from './storage-space.ts';

const disk = await mountSmallDisk(2 * 1024 * 1024);
if ('reason' in disk) console.warn(disk.reason);

describe.skipIf('reason' in disk)('storageSpace', () => {
  const small = 'reason' in disk ? undefined : disk;
  afterAll(() => small?.unmount());

  it('reports the free space of the data disk, low below the threshold, before any file exists, and again once room is back', async () => {
    if (!small) return;
    const config = { dataDir: small.path, tmpDir: join(small.path, 'tmp'), s3: undefined, storageLowBytes: 1024 * 1024 };
    expect(await storageSpace(config)).toMatchObject({ low: false, totalBytes: 2 * 1024 * 1024, freeBytes: 2 * 1024 * 1024, lowBytes: 1024 * 1024, files: 'local' });
    await small.fill(512 * 1024);
    expect(await storageSpace(config)).toMatchObject({ low: true, freeBytes: 512 * 1024, path: small.path });
    await small.free();
    expect((await storageSpace(config)).low).toBe(false);
  });
});
