import { BOOTH_TEST_HEADER, BOOTH_TEST_QUERY, type EventTestLink } from '@booth/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOn, inSupportMode, startSupport } from '@/modules/admin/admin.test-support.ts';
import { fields, file, postShoot } from '@/modules/shoots/shoots.test-support.ts';
import { findShootById } from '@/modules/shoots/shoots.repo.ts';
import { jpeg } from '@/test/assets.ts';
import { hashToken } from '@/platform/security/tokens.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { boothMode, boothTestToken } from './event-guards.ts';
import { findEventById } from './events.repo.ts';
import { createEvent, customerOn } from './events.test-support.ts';
import { TEST_LINK_TTL_MS } from './test-links.repo.ts';
import { eventTestLinks } from './test-links.table.ts';

let t: TestApp;
let owner: TestCustomer;
let other: TestCustomer;
const now = () => new Date(Date.now() + t.clock.offsetMs);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await customerOn(t, 'tester@example.com', 'Gold');
  other = await customerOn(t, 'other@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

const mint = (customer: TestCustomer, eventId: string, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/test-link${query}`, headers: customer.headers });

async function tokenOf(customer: TestCustomer, eventId: string): Promise<string> {
  const response = await mint(customer, eventId);
  expect(response.statusCode, response.body).toBe(201);
  return new URL(response.json<EventTestLink>().url).searchParams.get(BOOTH_TEST_QUERY) ?? '';
}

async function modeWith(eventId: string, token: string | undefined): Promise<string> {
  const event = await findEventById(t.runtime.database.db, eventId);
  if (!event) throw new Error('event missing');
  return boothMode(t.runtime.database.db, null, event, { token, now: now() }).catch((error: { code?: string }) => String(error.code));
}

describe('POST /events/{id}/test-link', () => {
  it('answers the booth URL with a fresh token for 24 hours and stores only its hash', async () => {
    const draft = await createEvent(t, owner, { name: 'Draft to test' });
    const before = Date.now();
    const response = await mint(owner, draft.id);
    expect(response.statusCode, response.body).toBe(201);
    const { url, expiresAt } = response.json<EventTestLink>();
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${TEST_PUBLIC_URL}/booth/${draft.slug}`);
    const token = parsed.searchParams.get(BOOTH_TEST_QUERY) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(TEST_LINK_TTL_MS - 1000);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(TEST_LINK_TTL_MS + 5000);
    const stored = await t.runtime.database.db.select().from(eventTestLinks);
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // Each call mints another token.
    expect(await tokenOf(owner, draft.id)).not.toBe(token);
  });

  it('answers the English booth URL with locale=en', async () => {
    const draft = await createEvent(t, owner, { name: 'English draft' });
    const response = await mint(owner, draft.id, '?locale=en');
    expect(new URL(response.json<EventTestLink>().url).pathname).toBe(`/en/booth/${draft.slug}`);
    // The campaign may be named by its slug too, as in the organiser's other event calls.
    expect((await mint(owner, draft.slug)).statusCode).toBe(201);
  });

  it("answers 404 for another customer's campaign and for an unknown one", async () => {
    const draft = await createEvent(t, owner, { name: 'Not yours' });
    expect((await mint(other, draft.id)).statusCode).toBe(404);
    expect((await mint(other, draft.slug)).statusCode).toBe(404);
    expect((await mint(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${draft.id}/test-link` })).statusCode).toBe(401);
  });

  it("answers an admin's own session 404 too; in support mode (audited) the admin mints one as the owner", async () => {
    const draft = await createEvent(t, owner, { name: 'Supported draft' });
    const admin = await adminOn(t, 'root@example.com');
    expect((await mint(admin, draft.id)).statusCode).toBe(404);
    expect((await mint(inSupportMode(admin, (await startSupport(t, admin, owner)).token), draft.id)).statusCode).toBe(201);
  });
});

describe('boothMode with a test-link token', () => {
  it('puts a draft in test mode with its own unexpired token only', async () => {
    const a = await createEvent(t, owner, { name: 'Campaign A' });
    const b = await createEvent(t, owner, { name: 'Campaign B' });
    const token = await tokenOf(owner, a.id);
    expect(await modeWith(a.id, token)).toBe('test');
    // No token, a made-up one, or campaign A's token on campaign B: the guest rules (not live yet).
    expect(await modeWith(a.id, undefined)).toBe('EVENT_NOT_LIVE');
    expect(await modeWith(a.id, `${token.slice(0, -1)}x`)).toBe('EVENT_NOT_LIVE');
    expect(await modeWith(b.id, token)).toBe('EVENT_NOT_LIVE');
  });

  it('no longer counts after 24 hours', async () => {
    const draft = await createEvent(t, owner, { name: 'Expiring' });
    const token = await tokenOf(owner, draft.id);
    t.clock.offsetMs = TEST_LINK_TTL_MS + 1000;
    try {
      expect(await modeWith(draft.id, token)).toBe('EVENT_NOT_LIVE');
    } finally {
      t.clock.offsetMs = 0;
    }
    expect(await modeWith(draft.id, token)).toBe('test');
  });

  it('clears the campaign\'s expired links when the next one is minted', async () => {
    const draft = await createEvent(t, owner, { name: 'Visited often' });
    await tokenOf(owner, draft.id);
    t.clock.offsetMs = TEST_LINK_TTL_MS + 1000;
    try {
      const fresh = await tokenOf(owner, draft.id);
      const stored = await t.runtime.database.db.select().from(eventTestLinks).where(eq(eventTestLinks.eventId, draft.id));
      expect(stored.map((row) => row.tokenHash)).toEqual([hashToken(fresh)]);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('reads the token from the X-Booth-Test header', () => {
    expect(boothTestToken({ [BOOTH_TEST_HEADER]: 'abc' })).toBe('abc');
    expect(boothTestToken({ [BOOTH_TEST_HEADER]: ['first', 'second'] })).toBe('first');
    expect(boothTestToken({})).toBeUndefined();
  });
});

describe('a booth opened with the test link on a phone that is not signed in', () => {
  const upload = async (slug: string, token: string | undefined) => {
    const session = await t.app.inject({ method: 'POST', url: `/api/events/${slug}/vbSessions`, headers: token ? { [BOOTH_TEST_HEADER]: token } : {} });
    if (session.statusCode !== 201) return { status: session.statusCode, isTest: null };
    const id = randomUUID();
    const response = await postShoot(t, slug, session.json<{ token: string }>().token, [...fields({ id, kind: 'photo' }), file(await jpeg(32, 24))], token ? { headers: { [BOOTH_TEST_HEADER]: token } } : undefined);
    const row = await findShootById(t.runtime.database.db, id);
    return { status: response.statusCode, isTest: row?.isTest ?? null };
  };

  it('takes test pictures on the draft, and nothing with an expired token or another campaign\'s', async () => {
    const draft = await createEvent(t, owner, { name: 'Phone test', boothType: 'virtual', shutter: { photo: { enabled: true } } });
    const otherDraft = await createEvent(t, owner, { name: 'Other draft', boothType: 'virtual', shutter: { photo: { enabled: true } } });
    const token = await tokenOf(owner, draft.id);
    expect(await upload(draft.slug, token)).toEqual({ status: 201, isTest: true });
    expect(await upload(draft.slug, undefined)).toEqual({ status: 409, isTest: null });
    expect(await upload(otherDraft.slug, token)).toEqual({ status: 409, isTest: null });
    t.clock.offsetMs = TEST_LINK_TTL_MS + 1000;
    try {
      expect(await upload(draft.slug, token)).toEqual({ status: 409, isTest: null });
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});
