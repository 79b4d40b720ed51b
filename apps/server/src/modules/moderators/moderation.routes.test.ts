import type { AuditPage, Event, ModerationPage } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminOn, inSupportMode, startSupport } from '@/modules/admin/admin.test-support.ts';
import { call } from '@/modules/events/events.test-support.ts';
import { subscribeShootChanges, type ShootChange } from '@/modules/live/live-changes.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { activeModerator, organiserWithCampaign, type TestModerator } from './moderators.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let party: Event;
let other: Event;
let moderator: TestModerator;
/** Newest first, as the queue lists them. */
const ids: string[] = [];
let processingId: string;
let foreignId: string;
const BASE = Date.parse('2026-06-01T12:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  ({ organiser: ada, event: party } = await organiserWithCampaign(t, 'ada@example.com'));
  ({ event: other } = await organiserWithCampaign(t, 'ben@example.com', 'Other party'));
  moderator = await activeModerator(t, ada, 'mod@example.com', party.slug);
  // 12 pictures: 0-3 approved, 4-5 hidden, the rest pending; every third one a GIF. Two share a
  // timestamp, so paging must break the tie by id.
  const made: Array<{ id: string; at: number }> = [];
  for (let i = 0; i < 12; i += 1) {
    const at = BASE + (i === 7 ? 6 : i) * 60_000;
    const state = i < 4 ? { isPublic: true, moderatedAt: new Date(at) } : i < 6 ? { isPublic: false, moderatedAt: new Date(at) } : {};
    const { id } = await insertShootRow(t, party.id, 'q', { createdAt: new Date(at), kind: i % 3 === 0 ? 'Gif' : 'Photo', ...state });
    made.push({ id, at });
  }
  made.sort((a, b) => b.at - a.at || (b.id > a.id ? 1 : -1));
  ids.push(...made.map((m) => m.id));
  processingId = (await insertShootRow(t, party.id, 'p', { status: 'processing', createdAt: new Date(BASE + 3_600_000) })).id;
  foreignId = (await insertShootRow(t, other.id, 'f')).id;
});
afterAll(async () => {
  await t?.close();
});

function queue(query = '', headers: Record<string, string> = moderator.headers) {
  return t.app.inject({ method: 'GET', url: `/api/events/${party.slug}/moderation/shoots${query}`, headers });
}

function decide(shootIDs: string[], decision: 'approve' | 'hide') {
  return t.app.inject({ method: 'POST', url: `/api/events/${party.slug}/moderation/decisions`, headers: moderator.headers, payload: { shootIDs, decision } });
}

async function walk(query: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await queue(`?limit=5${query}${cursor ? `&olderThan=${cursor}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ModerationPage>();
    seen.push(...page.shoots.map((shoot) => shoot.id));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('the moderation queue', () => {
  it('lists finished pictures newest first with the counts and the campaign switches', async () => {
    const response = await queue();
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ModerationPage>();
    expect(page.shoots.map((shoot) => shoot.id)).toEqual(ids);
    expect(page.shoots.map((shoot) => shoot.id)).not.toContain(processingId);
    expect(page.counts).toEqual({ pending: 6, approved: 4, hidden: 2 });
    expect(page.event).toEqual({ id: party.id, slug: party.slug, name: 'Summer party', autoPublic: false, galleryOptIn: false });
    expect(page.nextCursor).toBeNull();
  });

  it('pages by keyset without duplicates or gaps, also filtered', async () => {
    expect(await walk('')).toEqual(ids);
    const pending = await walk('&state=pending');
    expect(pending).toHaveLength(6);
    const gifs = await walk('&kind=Gif,Boomerang');
    expect(gifs).toHaveLength(4);
    const page = (await queue('?state=approved&kind=Gif')).json<ModerationPage>();
    expect(page.shoots.every((shoot) => shoot.isPublic && shoot.kind === 'Gif')).toBe(true);
    // Counts stay those of the whole campaign, whatever the filter.
    expect(page.counts).toEqual({ pending: 6, approved: 4, hidden: 2 });
    const hidden = (await queue('?state=hidden')).json<ModerationPage>().shoots;
    expect(hidden.every((shoot) => !shoot.isPublic && shoot.moderatedAt !== null)).toBe(true);
    expect(hidden).toHaveLength(2);
  });

  it('decisions set isPublic and moderatedAt, ignore other campaigns, and move the counts', async () => {
    const pendingIds = (await queue('?state=pending')).json<ModerationPage>().shoots.map((shoot) => shoot.id);
    const [first, second] = pendingIds;
    if (!first || !second) throw new Error('two pending pictures expected');
    const approved = await decide([first, second, first, foreignId], 'approve');
    expect(approved.json()).toEqual({ decision: 'approve', count: 2 });
    let page = (await queue()).json<ModerationPage>();
    const byId = new Map(page.shoots.map((shoot) => [shoot.id, shoot]));
    expect(byId.get(first)).toMatchObject({ isPublic: true });
    expect(byId.get(first)?.moderatedAt).not.toBeNull();
    expect(page.counts).toEqual({ pending: 4, approved: 6, hidden: 2 });

    expect((await decide([first], 'hide')).json()).toEqual({ decision: 'hide', count: 1 });
    page = (await queue('?state=hidden')).json<ModerationPage>();
    expect(page.shoots.map((shoot) => shoot.id)).toContain(first);
    expect(page.counts).toEqual({ pending: 4, approved: 5, hidden: 3 });

    // The other campaign's picture is untouched.
    const foreign = await call(t, undefined, 'GET', `/events/${other.slug}/moderation/shoots`);
    expect(foreign.statusCode).toBe(401);
  });

  it("announces a decision on the bus with the changed ids only (every process's live feeds hear it)", async () => {
    // Earlier tests' announcements may still be on their way (the bus delivers on a later turn).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const heard: ShootChange[] = [];
    const unsubscribe = await subscribeShootChanges(t.runtime.bus, party.id, (change) => heard.push(change));
    try {
      const target = ids.at(-1);
      if (!target) throw new Error('a picture expected');
      expect((await decide([target, foreignId], 'hide')).json()).toEqual({ decision: 'hide', count: 1 });
      await expect.poll(() => heard.length).toBe(1);
      expect(heard[0]?.shootIds).toEqual([target]);
      // Nothing of this campaign changed: nothing to announce.
      expect((await decide([foreignId], 'approve')).json()).toEqual({ decision: 'approve', count: 0 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toHaveLength(1);
    } finally {
      await unsubscribe();
    }
  });

  it("shows the organiser's autoPublic switch, which moderators cannot change", async () => {
    const patched = await call(t, ada, 'PATCH', `/events/${party.id}`, { autoPublic: true });
    expect(patched.statusCode).toBe(200);
    expect((await queue()).json<ModerationPage>().event.autoPublic).toBe(true);
    const byModerator = await t.app.inject({ method: 'PATCH', url: `/api/events/${party.id}`, headers: moderator.headers, payload: { autoPublic: false } });
    expect(byModerator.statusCode).toBe(401);
    expect((await queue('', ada.headers)).json<ModerationPage>().event.autoPublic).toBe(true);
  });

  it('hostile input is 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['?kind=Photo,Selfie', 'kind'],
      ['?state=maybe', 'state'],
      ['?limit=1000', 'limit'],
      ['?olderThan=garbage', 'olderThan'],
      [`?olderThan=${'a'.repeat(300)}`, 'olderThan'],
      ['?kind=Photo%00', 'kind'],
    ];
    for (const [query, field] of cases) {
      const response = await queue(query);
      expect(response.statusCode, query.slice(0, 30)).toBe(400);
      expect(response.json<{ fields?: Array<{ path: string }> }>().fields?.map((f) => f.path), query.slice(0, 30)).toContain(field);
    }
    const bodies: Array<[unknown, string]> = [
      [{ shootIDs: ['not-a-uuid'], decision: 'approve' }, 'shootIDs.0'],
      [{ shootIDs: [], decision: 'approve' }, 'shootIDs'],
      [{ shootIDs: [ids[0]], decision: 'delete' }, 'decision'],
      [{ shootIDs: Array.from({ length: 501 }, () => ids[0]), decision: 'hide' }, 'shootIDs'],
    ];
    for (const [payload, field] of bodies) {
      const response = await t.app.inject({ method: 'POST', url: `/api/events/${party.slug}/moderation/decisions`, headers: moderator.headers, payload: payload as object });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ fields?: Array<{ path: string }> }>().fields?.map((f) => f.path), field).toContain(field);
    }
    const slug = await t.app.inject({ method: 'GET', url: `/api/events/${'s'.repeat(80)}/moderation/shoots`, headers: moderator.headers });
    expect(slug.statusCode).toBe(400);
    expect(slug.json<{ fields?: Array<{ path: string }> }>().fields?.map((f) => f.path)).toContain('slug');
  });

  it('lets an admin see any queue but decide only in support mode, where the change is audited', async () => {
    const admin = await adminOn(t, 'root@example.com');
    const target = ids[5];
    if (!target) throw new Error('a picture expected');
    const decideAs = (who: TestCustomer) => call(t, who, 'POST', `/events/${party.slug}/moderation/decisions`, { shootIDs: [target], decision: 'approve' });
    const stateOf = async () => (await queue()).json<ModerationPage>().shoots.find((shoot) => shoot.id === target)?.isPublic;
    expect((await queue('', admin.headers)).statusCode).toBe(200);
    expect(await stateOf()).toBe(false);
    expect((await decideAs(admin)).statusCode).toBe(404);
    expect(await stateOf()).toBe(false);
    const acting = inSupportMode(admin, (await startSupport(t, admin, ada)).token);
    expect((await decideAs(acting)).json()).toEqual({ decision: 'approve', count: 1 });
    expect(await stateOf()).toBe(true);
    // Written by an onResponse hook once the answer went out, so it may land a moment later.
    await vi.waitFor(async () => {
      const entries = (await call(t, ada, 'GET', '/customers/audit')).json<AuditPage>().entries;
      expect(entries).toContainEqual(expect.objectContaining({ actorEmail: admin.email, detail: expect.objectContaining({ route: '/api/events/:slug/moderation/decisions' }) }));
    });
  });
});
