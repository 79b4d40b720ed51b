import { join } from 'node:path';
import type { Logger } from '@/platform/logger.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR/db. */
export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string; log?: Logger }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, { log: options.log }) : openPglite(join(options.dataDir, 'db'));
}
