import { MODERATOR_SESSION_COOKIE, type Event, type Moderator } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { adminOn, inSupportMode, startSupport } from '@/modules/admin/admin.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { activeModerator, invite, moderatorLogin, organiserWithCampaign, passwordPath, resetPassword } from './moderators.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let ben: TestCustomer;
let party: Event;
let bensParty: Event;
beforeAll(async () => {
  t = await buildTestApp();
  ({ organiser: ada, event: party } = await organiserWithCampaign(t, 'ada@example.com'));
  ({ organiser: ben, event: bensParty } = await organiserWithCampaign(t, 'ben@example.com', 'Ben party'));
});
afterAll(async () => {
  await t?.close();
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: TEST_PUBLIC_URL };

function me(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/moderation/me', headers });
}

async function mailsTo(email: string): Promise<number> {
  await t.drainJobs();
  return (await readOutbox(t.outboxDir)).filter((mail) => mail.text.includes(`To: ${email}`)).length;
}

describe('managing moderators', () => {
  it('lists, refuses the same address twice with 409, and answers 404 for another customer', async () => {
    const created = await invite(t, ada, 'ann@example.com', party.slug);
    expect(created.statusCode).toBe(201);
    const again = await invite(t, ada, 'ANN@example.com', party.slug);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    // One account per campaign and address: the same person may moderate another campaign.
    expect((await invite(t, ben, 'ann@example.com', bensParty.slug)).statusCode).toBe(201);

    const list = await call(t, ada, 'GET', `/moderators?eventSlug=${party.slug}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ moderators: Moderator[] }>().moderators.map((m) => m.email)).toContain('ann@example.com');
    expect((await call(t, ben, 'GET', `/moderators?eventSlug=${party.slug}`)).statusCode).toBe(404);
    expect((await invite(t, ben, 'eve@example.com', party.slug)).statusCode).toBe(404);
    const id = created.json<Moderator>().id;
    expect((await call(t, ben, 'PATCH', `/moderators/${id}`, { email: 'eve@example.com' })).statusCode).toBe(404);
    expect((await call(t, ben, 'POST', `/moderators/${id}/resend`)).statusCode).toBe(404);
    expect((await call(t, ben, 'DELETE', `/moderators/${id}`)).statusCode).toBe(404);
    expect((await call(t, ada, 'DELETE', '/moderators/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', `/moderators?eventSlug=${party.slug}`)).statusCode).toBe(401);
  });

  it('an admin lists any campaign’s moderators but changes them only in support mode', async () => {
    const admin = await adminOn(t, 'root@example.com');
    const listed = async () => (await call(t, admin, 'GET', `/moderators?eventSlug=${party.slug}`)).json<{ moderators: Moderator[] }>().moderators;
    const existing = (await invite(t, ada, 'kept@example.com', party.slug)).json<Moderator>();
    // The admin's own session changes nothing of a customer's: such a change would leave no audit entry.
    expect((await invite(t, admin, 'adm@example.com', party.slug)).statusCode).toBe(404);
    expect((await call(t, admin, 'PATCH', `/moderators/${existing.id}`, { email: 'moved@example.com' })).statusCode).toBe(404);
    expect((await call(t, admin, 'POST', `/moderators/${existing.id}/resend`)).statusCode).toBe(404);
    expect((await call(t, admin, 'DELETE', `/moderators/${existing.id}`)).statusCode).toBe(404);
    expect((await listed()).map((m) => m.email)).toContain('kept@example.com');
    expect((await listed()).map((m) => m.email)).not.toContain('adm@example.com');

    const acting = inSupportMode(admin, (await startSupport(t, admin, ada)).token);
    expect((await invite(t, acting, 'adm@example.com', party.slug)).statusCode).toBe(201);
    expect((await call(t, acting, 'DELETE', `/moderators/${existing.id}`)).statusCode).toBe(204);
    expect((await listed()).map((m) => m.email)).toEqual(expect.arrayContaining(['adm@example.com']));
    expect((await listed()).map((m) => m.email)).not.toContain('kept@example.com');
  });

  it('resend voids the older link: an invitation before activation, a "new password" link after', async () => {
    const created = (await invite(t, ada, 'bob@example.com', party.slug)).json<Moderator>();
    const first = await t.mailedToken('bob@example.com', passwordPath(party.slug));
    const resent = await call(t, ada, 'POST', `/moderators/${created.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const second = await t.mailedToken('bob@example.com', passwordPath(party.slug));
    expect(second).not.toBe(first);
    expect((await resetPassword(t, first, party.slug)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await resetPassword(t, second, party.slug)).statusCode).toBe(200);

    expect((await call(t, ada, 'POST', `/moderators/${created.id}/resend`)).statusCode).toBe(200);
    await t.drainJobs();
    const newest = (await readOutbox(t.outboxDir)).filter((mail) => mail.text.includes('To: bob@example.com')).at(-1);
    expect(newest?.text).toContain('neues Passwort');
    // The password keeps working until a new one is set.
    expect((await moderatorLogin(t, 'bob@example.com', party.slug)).statusCode).toBe(200);
  });

  it('PATCH with a new address ends the old sign-in and links and invites the new address', async () => {
    const moderator = await activeModerator(t, ada, 'cid@example.com', party.slug);
    expect((await call(t, ada, 'POST', `/moderators/${moderator.id}/resend`)).statusCode).toBe(200);
    const oldLink = await t.mailedToken('cid@example.com', passwordPath(party.slug));

    const unchanged = await call(t, ada, 'PATCH', `/moderators/${moderator.id}`, { email: 'cid@example.com' });
    expect(unchanged.json<Moderator>()).toMatchObject({ activated: true });
    expect((await me(moderator.headers)).statusCode).toBe(200);
    expect((await call(t, ada, 'PATCH', `/moderators/${moderator.id}`, { email: 'ann@example.com' })).statusCode).toBe(409);

    const patched = await call(t, ada, 'PATCH', `/moderators/${moderator.id}`, { email: 'dan@example.com' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Moderator>()).toMatchObject({ id: moderator.id, email: 'dan@example.com', activated: false });
    expect((await me(moderator.headers)).statusCode).toBe(401);
    expect((await resetPassword(t, oldLink, party.slug)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await moderatorLogin(t, 'cid@example.com', party.slug)).statusCode).toBe(401);
    const invitation = await t.mailedToken('dan@example.com', passwordPath(party.slug));
    expect((await resetPassword(t, invitation, party.slug)).statusCode).toBe(200);
  });

  it('DELETE ends the sign-in at once', async () => {
    const moderator = await activeModerator(t, ada, 'dee@example.com', party.slug);
    const cookie = { ...SAME_ORIGIN, cookie: `${MODERATOR_SESSION_COOKIE}=${moderator.token}` };
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await call(t, ada, 'DELETE', `/moderators/${moderator.id}`)).statusCode).toBe(204);
    expect((await me(moderator.headers)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${party.slug}/moderation/shoots`, headers: moderator.headers })).statusCode).toBe(401);
    expect((await moderatorLogin(t, 'dee@example.com', party.slug)).statusCode).toBe(401);
  });

  it('hostile input is 400 naming the field', async () => {
    const cases: Array<[Parameters<typeof call>[2], string, unknown, string]> = [
      ['POST', '/moderators', { email: 'a\u0000@example.com', eventSlug: party.slug }, 'email'],
      ['POST', '/moderators', { email: 'x@example.com', eventSlug: `a\u001bb` }, 'eventSlug'],
      ['POST', '/moderators', { email: 'x@example.com', eventSlug: 'z'.repeat(100_000) }, 'eventSlug'],
      ['GET', `/moderators?eventSlug=${'y'.repeat(1_000)}`, undefined, 'eventSlug'],
      ['PATCH', '/moderators/00000000-0000-4000-8000-000000000000', { email: `${'e'.repeat(10_000)}@example.com` }, 'email'],
      ['PATCH', '/moderators/not-a-uuid', { email: 'x@example.com' }, 'id'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await call(t, ada, method, url, payload);
      expect(response.statusCode, `${method} ${url.slice(0, 40)}`).toBe(400);
      expect(response.json<{ fields?: Array<{ path: string }> }>().fields?.map((f) => f.path), url.slice(0, 40)).toContain(field);
    }
    expect(await mailsTo('x@example.com')).toBe(0);
  });
});
