import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { compare, formatComparison } from './support/compare.ts';
import { freePort, startTs, waitUntilUp } from './support/processes.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../apps/server');
const DURATION_S = 3;
const ROUNDS = 3;
const CONNECTIONS = 10;

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The activation token from the .eml the server wrote (quoted-printable soft breaks removed). */
async function activationToken(outbox: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const name of await readdir(outbox).catch(() => [] as string[])) {
      const text = (await readFile(join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = /\/registration\/activate\?token=([A-Za-z0-9_-]+)/.exec(text);
      if (match?.[1]) return match[1];
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`no activation mail in ${outbox}`);
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * Signed-in `GET /api/auth/user` on the real server (PGlite, fresh data directory) against a bare
 * Fastify route, both measured in this run on loopback: the ratio is what session lookup, user and
 * plan queries and serialisation cost per request.
 */
export async function benchAuthUser(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${appPort}`;
  const server = startTs('src/server.ts', {
    cwd: SERVER_DIR,
    env: { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', DEMO_ACCOUNT: 'false', DATABASE_URL: '', SMTP_URL: '' },
  });
  let bare: ReturnType<typeof startTs> | undefined;
  try {
    await waitUntilUp(`${base}/api/health`, server);

    const email = 'bench@example.com';
    const password = 'bench-password';
    if ((await post(`${base}/api/customers`, { firstName: 'Bench', name: 'User', email, password })).status !== 201) throw new Error('registration failed');
    const token = await activationToken(join(dataDir, 'outbox'));
    if (!(await post(`${base}/api/auth/activate`, { token })).ok) throw new Error('activation failed');
    const login = await post(`${base}/api/auth/login`, { email, password });
    const session = ((await login.json()) as { token: string }).token;
    // The baseline sends the same JSON, so the ratio is the session lookup and the queries, not the bytes.
    const user = await (await fetch(`${base}/api/auth/user`, { headers: { authorization: `Bearer ${session}` } })).text();
    bare = startTs('bench/support/bare-server.ts', { cwd: resolve(import.meta.dirname, '..'), env: { PORT: String(barePort), BODY: user } });
    await waitUntilUp(`http://127.0.0.1:${barePort}/bare`, bare);

    const result = await compare(
      { name: 'auth-user', run: () => measure(`${base}/api/auth/user`, { authorization: `Bearer ${session}` }) },
      { name: 'bare', run: () => measure(`http://127.0.0.1:${barePort}/bare`) },
      ROUNDS,
    );
    return formatComparison('auth-user (req/s, higher is better)', ['GET /api/auth/user', 'bare Fastify'], result, 'req/s');
  } finally {
    await Promise.all([server.stop(), bare?.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchAuthUser());
}
