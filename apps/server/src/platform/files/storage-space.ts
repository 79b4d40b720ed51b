import { statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '@/config.ts';

export interface StorageSpace {
  /** Bytes this process may still write (statfs `bavail`: what is left after the root reserve). */
  freeBytes: number;
  totalBytes: number;
  /** Free space is below STORAGE_LOW_BYTES: time to make room before uploads are refused with 507. */
  low: boolean;
  /** The threshold `low` was judged by. */
  lowBytes: number;
  /**
   * The disk measured: the one under DATA_DIR/files and DATA_DIR/tmp (the fuller of the two if they
   * differ). With S3 only DATA_DIR/tmp, where uploads are spooled and renditions are made; an object
   * store reports no free space, and says so with a 507 when it is full.
   */
  path: string;
  files: 'local' | 's3';
}

/** statfs of `path`, or of its nearest existing parent (DATA_DIR/files appears with the first upload). */
async function measure(path: string): Promise<{ path: string; freeBytes: number; totalBytes: number }> {
  for (let current = path; ; current = dirname(current)) {
    try {
      const stats = await statfs(current);
      return { path: current, freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
    } catch (error) {
      const parent = dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw error;
    }
  }
}

/**
 * How much room the data disk has left, for the health check: `low` warns before uploads fail. Cheap
 * (one or two statfs calls), so it can run on every health request.
 */
export async function storageSpace(config: Pick<Config, 'dataDir' | 'tmpDir' | 's3' | 'storageLowBytes'>): Promise<StorageSpace> {
  const paths = config.s3 ? [config.tmpDir] : [join(config.dataDir, 'files'), config.tmpDir];
  const measured = await Promise.all(paths.map(measure));
  const fullest = measured.reduce((a, b) => (b.freeBytes < a.freeBytes ? b : a));
  return { ...fullest, low: fullest.freeBytes < config.storageLowBytes, lowBytes: config.storageLowBytes, files: config.s3 ? 's3' : 'local' };
}
