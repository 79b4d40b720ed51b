import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * The connection for the PostgreSQL client tools: the URL without its password (command lines are
 * visible to every user of the machine), the password in PGPASSWORD.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${tool} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client) of the server's major version or newer`) : error),
    );
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`);
}

/** pg_dump's own archive format: one consistent snapshot of the whole database, taken while it serves. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], env);
}

/** Restores an archive of dumpPostgres in one transaction: all of it, or nothing on an error. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file], env);
}

/** Whether the database already holds an installation (its migrations ran there). */
export async function holdsInstallation(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`);
    return rows[0]?.found != null;
  } finally {
    await client.end();
  }
}
