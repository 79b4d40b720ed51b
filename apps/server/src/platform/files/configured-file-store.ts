import { join } from 'node:path';
import type { Config } from '@/config.ts';
import { createFileStore } from './create-file-store.ts';
import type { FileStore } from './file-store.ts';

/** The store the configuration names: S3-compatible object storage when S3_BUCKET is set, else DATA_DIR/files. */
export function fileStoreFromConfig(config: Pick<Config, 's3' | 'dataDir'>): FileStore {
  if (config.s3) return createFileStore({ kind: 's3', ...config.s3 });
  return createFileStore({ kind: 'local', root: join(config.dataDir, 'files') });
}

/** Releases an S3 client's sockets; the local store holds nothing open. */
export function closeFileStore(store: FileStore): void {
  const closable = store as FileStore & { close?: () => void };
  closable.close?.();
}
