import { loadConfigOrExit } from '@/config.ts';
import { runAdminCommand } from '@/modules/admin/admin-command.ts';
import { runPromoCommand } from '@/modules/billing/promo-command.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '@/platform/db/data-dir-lock.ts';
import { openDatabase } from '@/platform/db/open.ts';
import type { Database } from '@/platform/db/database.ts';

/**
 * `npm run admin -- grant <email>` / `revoke <email>`: the command line way to an installation's admins
 * (README "Admins and support mode"); `npm run admin -- promo create|list|delete`: promo codes
 * (modules/billing/promo-command.ts). With the embedded database the server must be stopped first:
 * PGlite cannot be shared, so this takes the same DATA_DIR lock the server holds.
 */
async function main(): Promise<number> {
  const config = loadConfigOrExit();
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    if (!config.databaseUrl) lock = await lockDataDir(config.dataDir);
    database = await openDatabase(config);
    await database.migrate();
    const args = process.argv.slice(2);
    const result = args[0] === 'promo' ? await runPromoCommand(database.db, args.slice(1)) : await runAdminCommand(database.db, args, config.adminEmails);
    (result.exitCode === 0 ? console.log : console.error)(result.message);
    return result.exitCode;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop the server first, or name the address in ADMIN_EMAILS and restart it.`);
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
    await lock?.release();
  }
}

process.exitCode = await main();
