import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@/config.ts';

/** Whether the configured file store can be used right now; rejects when it cannot. */
export interface FileStoreProbe {
  readonly kind: 'local' | 's3';
  check(): Promise<void>;
}

/**
 * Local files: a file is written to and removed from DATA_DIR/files (a read-only or full disk, a lost
 * mount fail it; a dot-name no file key can take). S3: HeadBucket, which fails when the store is
 * away, the bucket is missing or the keys are refused. A client per check: probes come every few
 * seconds and hold no sockets between them.
 */
export function fileStoreProbe(config: Pick<Config, 's3' | 'dataDir'>): FileStoreProbe {
  const { s3 } = config;
  if (!s3) {
    const root = join(config.dataDir, 'files');
    return {
      kind: 'local',
      async check() {
        await mkdir(root, { recursive: true });
        const probe = join(root, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
        try {
          await writeFile(probe, '');
        } finally {
          await rm(probe, { force: true });
        }
      },
    };
  }
  return {
    kind: 's3',
    async check() {
      const { S3Client, HeadBucketCommand } = await import('@aws-sdk/client-s3');
      const client = new S3Client({
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        maxAttempts: 1,
      });
      try {
        await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
      } finally {
        client.destroy();
      }
    },
  };
}
