import type { ShootList } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount, ensureDemoPictures } from './demo-account.ts';
import { addSamplePictures, countSampleViews, demoPictureServices, findDemoCampaign, samplePictures, type DemoPicturesDeps } from './demo-pictures.ts';
import { findCustomerByEmail } from './customers.repo.ts';

let t: TestApp;
let deps: DemoPicturesDeps;
let headers: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ DEMO_ACCOUNT: 'true' });
  const { runtime, config } = t;
  await ensureDemoAccount(runtime.database.db, { files: runtime.files, media: runtime.media, log: runtime.log });
  deps = demoPictureServices({ db: runtime.database.db, files: runtime.files, media: runtime.media, jobs: runtime.jobs, bus: runtime.bus, log: runtime.log, tmpDir: config.tmpDir, publicUrl: config.publicUrl });
  headers = { authorization: `Bearer ${(await login(t, DEMO_EMAIL, DEMO_PASSWORD)).json<{ token: string }>().token}` };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function demoCampaign() {
  const demo = await findCustomerByEmail(t.runtime.database.db, DEMO_EMAIL);
  const event = demo && (await findDemoCampaign(t.runtime.database.db, demo.id));
  if (!event) throw new Error('no demo campaign');
  return event;
}

async function pictures(): Promise<ShootList> {
  const event = await demoCampaign();
  const response = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/shoots?limit=50`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShootList>();
}

describe('the demo campaign\'s sample pictures', () => {
  it('are uploaded once through the guest upload, also by two starts at the same time, and processed by the job', async () => {
    const event = await demoCampaign();
    const [first, second] = await Promise.all([addSamplePictures(deps, event), addSamplePictures(deps, event)]);
    // Each picture was created by exactly one of the two starts.
    expect([...first, ...second].map((entry) => entry.picture.scene).sort()).toEqual(samplePictures.map((picture) => picture.scene).sort());
    expect(await t.drainJobs()).toBeGreaterThan(0);

    const list = await pictures();
    expect(list.total).toBe(samplePictures.length);
    expect(list.shoots.map((shoot) => shoot.status)).toEqual(samplePictures.map(() => 'ready'));
    expect(list.shoots.map((shoot) => shoot.kind).sort()).toEqual(['Boomerang', 'Gif', 'Photo', 'Photo', 'Photo', 'Photo', 'Photo', 'Photo']);
    expect(list.shoots.every((shoot) => !shoot.isTest && (shoot.height ?? 0) > (shoot.width ?? Infinity) && shoot.src !== null && shoot.thumbSrc !== null)).toBe(true);
    const photo = list.shoots.find((shoot) => shoot.kind === 'Photo');
    const file = await t.app.inject({ method: 'GET', url: photo?.src ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(list.shoots.find((shoot) => shoot.kind === 'Gif')?.gif).not.toBeNull();
    expect(list.shoots.find((shoot) => shoot.kind === 'Boomerang')?.mimetype).toBe('video/mp4');

    // Likes and the organiser's gallery approvals come with them; answers and e-mail addresses as guests gave them.
    expect(list.shoots.reduce((sum, shoot) => sum + shoot.likes, 0)).toBe(samplePictures.reduce((sum, picture) => sum + picture.likes, 0));
    expect(list.shoots.filter((shoot) => shoot.isPublic)).toHaveLength(samplePictures.filter((picture) => picture.approve).length);
    expect(list.shoots.map((shoot) => shoot.contact.email).filter(Boolean).sort()).toEqual(['lena.berg@example.com', 'sam.okafor@example.com']);
    expect(list.shoots.some((shoot) => shoot.userFeedback.survey?.[0]?.answers[0] === 'The dance floor')).toBe(true);

    const added = [...first, ...second];
    expect(await countSampleViews(deps, event, added, { timeoutMs: 1000, pollMs: 10 })).toBe(samplePictures.reduce((sum, picture) => sum + picture.views, 0));
    const viewed = await pictures();
    expect(viewed.shoots.reduce((sum, shoot) => sum + shoot.views, 0)).toBe(samplePictures.reduce((sum, picture) => sum + picture.views, 0));

    // The campaign's sessions are the demo's guests, each with its pictures.
    const sessions = (await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/vbSessions`, headers })).json<{ sessions: Array<{ shoots: number }> }>();
    expect(sessions.sessions.filter((session) => session.shoots > 0)).toHaveLength(new Set(samplePictures.map((picture) => picture.guest)).size);
  }, 300_000);

  it('are not added again by a later start, and not again to a campaign that has pictures', async () => {
    expect(await ensureDemoPictures(deps, { timeoutMs: 1000, pollMs: 10 })).toBe(0);
    expect(await addSamplePictures(deps, await demoCampaign())).toEqual([]);
    expect((await pictures()).total).toBe(samplePictures.length);
  });
});
