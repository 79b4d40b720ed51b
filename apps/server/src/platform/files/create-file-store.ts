import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3FileStore, type S3FileStoreOptions } from './s3-file-store.ts';

export type FileStoreOptions = { kind: 'local'; root: string } | ({ kind: 's3' } & S3FileStoreOptions);

/** Builds the configured store; config.ts decides which (local under DATA_DIR/files unless S3_BUCKET is set). */
export function createFileStore(options: FileStoreOptions): FileStore {
  switch (options.kind) {
    case 'local':
      return new LocalFileStore(options.root);
    case 's3':
      return new S3FileStore(options);
  }
}
