import pg from 'pg';

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run inside the database itself). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The server's address with another database named. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Why a test of several server processes cannot run here ('' when it can): they share nothing but PostgreSQL and Redis. */
export function multiProcessSkipReason(databaseUrl: string | undefined, redisUrl: string | undefined): string {
  return !databaseUrl || !redisUrl ? 'needs both DATABASE_URL (PostgreSQL) and REDIS_URL (Redis): several processes share nothing else' : '';
}
