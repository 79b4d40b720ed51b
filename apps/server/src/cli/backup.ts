import { resolve } from 'node:path';
import { loadConfigOrExit } from '@/config.ts';
import { backup, restore } from './backup/run-backup.ts';

const USAGE = `Usage:
  npm run backup -- <folder>             write a backup of this installation into a new folder
  npm run restore -- <folder> [--force]  restore one into this installation (servers and workers stopped)
(in the container image: node apps/server/dist/backup.mjs backup|restore <folder> [--force])`;

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * Backups of the database and every stored file, for both setups (docs/operations.md "Backup and
 * restore"): the embedded database and DATA_DIR/files, or PostgreSQL (pg_dump) and the S3 bucket.
 */
async function main(): Promise<number> {
  const [command, folder, ...flags] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder || flags.some((flag) => flag !== '--force') || (command === 'backup' && flags.length > 0)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExit();
  // npm runs workspace scripts in apps/server; a relative folder means the caller's directory.
  const path = resolve(process.env.INIT_CWD || process.cwd(), folder);
  try {
    if (command === 'backup') {
      const manifest = await backup(config, path);
      console.log(`Backup written to ${path}: the ${manifest.database.driver === 'pglite' ? 'embedded database' : 'PostgreSQL database'} and ${manifest.files.count} files (${megabytes(manifest.files.bytes)}).`);
    } else {
      const manifest = await restore(config, path, { force: flags.includes('--force') });
      console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files.count} files): start the servers again.`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = await main();
