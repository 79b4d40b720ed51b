import { eventKioskDtoSchema, type Event, type EventKioskDto } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { events } from '@/modules/events/events.table.ts';
import { fields, file, postShoot, someAddress, startSession } from '@/modules/shoots/shoots.test-support.ts';
import { jpeg, png, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let attentionId: string;
let overlayId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  bob = await customerOn(t, 'bob@example.com', 'Gold');
  attentionId = (await uploadOk(t, ada, 'attentionScreenBackground', 'attention.jpg', await jpeg(2048, 1536))).id;
  overlayId = (await uploadOk(t, ada, 'shutterOverlay', 'overlay.png', await png(2048, 1536, 0.5))).id;
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
function kioskEvent(customer: TestCustomer, extra: Record<string, unknown> = {}): Promise<Event> {
  counter += 1;
  return createEvent(t, customer, { name: `Kiosk ${counter}`, boothType: 'ipad', eventType: 'live', ...extra } as never);
}

const kiosk = (slug: string) => t.app.inject({ method: 'GET', url: `/api/events/${slug}/kiosk` });
const exit = (slug: string, secret: unknown, address = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/events/${slug}/kiosk/exit`, payload: { secret }, remoteAddress: address });

describe('GET /api/events/{slug}/kiosk (public)', () => {
  it('answers the kiosk view: attention and review screens, shutter, sharing, design and the assets with URLs', async () => {
    const event = await kioskEvent(ada, {
      storage: { dropbox: true },
      screens: {
        attention: { background: attentionId, startDelaySeconds: 3 },
        review: { drawEnabled: true },
        shutter: { exitCampaignButton: true, imageRotationDegree: 90, hideBadge: true },
        sharing: { email: { enabled: true, sender: 'Organiser Ltd', subject: 'Secret subject' }, qrCode: { enabled: true } },
      },
      shutter: { photo: { enabled: true, overlays: [overlayId], shutterSettings: { lighting: 'on' } }, screensaver: { enabled: true, screenSaverSettings: { inactivity: 30, timer: 10 } } },
      virtualSettings: { deletion: { recipients: ['privacy@organiser.example'] } },
    });
    const response = await kiosk(event.slug);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<EventKioskDto>();
    expect(eventKioskDtoSchema.strict().safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      id: event.id,
      boothType: 'ipad',
      eventType: 'live',
      exitSecret: false,
      screens: {
        attention: { background: attentionId, startDelaySeconds: 3 },
        review: { drawEnabled: true },
        shutter: { exitCampaignButton: true, imageRotationDegree: 90, hideBadge: true },
        sharing: { email: { enabled: true }, qrCode: { enabled: true } },
      },
      shutter: { photo: { shutterSettings: { lighting: 'on', defaultCamera: 'front' } }, screensaver: { screenSaverSettings: { inactivity: 30, timer: 10 } } },
    });
    // The attention background (only the kiosk view refers to it) and the overlay (with its photo areas) come with their URLs.
    const byId = new Map(body.assets.map((asset) => [asset.id, asset]));
    expect(byId.get(attentionId)).toMatchObject({ assetType: 'attentionScreenBackground', src: expect.stringMatching(/^\/api\/files\//), width: 2048 });
    expect(byId.get(overlayId)).toMatchObject({ assetType: 'shutterOverlay', src: expect.stringMatching(/^\/api\/files\//) });
    for (const field of ['locked', 'lockPassword', 'lockPasswordHash', 'kioskExitPinHash', 'storage', 'pictures', 'customerId']) expect(body).not.toHaveProperty(field);
    for (const secret of ['privacy@organiser.example', 'Secret subject', 'Organiser Ltd', '$argon2']) expect(response.body).not.toContain(secret);
    expect(body.screens).not.toHaveProperty('microsite');
  });

  it('tells whether leaving asks for a secret, never the secret itself', async () => {
    const event = await kioskEvent(ada);
    await call(t, ada, 'PATCH', `/events/${event.id}`, { kioskExitPin: '4711' });
    const response = await kiosk(event.slug);
    expect(response.json<EventKioskDto>().exitSecret).toBe(true);
    expect(response.body).not.toContain('4711');
    expect(response.body).not.toContain('argon2');
  });

  it('refuses a virtual-booth campaign with 409 CONFLICT; unknown, archived and malformed slugs as usual', async () => {
    const virtual = await createEvent(t, ada, { name: 'Virtual', boothType: 'virtual', eventType: 'live' } as never);
    const refused = await kiosk(virtual.slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(`/booth/${virtual.slug}`) });
    expect((await kiosk('nosuchev')).statusCode).toBe(404);
    expect((await kiosk('Not A Slug')).statusCode).toBe(400);
    const archived = await kioskEvent(ada);
    await call(t, ada, 'PUT', `/events/${archived.id}`, { archived: true });
    expect((await kiosk(archived.slug)).statusCode).toBe(404);
  });

  it("shows a draft as a draft; its guests' sessions are refused until its organiser tests it", async () => {
    const draft = await kioskEvent(ada, { eventType: 'draft' });
    expect((await kiosk(draft.slug)).json<EventKioskDto>().eventType).toBe('draft');
    const guest = await t.app.inject({ method: 'POST', url: `/api/events/${draft.slug}/vbSessions`, remoteAddress: someAddress() });
    expect(guest.statusCode).toBe(409);
    expect(guest.json()).toMatchObject({ code: 'EVENT_NOT_LIVE' });
    // Another customer is a guest here too.
    const stranger = await t.app.inject({ method: 'POST', url: `/api/events/${draft.slug}/vbSessions`, headers: bob.headers, remoteAddress: someAddress() });
    expect(stranger.statusCode).toBe(409);
    await startSession(t, draft.slug, ada);
  });

  it("takes a kiosk guest's session and upload like the virtual booth's, with the guestbook message as the comment", async () => {
    const event = await kioskEvent(ada, { shutter: { photo: { enabled: true, enableGuestbook: true } } });
    const token = await startSession(t, event.slug);
    const id = crypto.randomUUID();
    const uploaded = await postShoot(t, event.slug, token, [
      ...fields({ id, kind: 'photo', locale: 'de', feedback: JSON.stringify({ comment: 'Alles Gute euch beiden!' }) }),
      file(await jpeg(600, 800)),
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { shoots } = (await call(t, ada, 'GET', `/events/${event.slug}/shoots?limit=5`)).json<{ shoots: Array<{ id: string; userFeedback: { comment?: string } }> }>();
    expect(shoots.find((shoot) => shoot.id === id)?.userFeedback.comment).toBe('Alles Gute euch beiden!');
  });

  it("answers each campaign's own view: another customer's kiosk is unaffected by this one's settings", async () => {
    const mine = await kioskEvent(ada, { screens: { attention: { background: attentionId } } });
    const theirs = await kioskEvent(bob, { screens: { attention: { startDelaySeconds: 5 } } });
    await call(t, ada, 'PATCH', `/events/${mine.id}`, { kioskExitPin: '1234' });
    const view = (await kiosk(theirs.slug)).json<EventKioskDto>();
    expect(view).toMatchObject({ id: theirs.id, exitSecret: false, screens: { attention: { background: null, startDelaySeconds: 5 } } });
    expect(view.assets.map((asset) => asset.id)).not.toContain(attentionId);
    // Bob cannot set a PIN on Ada's campaign.
    expect((await call(t, bob, 'PATCH', `/events/${mine.id}`, { kioskExitPin: '9999' })).statusCode).toBe(404);
    expect((await exit(mine.slug, '9999', someAddress())).statusCode).toBe(403);
  });
});

describe('POST /api/events/{slug}/kiosk/exit', () => {
  it('takes the lock password, and refuses a wrong one with "Ungültiges Passwort"', async () => {
    const event = await kioskEvent(ada);
    await call(t, ada, 'PATCH', `/events/${event.id}`, { lockPassword: 'secret1', lockPasswordConfirmation: 'secret1' });
    const ok = await exit(event.slug, 'secret1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ exited: true });
    const wrong = await exit(event.slug, 'secret2');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Ungültiges Passwort' });
  });

  it('takes the organiser’s PIN (stored hashed) besides the lock password; null removes it', async () => {
    const event = await kioskEvent(ada);
    const patched = await call(t, ada, 'PATCH', `/events/${event.id}`, { kioskExitPin: '4711' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.body).not.toContain('4711');
    const [row] = await t.runtime.database.db.select({ hash: events.kioskExitPinHash }).from(events).where(eq(events.id, event.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect(row?.hash).not.toContain('4711');

    expect((await exit(event.slug, '4711', someAddress())).statusCode).toBe(200);
    expect((await exit(event.slug, '4712', someAddress())).statusCode).toBe(403);
    await call(t, ada, 'PATCH', `/events/${event.id}`, { lockPassword: 'secret1', lockPasswordConfirmation: 'secret1' });
    expect((await exit(event.slug, 'secret1', someAddress())).statusCode).toBe(200);
    expect((await exit(event.slug, '4711', someAddress())).statusCode).toBe(200);

    // Changing the PIN of a locked campaign needs its lock password, like every change.
    expect((await call(t, ada, 'PATCH', `/events/${event.id}`, { kioskExitPin: null })).statusCode).toBe(403);
    expect((await call(t, ada, 'PATCH', `/events/${event.id}`, { kioskExitPin: null }, { 'X-Event-Password': 'secret1' })).statusCode).toBe(200);
    expect((await exit(event.slug, '4711', someAddress())).statusCode).toBe(403);
  });

  it('refuses a malformed PIN naming the field, and an empty secret', async () => {
    const event = await kioskEvent(ada);
    const bad = await call(t, ada, 'PATCH', `/events/${event.id}`, { kioskExitPin: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['kioskExitPin']);
    const empty = await exit(event.slug, '', someAddress());
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['secret']);
  });

  it('answers 409 when the campaign has no secret to check, 404 for unknown and 409 for virtual campaigns', async () => {
    const open = await kioskEvent(ada);
    expect((await exit(open.slug, '1234', someAddress())).statusCode).toBe(409);
    expect((await exit('nosuchev', '1234', someAddress())).statusCode).toBe(404);
    const virtual = await createEvent(t, ada, { name: 'Virtual exit', boothType: 'virtual' } as never);
    expect((await exit(virtual.slug, '1234', someAddress())).statusCode).toBe(409);
  });

  it('limits guesses per address and campaign (5 in 10 minutes) and per campaign over all addresses (20 an hour)', async () => {
    const event = await kioskEvent(ada);
    await call(t, ada, 'PATCH', `/events/${event.id}`, { kioskExitPin: '2580' });
    const address = someAddress();
    for (let guess = 0; guess < 5; guess += 1) expect((await exit(event.slug, `000${guess}`, address)).statusCode).toBe(403);
    const limited = await exit(event.slug, '2580', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address may still try; another campaign from the same address too.
    expect((await exit(event.slug, '2580', someAddress())).statusCode).toBe(200);
    const other = await kioskEvent(ada);
    await call(t, ada, 'PATCH', `/events/${other.id}`, { kioskExitPin: '2580' });
    expect((await exit(other.slug, '2580', address)).statusCode).toBe(200);

    // Guesses spread over many addresses stop at the campaign's ceiling.
    for (let guess = 0; guess < 14; guess += 1) expect((await exit(event.slug, `10${guess}0`, someAddress())).statusCode).toBe(403);
    expect((await exit(event.slug, '2580', someAddress())).statusCode).toBe(429);
  });
});
