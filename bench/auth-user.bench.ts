import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { withBenchServer } from './support/bench-server.ts';
import { compare, formatComparison } from './support/compare.ts';
import { freePort, startTs, waitUntilUp } from './support/processes.ts';
import { runIfMain } from './support/runner.ts';

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
 * Signed-in `GET /api/auth/user` on the real server (PGlite, fresh data directory, no demo account)
 * against the floor — not the same work: a bare Fastify route sending the same JSON bytes without
 * looking anything up — both measured in this run on loopback, interleaved, median and spread: the
 * ratio is what the session lookup, the user and plan queries and serialisation cost per request.
 */
export async function benchAuthUser(): Promise<string> {
  return withBenchServer({}, async ({ base, dataDir }) => {
    const email = 'bench@example.com';
    // Random, so that the password rule (dictionaries, strength) never refuses it.
    const password = randomBytes(16).toString('base64url');
    const registration = await post(`${base}/api/customers`, { firstName: 'Bench', name: 'User', email, password });
    if (registration.status !== 201) throw new Error(`registration answered ${registration.status}: ${await registration.text()}`);
    const token = await activationToken(join(dataDir, 'outbox'));
    if (!(await post(`${base}/api/auth/activate`, { token })).ok) throw new Error('activation failed');
    const login = await post(`${base}/api/auth/login`, { email, password });
    if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
    const session = ((await login.json()) as { token: string }).token;
    // The floor sends the same JSON, so the ratio is the session lookup and the queries, not the bytes.
    const user = await (await fetch(`${base}/api/auth/user`, { headers: { authorization: `Bearer ${session}` } })).text();
    const barePort = await freePort();
    const bare = startTs('bench/support/bare-server.ts', { cwd: resolve(import.meta.dirname, '..'), env: { PORT: String(barePort), BODY: user } });
    try {
      await waitUntilUp(`http://127.0.0.1:${barePort}/bare`, bare);
      const result = await compare(
        { name: 'auth-user', run: () => measure(`${base}/api/auth/user`, { authorization: `Bearer ${session}` }) },
        { name: 'bare', run: () => measure(`http://127.0.0.1:${barePort}/bare`) },
        ROUNDS,
      );
      return formatComparison('auth-user (req/s, higher is better)', ['GET /api/auth/user', 'floor: bare Fastify sending the same JSON'], result, 'req/s');
    } finally {
      await bare.stop();
    }
  });
}

await runIfMain(import.meta.url, benchAuthUser);
