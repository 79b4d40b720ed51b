import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Asset, Device, Event, EventCreateInput, FontAsset, Link, Moderator, PairingCreated } from '@booth/shared';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { planRecalculations } from '@/modules/admin/admin.table.ts';
import { sessions } from '@/modules/auth/auth.table.ts';
import { consentVersions } from '@/modules/contacts/consent-versions.table.ts';
import { guestUpload } from '@/modules/contacts/contacts.test-support.ts';
import { newDeviceToken, pairDevice, requestPairing } from '@/modules/devices/devices.test-support.ts';
import { createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { activeModerator, invite, type TestModerator } from '@/modules/moderators/moderators.test-support.ts';
import { findPlanByName } from '@/modules/plans/plans.repo.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import { boothEvent, startSession } from '@/modules/shoots/shoots.test-support.ts';
import { signIn } from '@/test/auth-flows.ts';
import { makeAdmin, MEDIA_FIXTURES, png, upload, uploadOk, type TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';

/**
 * What the matrix probes: the owner's account with one of everything a path parameter can name. Path
 * parameters are filled with the owner's ids and slugs, so "another customer" and everyone else probe
 * the owner's resources. `spare` makes throw-away resources of the owner for the calls that delete or
 * end what they name, so no probe takes away what a later one needs.
 */
export interface Fixtures {
  t: TestApp;
  owner: TestCustomer;
  another: TestCustomer;
  /** A customer with the admin flag set in the database (not the owner). */
  admin: TestCustomer;
  /** The owner's live virtual booth, and a guest's session of it. */
  event: Event;
  guestToken: string;
  /** A ready picture of the campaign (organiser calls), and one the guest session uploaded (guest calls). */
  shoot: { id: string; slug: string };
  guestShootId: string;
  /** The owner's tablet-booth campaign, whose kiosk exit PIN is KIOSK_PIN. */
  kiosk: Event;
  /** A private asset of the owner, and the key of its stored file (GET /api/files/<key>). */
  asset: Asset;
  avatar: Asset;
  assetFileKey: string;
  font: FontAsset;
  moderator: TestModerator;
  device: Device;
  pairingId: string;
  licenceId: string;
  linkSlug: string;
  consentVersion: string;
  exportTokens: { zip: string; csv: string };
  planId: string;
  recalculationId: string;
  /** What another customer owns, for the calls that name the owner's things in the body of a call on their own. */
  theirs: { eventId: string; linkSlug: string; deviceId: string; licenceId: string };
  spare: Spares;
}

export const KIOSK_PIN = '4711';

export interface Spares {
  event(): Promise<Event>;
  asset(): Promise<Asset>;
  font(): Promise<FontAsset>;
  shoot(): Promise<{ id: string; slug: string }>;
  link(): Promise<string>;
  moderator(): Promise<string>;
  device(): Promise<Device>;
  /** A second sign-in of the owner; answers its session id. */
  ownerSession(): Promise<string>;
  /** A fresh pairing code a kiosk shows (POST /api/devices pairs it). */
  pairingCode(): Promise<string>;
}

let counter = 0;
/** A name no earlier call used (e-mail addresses of invitations and created accounts). */
export const unique = (prefix: string) => `${prefix}-${++counter}-${randomUUID().slice(0, 6)}`;

function uploadFont(t: TestApp, owner: TestCustomer, data: Buffer) {
  return upload(t, owner, [{ name: 'file', filename: 'raleway.woff2', data }], '/api/assets/font');
}

async function okJson<T>(response: { statusCode: number; body: string; json: <J>() => J }, status = 201): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

export async function buildFixtures(t: TestApp): Promise<Fixtures> {
  const db = t.runtime.database.db;
  // One after the other: each waits for its activation mail, and parallel job drains race on PostgreSQL.
  const owner = await customerOn(t, 'owner@example.com', 'Gold');
  const another = await customerOn(t, 'another@example.com', 'Gold');
  const admin = await customerOn(t, 'admin@example.com', 'Gold');
  await makeAdmin(t, admin);

  const [event, kiosk, theirEvent] = await Promise.all([
    boothEvent(t, owner, { photo: { enabled: true } }),
    createEvent(t, owner, { name: 'Kiosk', boothType: 'ipad', eventType: 'live' } as EventCreateInput),
    createEvent(t, another, { name: 'Theirs' }),
  ]);
  await okJson(await t.app.inject({ method: 'PATCH', url: `/api/events/${kiosk.id}`, headers: owner.headers, payload: { kioskExitPin: KIOSK_PIN } }), 200);
  // The dynamic gallery is off by default; its public calls need it on (the gallery is on already).
  await patchSettings(t, event.id, { screens: { presentation: { dynamicGallery: { enabled: true } } } });
  const guestToken = await startSession(t, event.slug);
  const [guestShootId, shoot, asset, avatar, fontData] = await Promise.all([
    guestUpload(t, event, guestToken),
    insertShootRow(t, event.id, 'authz'),
    uploadOk(t, owner, 'overlay', 'frame.png', await png(10, 10, 0.5)),
    uploadOk(t, owner, 'avatar', 'me.png', await png(128, 128)),
    readFile(join(MEDIA_FIXTURES, 'raleway-latin-400-normal.woff2')),
  ]);
  const font = await okJson<FontAsset>(await uploadFont(t, owner, fontData));
  const moderator = await activeModerator(t, owner, 'moderator@example.com', event.slug);
  const { device } = await pairDevice(t, owner, { eventId: event.id });
  const pairing = await okJson<PairingCreated>(await requestPairing(t, newDeviceToken().tokenHash));
  const firstLicence = async (customer: TestCustomer) =>
    (await okJson<{ items: Array<{ id: string }> }>(await t.app.inject({ method: 'GET', url: '/api/licenses', headers: customer.headers }), 200)).items[0]?.id ?? '';
  const linkOf = async (customer: TestCustomer, eventId: string) =>
    (await okJson<Link>(await t.app.inject({ method: 'POST', url: '/api/links', headers: customer.headers, payload: { eventId } }))).slug;
  const newLink = () => linkOf(owner, event.id);
  const theirs = { eventId: theirEvent.id, linkSlug: await linkOf(another, theirEvent.id), deviceId: (await pairDevice(t, another)).device.id, licenceId: await firstLicence(another) };

  const consentVersion = 'c'.repeat(64);
  await db.insert(consentVersions).values({ id: consentVersion, eventId: event.id, source: 'customConsent', locale: 'de', title: 'Bildrechte', body: 'Ja.', firstAcceptedAt: new Date() });
  const exportToken = async (kind: 'json' | 'csv') => {
    const response = await t.app.inject({ method: 'POST', url: `/api/events/${event.slug}/shoots/${kind}/request`, headers: owner.headers, payload: { shootIDs: [shoot.id] } });
    return (await okJson<{ url: string }>(response, 200)).url.split('/').at(-1) ?? '';
  };
  const gold = await findPlanByName(db, 'Gold');
  const [run] = await db.insert(planRecalculations).values({ customerId: owner.id, status: 'done', requestedBy: admin.id, createdAt: new Date(), finishedAt: new Date() }).returning();

  const spare: Spares = {
    event: () => createEvent(t, owner, { name: unique('Spare') }),
    asset: async () => uploadOk(t, owner, 'overlay', 'spare.png', await png(10, 10, 0.5)),
    font: async () => okJson<FontAsset>(await uploadFont(t, owner, fontData)),
    shoot: () => insertShootRow(t, event.id, 'spare'),
    link: newLink,
    moderator: async () => (await okJson<Moderator>(await invite(t, owner, `${unique('spare')}@example.com`, event.slug))).id,
    device: async () => (await pairDevice(t, owner)).device,
    async ownerSession() {
      await signIn(t, owner.email);
      const [row] = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.customerId, owner.id))).orderBy(desc(sessions.createdAt)).limit(1);
      return row?.id ?? '';
    },
    async pairingCode() {
      return (await okJson<PairingCreated>(await requestPairing(t, newDeviceToken().tokenHash))).code;
    },
  };

  return {
    t,
    owner,
    another,
    admin,
    event,
    kiosk,
    guestToken,
    shoot,
    guestShootId,
    asset,
    avatar,
    assetFileKey: asset.filePath.replace(/^\/api\/files\//, ''),
    font,
    moderator,
    device,
    pairingId: pairing.id,
    licenceId: await firstLicence(owner),
    linkSlug: await newLink(),
    consentVersion,
    exportTokens: { zip: await exportToken('json'), csv: await exportToken('csv') },
    planId: gold?.id ?? '',
    recalculationId: run?.id ?? '',
    theirs,
    spare,
  };
}
