import type { Event, Shoot, ShootList } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { seedShoot } from './shoot-admin.test-support.ts';
import type { ShootRow } from './shoots.table.ts';
import { boothEvent } from './shoots.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let event: Event;
let other: Event;
/** The campaign's pictures, oldest first (one minute apart). */
let rows: ShootRow[];

const minute = (n: number) => new Date(Date.UTC(2026, 5, 1, 12, n));

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  bob = await signedInCustomer(t, 'bob@example.com');
  event = await boothEvent(t, ada, { photo: { enabled: true } });
  other = await boothEvent(t, bob, { photo: { enabled: true } });
  rows = [
    await seedShoot(t, event.id, { createdAt: minute(0), isPublic: true, contactEmail: 'ada@guest.example', userFeedback: { personal: { firstname: 'Ada', lastname: 'Lovelace' } } }),
    await seedShoot(t, event.id, { createdAt: minute(1), kind: 'Gif', contactPhone: '+49 170 1', userFeedback: { personal: { company: 'Rabbit_Works' } } }),
    await seedShoot(t, event.id, { createdAt: minute(2), isPublic: true, status: 'processing', renditions: {} }),
    await seedShoot(t, event.id, { createdAt: minute(3), kind: 'Video', status: 'failed', userFeedback: { comment: '100% fun' } }),
    await seedShoot(t, event.id, { createdAt: minute(4), isPublic: true, contactEmail: '' }),
  ];
  await seedShoot(t, other.id, { createdAt: minute(5), isPublic: true, contactEmail: 'ada@guest.example' });
});
afterAll(async () => {
  await t?.close();
});

async function list(path: string, query: string, customer = ada): Promise<ShootList> {
  const response = await call(t, customer, 'GET', `/events/${event.slug}/${path}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShootList>();
}
const ids = (page: { shoots: Shoot[] }) => page.shoots.map((shoot) => shoot.id);
const at = (...indexes: number[]) => indexes.map((index) => rows[index]?.id);

describe.each(['shoots', 'shoots/chunks'])('GET /api/events/{slug}/%s', (path) => {
  it('pages newest first by keyset, carrying the total', async () => {
    const first = await list(path, 'limit=2');
    expect(ids(first)).toEqual(at(4, 3));
    expect(first.total).toBe(5);
    const second = await list(path, `limit=2&olderThan=${first.nextCursor}`);
    expect(ids(second)).toEqual(at(2, 1));
    const third = await list(path, `limit=2&olderThan=${second.nextCursor}`);
    expect(ids(third)).toEqual(at(0));
    expect(third.nextCursor).toBeNull();
    expect(third.total).toBe(5);
  });

  it('pages oldest first with order=asc, the cursor going into newerThan', async () => {
    const first = await list(path, 'limit=2&order=asc');
    expect(ids(first)).toEqual(at(0, 1));
    const second = await list(path, `limit=2&order=asc&newerThan=${first.nextCursor}`);
    expect(ids(second)).toEqual(at(2, 3));
    const third = await list(path, `limit=2&order=asc&newerThan=${second.nextCursor}`);
    expect(ids(third)).toEqual(at(4));
    expect(third.total).toBe(5);
    expect(ids(await list(path, 'order=asc&offset=3'))).toEqual(at(3, 4));
  });

  it('answers what arrived since with newerThan on a newest-first list', async () => {
    const page = await list(path, 'limit=1&order=asc');
    expect(ids(await list(path, `newerThan=${page.nextCursor}&limit=10`))).toEqual(at(4, 3, 2, 1));
  });

  it('presentation=1 keeps only public and ready pictures', async () => {
    const page = await list(path, 'presentation=1');
    expect(ids(page)).toEqual(at(4, 0));
    expect(page.total).toBe(2);
    expect((await list(path, 'presentation=0')).total).toBe(5);
  });

  it('contact=1 keeps pictures with an e-mail or phone, contact=0 those without (an empty address is none)', async () => {
    expect(ids(await list(path, 'contact=1'))).toEqual(at(1, 0));
    const without = await list(path, 'contact=0');
    expect(ids(without)).toEqual(at(4, 3, 2));
    expect(without.total).toBe(3);
  });

  it('kind filters by a comma list and names the parameter for an unknown kind', async () => {
    expect(ids(await list(path, 'kind=Gif,Video'))).toEqual(at(3, 1));
    const response = await call(t, ada, 'GET', `/events/${event.slug}/${path}?kind=Photo,Selfie`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields[0]?.path).toBe('kind');
  });

  it('names the parameter of a bad order, switch or cursor', async () => {
    for (const [query, field] of [
      ['order=up', 'order'],
      ['contact=yes', 'contact'],
      ['presentation=2', 'presentation'],
      ['olderThan=nonsense', 'olderThan'],
      ['limit=0', 'limit'],
    ]) {
      const response = await call(t, ada, 'GET', `/events/${event.slug}/${path}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ fields: Array<{ path: string }> }>().fields[0]?.path, query).toBe(field);
    }
  });

  it("answers 404 for another customer's campaign", async () => {
    expect((await call(t, ada, 'GET', `/events/${other.slug}/${path}`)).statusCode).toBe(404);
    expect((await call(t, bob, 'GET', `/events/${event.slug}/${path}`)).statusCode).toBe(404);
  });
});

describe('GET /api/events/{slug}/shoots/chunks search and table filters', () => {
  it('searches slug, contact, names, company and comment case-insensitively', async () => {
    expect(ids(await list('shoots/chunks', 'search=LOVELACE'))).toEqual(at(0));
    expect(ids(await list('shoots/chunks', 'search=guest.EXAMPLE'))).toEqual(at(0));
    expect(ids(await list('shoots/chunks', 'search=170'))).toEqual(at(1));
    expect(ids(await list('shoots/chunks', `search=${rows[2]?.slug}`))).toEqual(at(2));
    expect((await list('shoots/chunks', 'search=nobody')).total).toBe(0);
  });

  it('matches % and _ in the input literally', async () => {
    expect(ids(await list('shoots/chunks', 'search=100%25'))).toEqual(at(3));
    expect(ids(await list('shoots/chunks', 'search=%25'))).toEqual(at(3));
    expect(ids(await list('shoots/chunks', 'search=t_w'))).toEqual(at(1));
    expect(ids(await list('shoots/chunks', 'search=a_a'))).toEqual([]);
  });

  it('filters by visibility and status, counted in the total', async () => {
    const hidden = await list('shoots/chunks', 'visibility=hidden');
    expect(ids(hidden)).toEqual(at(3, 1));
    expect(hidden.total).toBe(2);
    expect(ids(await list('shoots/chunks', 'visibility=public&status=ready'))).toEqual(at(4, 0));
    expect(ids(await list('shoots/chunks', 'status=failed'))).toEqual(at(3));
    const page = await list('shoots/chunks', 'visibility=public&limit=1');
    expect(page.total).toBe(3);
    const next = await list('shoots/chunks', `visibility=public&limit=5&olderThan=${page.nextCursor}`);
    expect(ids(next)).toEqual(at(2, 0));
    expect(next.total).toBe(3);
  });

  it('does not list another campaign’s pictures that match the search', async () => {
    const page = await list('shoots/chunks', 'search=ada@guest');
    expect(ids(page)).toEqual(at(0));
  });
});

describe('GET /api/events/{slug}?shoots=1', () => {
  it('carries the first page of the pictures, newest first', async () => {
    const response = await call(t, ada, 'GET', `/events/${event.slug}?shoots=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ shoots: Shoot[] }>().shoots.map((shoot) => shoot.id)).toEqual(at(4, 3, 2, 1, 0));
    expect((await call(t, ada, 'GET', `/events/${event.slug}`)).json<{ shoots?: unknown }>().shoots).toBeUndefined();
  });
});
