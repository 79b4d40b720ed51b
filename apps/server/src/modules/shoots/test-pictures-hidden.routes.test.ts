import type { BestPerforming, Dashboard, Event, EventAnalytics, GalleryPage, LivePictures, ModerationPage, ShootList, ShootsAnalytics } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { openLink, requestExport, storedShoot } from '@/modules/exports/exports.test-support.ts';
import { readZip } from '@/modules/exports/zip-read.test-support.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { hashToken } from '@/platform/security/tokens.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { findVbSessionByTokenHash } from './shoots.repo.ts';
import { vbSessions } from './shoots.table.ts';
import { startSession } from './shoots.test-support.ts';

/*
 * Test pictures (the organiser's, taken while the campaign was a draft) stay in the picture table,
 * flagged, and are left out of everything else: exports, analytics, the dashboard, the public
 * galleries and the moderation queue. One real and one test picture with the same kind of data each.
 */

let t: TestApp;
let ada: TestCustomer;
let event: Event;
let real: { id: string; slug: string };
let test: { id: string; slug: string };

const at = new Date('2026-06-01T10:00:00Z');
const jpeg = (label: string) => ({ data: Buffer.from(`${label}-${'x'.repeat(40)}`), mimetype: 'image/jpeg' });

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  event = await createEvent(t, ada, { name: 'Sommerfest', boothType: 'virtual', eventType: 'live', shutter: { photo: { enabled: true } } } as never);
  await patchSettings(t, event.id, { screens: { presentation: { dynamicGallery: { enabled: true } } } });
  const sessionOf = async (token: string) => (await findVbSessionByTokenHash(t.runtime.database.db, hashToken(token)))?.id;
  const guestSession = await sessionOf(await startSession(t, event.slug));
  const testSession = await sessionOf(await startSession(t, event.slug, ada));
  // The organiser's session of a draft is a test session (the campaign here is live for the guest).
  if (testSession) await t.runtime.database.db.update(vbSessions).set({ isTest: true }).where(eq(vbSessions.id, testSession));
  const picture = (label: string, isTest: boolean, sessionId: string | undefined, minute: number) =>
    storedShoot(t, event.id, {
      createdAt: new Date(at.getTime() + minute * 60_000),
      isPublic: true,
      isTest,
      sessionId,
      views: isTest ? 50 : 5,
      likes: isTest ? 40 : 4,
      contactEmail: `${label}@example.com`,
      userFeedback: { survey: [{ itemId: 'colour', question: 'Lieblingsfarbe?', answers: [label] }] },
      files: { main: jpeg(label) },
    });
  real = await picture('guest', false, guestSession, 0);
  test = await picture('organiser', true, testSession, 1);
});
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, customer: TestCustomer | undefined = ada): Promise<T> {
  const response = await call(t, customer, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('test pictures', () => {
  it('are in the picture table, flagged, but not in its presentation filter', async () => {
    const all = await get<ShootList>(`/events/${event.slug}/shoots`);
    expect(all.shoots.map((shoot) => [shoot.id, shoot.isTest])).toEqual([
      [test.id, true],
      [real.id, false],
    ]);
    expect((await get<ShootList>(`/events/${event.slug}/shoots?presentation=1`)).shoots.map((shoot) => shoot.id)).toEqual([real.id]);
  });

  it('are not exported, neither in the ZIP nor in the CSV, not even when chosen', async () => {
    const zipUrl = await requestExport(t, ada, `/api/events/${event.slug}/shoots/json/request?onlyPublic=0&nonOverlay=0`, { shootIDs: [real.id, test.id] });
    const { names } = await readZip((await openLink(t, zipUrl)).rawPayload);
    expect(names).toHaveLength(1);
    expect(names[0]).toContain(real.slug);

    const csvUrl = await requestExport(t, ada, `/api/events/${event.slug}/shoots/csv/request`, { shootIDs: [] });
    const csv = (await openLink(t, csvUrl)).body;
    expect(csv).toContain(real.slug);
    expect(csv).not.toContain(test.slug);
    expect(csv).not.toContain('organiser@example.com');
  });

  it('are in no analytics figure: totals, sessions, survey, timeline and best performing', async () => {
    const figures = await get<EventAnalytics>(`/analytics/${event.id}`);
    expect(figures.totals).toMatchObject({ sessions: 1, captures: 1, pictures: 1, ready: 1, views: 5, likes: 4, deleted: 0 });
    expect(figures.funnel).toMatchObject({ sessions: 1, submitted: 1, shared: 1 });
    expect(figures.range).toEqual({ firstPictureAt: at.toISOString(), lastPictureAt: at.toISOString() });
    expect(JSON.stringify(figures.survey)).not.toContain('organiser');

    const timeline = await get<ShootsAnalytics>(`/analytics/${event.id}/shoots`);
    expect(timeline.buckets.reduce((sum, bucket) => sum + bucket.total, 0)).toBe(1);

    const best = await get<BestPerforming>(`/analytics/${event.id}/best-performing`);
    expect(best.items.map((item) => item.id)).toEqual([real.id]);
  });

  it('are not in the dashboard statistics or its recent pictures', async () => {
    const dashboard = await get<Dashboard>('/auth/dashboard');
    expect(dashboard.statistics).toMatchObject({ pictures: 1, picturesThisMonth: 0, micrositeViews: 5 });
    expect(dashboard.recent.shoots.map((shoot) => shoot.id)).toEqual([real.id]);
  });

  it('are on no public screen: gallery and dynamic gallery', async () => {
    expect((await get<GalleryPage>(`/events/${event.slug}/gallery`, undefined)).pictures.map((picture) => picture.id)).toEqual([real.id]);
    expect((await get<LivePictures>(`/events/${event.slug}/live/pictures`, undefined)).pictures.map((picture) => picture.id)).toEqual([real.id]);
  });

  it('are not in the moderation queue nor its counts', async () => {
    const queue = await get<ModerationPage>(`/events/${event.slug}/moderation/shoots`);
    expect(queue.shoots.map((shoot) => shoot.id)).toEqual([real.id]);
    expect(queue.counts).toEqual({ pending: 0, approved: 1, hidden: 0 });
  });
});
