import { readFile } from 'node:fs/promises';
import { DEVICE_TOKEN_HEADER, SUPPORT_TOKEN_HEADER } from '@booth/shared';
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, test, vi } from 'vitest';
import { someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { multipartBody } from '@/test/multipart.ts';
import type { TestApp } from '@/test/test-app.ts';
import { MATRIX } from './expectations.ts';
import { buildFixtures, type Fixtures } from './fixtures.ts';
import { fillPath } from './path-params.ts';
import { principals, PrincipalPool, SUPPORT_TOKEN_ROUTE, type Principal } from './principals.ts';
import { PROFILES, verdict, type Entry } from './profiles.ts';
import { apiRouteKeys, type RouteKey } from './route-table.ts';

/*
 * The authorisation matrix (the quality bar of issue 15): every /api route the real app registers ×
 * every principal, against the answers written down once in expectations.ts. The route table is read
 * from the app itself, so a new route without an entry fails here with its name.
 */

const registered = vi.hoisted(() => [] as RouteOptions[]);

// Every route's options as the app registers them (route-recorder.ts wraps the fastify factory).
vi.mock('fastify', async (importOriginal) => (await import('@/test/route-recorder.ts')).recordingRoutes(await importOriginal<typeof FastifyModule>(), registered));

let t: TestApp;
let f: Fixtures;
let pool: PrincipalPool;
let routeKeys: RouteKey[];

beforeAll(async () => {
  // Test files share their worker's modules (isolate: false): a fresh module graph imports the wrapped fastify.
  vi.resetModules();
  const { buildTestApp } = await import('@/test/test-app.ts');
  t = await buildTestApp();
  routeKeys = apiRouteKeys(registered);
  f = await buildFixtures(t);
  pool = new PrincipalPool(f, routeKeys.includes(SUPPORT_TOKEN_ROUTE));
  await pool.init();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const entries = Object.entries(MATRIX) as Array<[RouteKey, Entry]>;
/** Every probe: each route's entry, then its variants (`also`), named after the route. */
const probes: Array<[string, RouteKey, Entry]> = entries.flatMap(([key, entry]) => [
  [key, key, entry] as [string, RouteKey, Entry],
  ...Object.entries(entry.also ?? {}).map(([what, variant]) => [`${key} ${what}`, key, variant] as [string, RouteKey, Entry]),
]);

describe('the route table', () => {
  it('has an entry in expectations.ts for every /api route', () => {
    const missing = routeKeys.filter((key) => !(key in MATRIX));
    expect(missing, `routes without an entry in src/test/authz/expectations.ts:\n  ${missing.join('\n  ')}`).toEqual([]);
  });

  it('has a route for every entry', () => {
    const stale = entries.map(([key]) => key).filter((key) => !routeKeys.includes(key));
    expect(stale, `entries in src/test/authz/expectations.ts without a route:\n  ${stale.join('\n  ')}`).toEqual([]);
  });

  it('documents every profile and principal in the 10 to 20 lines at the top of expectations.ts', async () => {
    const source = await readFile(new URL('./expectations.ts', import.meta.url), 'utf8');
    const header = source.slice(0, source.indexOf('*/') + 2);
    expect(source.startsWith('/*'), 'expectations.ts starts with its explanation').toBe(true);
    const lines = header.split('\n').length;
    expect(lines, 'the explanation is 10 to 20 lines').toBeGreaterThanOrEqual(10);
    expect(lines, 'the explanation is 10 to 20 lines').toBeLessThanOrEqual(20);
    const undocumented = [...Object.keys(PROFILES), ...principals].filter((name) => !new RegExp(`\\b${name}\\b`).test(header));
    expect(undocumented, 'profiles and principals missing from the explanation').toEqual([]);
  });

  it('acts as the owner in support mode (pending until POST /api/customers/supportToken exists)', async (context) => {
    if (!pool.supportReady) context.skip();
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: pool.of('support') });
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json<{ id: string }>().id).toBe(f.owner.id);
  });
});

interface Probed {
  statusCode: number;
  code?: string;
  text: string;
}

/** One call of a route as a principal, with the probe's parameters, query and body. */
async function probe(key: RouteKey, entry: Entry, principal: Principal): Promise<Probed> {
  const [method = 'GET', pattern = ''] = key.split(' ');
  const headers: Record<string, string> = { ...(entry.fresh ? await pool.fresh(principal) : pool.of(principal)) };
  if (entry.supportToken) headers[SUPPORT_TOKEN_HEADER] = pool.currentSupportToken ?? '';
  if (entry.deviceToken) headers[DEVICE_TOKEN_HEADER] = await entry.deviceToken(f);
  const path = fillPath(pattern, f, pool.currentSupportToken, (await entry.params?.(f)) ?? {});
  const query = entry.query ? `?${new URLSearchParams(await entry.query(f)).toString()}` : '';
  let payload: string | Buffer | undefined;
  if (entry.multipart) {
    const form = multipartBody([]);
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (entry.body) {
    payload = JSON.stringify(await entry.body(f));
    headers['content-type'] = 'application/json';
  }
  const request = { method: method as 'GET', url: `${path}${query}`, headers, payload, remoteAddress: someAddress() };
  if (!entry.stream) {
    const response = await t.app.inject(request);
    return { statusCode: response.statusCode, code: errorCode(response.body), text: response.body };
  }
  // A live feed never ends: judge it by its status, read only an error's (short) body.
  const response = await t.app.inject({ ...request, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode < 300) {
    stream.destroy();
    return { statusCode: response.statusCode, text: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const text = Buffer.concat(chunks).toString('utf8');
  return { statusCode: response.statusCode, code: errorCode(text), text };
}

function errorCode(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

/** The owner's ids and slugs, which a list of someone else's own things must never show. */
function ownerMarks(): string[] {
  return [f.owner.id, f.owner.email, f.event.id, f.event.slug, f.asset.id, f.font.id, f.device.id, f.shoot.id, f.moderator.id, f.linkSlug, f.licenceId];
}

describe('every /api route × every principal', () => {
  test.for(probes)('%s', async ([, key, entry], context) => {
    // An entry without a route is reported once, by the route-table test above.
    if (!routeKeys.includes(key)) context.skip();
    const problems: string[] = [];
    for (const principal of principals) {
      if (principal === 'support' && !pool.supportReady) continue;
      const expected = entry.expect[principal];
      const answer = await probe(key, entry, principal);
      const problem = verdict(expected, answer);
      if (problem) problems.push(`${principal}: ${problem}`);
      else if (expected === 'ok' && entry.unseenBy?.includes(principal)) {
        const leaked = ownerMarks().filter((mark) => answer.text.includes(mark));
        if (leaked.length > 0) problems.push(`${principal}: the answer shows the owner's ${leaked.join(', ')}`);
      }
    }
    await entry.after?.(f);
    for (const principal of entry.renews ?? []) await pool.renew(principal);
    expect(problems, `${key} (${entry.profile}):\n  ${problems.join('\n  ')}`).toEqual([]);
  });
});
