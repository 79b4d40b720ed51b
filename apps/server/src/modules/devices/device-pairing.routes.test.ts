import { PAIRING_CODE_ALPHABET, PAIRING_TTL_MS, pairingStatusSchema, type Device, type PairingCreated, type PairingStatus } from '@booth/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, customerOn, fieldPaths } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { devicePairings, devices } from './devices.table.ts';
import { confirmPairing, deviceHeaders, newDeviceToken, requestPairing } from './devices.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  bob = await customerOn(t, 'bob@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const pairingStatus = (id: string, token: string | undefined) =>
  t.app.inject({ method: 'GET', url: `/api/devices/pairings/${id}`, headers: token === undefined ? {} : deviceHeaders(token) });

async function askForCode(tokenHash = newDeviceToken().tokenHash): Promise<PairingCreated> {
  const response = await requestPairing(t, tokenHash);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PairingCreated>();
}

describe('pairing a tablet', () => {
  it('gives the kiosk an 8-character code, pending until the organiser confirms it; then the device acts with its own token', async () => {
    const { token, tokenHash } = newDeviceToken();
    const created = await askForCode(tokenHash);
    expect(created.code).toMatch(new RegExp(`^[${PAIRING_CODE_ALPHABET}]{8}$`));
    expect(new Date(created.expiresAt).getTime() - Date.now()).toBeGreaterThan(PAIRING_TTL_MS - 60_000);

    const pending = await pairingStatus(created.id, token);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json<PairingStatus>()).toEqual({ status: 'pending', expiresAt: created.expiresAt });

    const event = await createEvent(t, ada, { name: 'Hall A', boothType: 'ipad', eventType: 'live' } as never);
    const confirmed = await confirmPairing(t, ada, { pairingCode: created.code, name: 'Entrance tablet', eventId: event.id });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const device = confirmed.json<Device>();
    expect(device).toMatchObject({ name: 'Entrance tablet', event: { id: event.id, slug: event.slug, boothType: 'ipad' }, online: false, lastPingAt: null, appVersion: 'kiosk-test/1.0' });

    const paired = await pairingStatus(created.id, token);
    const status = paired.json<PairingStatus>();
    expect(pairingStatusSchema.safeParse(status).success).toBe(true);
    expect(status).toMatchObject({ status: 'paired', device: { id: device.id, name: 'Entrance tablet', event: { id: event.id } } });

    const self = await t.app.inject({ method: 'GET', url: '/api/device', headers: deviceHeaders(token) });
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json()).toMatchObject({ id: device.id, name: 'Entrance tablet' });
    // Only the hash was ever sent or stored.
    const [row] = await t.runtime.database.db.select().from(devices).where(eq(devices.id, device.id));
    expect(row?.tokenHash).toBe(tokenHash);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('takes the code as people type it: lower case, a dash, spaces', async () => {
    const { code } = await askForCode();
    const typed = ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()} `;
    const confirmed = await confirmPairing(t, ada, { pairingCode: typed, name: 'Typed by hand' });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });

  it('refuses an expired code with 410 naming pairingCode, and the kiosk hears `expired`', async () => {
    const { token, tokenHash } = newDeviceToken();
    const created = await askForCode(tokenHash);
    t.clock.offsetMs = PAIRING_TTL_MS + 1000;
    const status = await pairingStatus(created.id, token);
    expect(status.json<PairingStatus>()).toEqual({ status: 'expired' });
    const late = await confirmPairing(t, ada, { pairingCode: created.code });
    expect(late.statusCode, late.body).toBe(410);
    expect(fieldPaths(late)).toEqual(['pairingCode']);
    expect(late.json<{ message: string }>().message).toMatch(/expired/);

    // A day later the next request sweeps it away.
    t.clock.offsetMs = 25 * 60 * 60_000;
    await askForCode();
    expect((await pairingStatus(created.id, token)).statusCode).toBe(404);
  });

  it('refuses a code no tablet shows (404) and one that is not a code at all (400), both naming pairingCode', async () => {
    const unknown = await confirmPairing(t, ada, { pairingCode: 'ABCD-EFGH' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(fieldPaths(unknown)).toEqual(['pairingCode']);
    for (const pairingCode of ['ABC', 'O0O0-I1I1', 'x'.repeat(10_000)]) {
      const wrong = await confirmPairing(t, ada, { pairingCode });
      expect(wrong.statusCode, pairingCode.slice(0, 20)).toBe(400);
      expect(fieldPaths(wrong)).toEqual(['pairingCode']);
    }
  });

  it('makes one device of a code confirmed twice, also when both confirmations arrive at once', async () => {
    const { code } = await askForCode();
    const first = await confirmPairing(t, ada, { pairingCode: code, name: 'Once' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await confirmPairing(t, bob, { pairingCode: code, name: 'Stolen' });
    expect(again.statusCode, again.body).toBe(409);
    expect(fieldPaths(again)).toEqual(['pairingCode']);

    const racing = await askForCode();
    const answers = await Promise.all([confirmPairing(t, ada, { pairingCode: racing.code, name: 'Race A' }), confirmPairing(t, bob, { pairingCode: racing.code, name: 'Race B' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const [row] = await t.runtime.database.db.select({ value: count() }).from(devices).where(eq(devices.tokenHash, (await pairingRow(racing.id)).tokenHash));
    expect(row?.value).toBe(1);
  });

  it('lets only the kiosk that asked read its pairing: no token, another token or an organiser token is 404', async () => {
    const created = await askForCode();
    for (const token of [undefined, newDeviceToken().token, ada.token]) {
      const response = await pairingStatus(created.id, token);
      expect(response.statusCode, String(token)).toBe(404);
    }
  });

  it('replaces the older code when the kiosk asks again with the same token, and refuses a token paired already', async () => {
    const { token, tokenHash } = newDeviceToken();
    const older = await askForCode(tokenHash);
    const newer = await askForCode(tokenHash);
    expect(newer.code).not.toBe(older.code);
    expect((await confirmPairing(t, ada, { pairingCode: older.code })).statusCode).toBe(404);
    expect((await pairingStatus(older.id, token)).statusCode).toBe(404);
    expect((await confirmPairing(t, ada, { pairingCode: newer.code })).statusCode).toBe(201);
    const reused = await requestPairing(t, tokenHash);
    expect(reused.statusCode, reused.body).toBe(409);
  });

  it('refuses a tokenHash that is not a SHA-256 in hex and an app version with a control character, naming the field', async () => {
    const badHash = await requestPairing(t, 'not-a-hash');
    expect(badHash.statusCode).toBe(400);
    expect(fieldPaths(badHash)).toEqual(['tokenHash']);
    const badVersion = await t.app.inject({ method: 'POST', url: '/api/devices/pairings', payload: { tokenHash: newDeviceToken().tokenHash, appVersion: 'v1\u0000' } });
    expect(badVersion.statusCode).toBe(400);
    expect(fieldPaths(badVersion)).toEqual(['appVersion']);
  });

  it('limits code requests per address (429 with Retry-After), while another address still gets codes', async () => {
    const address = '203.0.113.77';
    const answers: number[] = [];
    for (let index = 0; index < 30; index++) answers.push((await requestPairing(t, newDeviceToken().tokenHash, address)).statusCode);
    expect(answers.every((status) => status === 201)).toBe(true);
    const refused = await requestPairing(t, newDeviceToken().tokenHash, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestPairing(t, newDeviceToken().tokenHash, '203.0.113.78')).statusCode).toBe(201);
  });

  it('limits confirmations per address, each being a guess at a code (429 after 60 in 10 minutes)', async () => {
    const address = '203.0.113.90';
    const guesses: number[] = [];
    for (let index = 0; index < 60; index++) guesses.push((await confirmPairing(t, ada, { pairingCode: 'ABCD-EFGH' }, address)).statusCode);
    expect(new Set(guesses)).toEqual(new Set([404]));
    const refused = await confirmPairing(t, ada, { pairingCode: (await askForCode()).code }, address);
    expect(refused.statusCode, refused.body).toBe(429);
    expect((await confirmPairing(t, ada, { pairingCode: (await askForCode()).code }, '203.0.113.91')).statusCode).toBe(201);
  });
});

async function pairingRow(id: string) {
  const [row] = await t.runtime.database.db.select().from(devicePairings).where(eq(devicePairings.id, id));
  if (!row) throw new Error('pairing missing');
  return row;
}
