import { PAIRING_TTL_MS, pairingStatusSchema, type DeviceList, type PairingCreated, type PairingStatus } from '@booth/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { PASSWORD } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { deviceHeaders, newDeviceToken, requestPairing } from './devices.test-support.ts';

let t: TestApp;
let ada: TestCustomer;

const APP_PASSWORD = 'tablet-app-password';

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  expect((await call(t, ada, 'PUT', '/customers/apppassword', { password: APP_PASSWORD, currentPassword: PASSWORD })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

/** A kiosk that asked for a pairing code: its token and the pairing. */
async function kiosk(): Promise<{ token: string; pairing: PairingCreated }> {
  const { token, tokenHash } = newDeviceToken();
  const asked = await requestPairing(t, tokenHash);
  expect(asked.statusCode, asked.body).toBe(201);
  return { token, pairing: asked.json<PairingCreated>() };
}

function signIn(pairingId: string, token: string | undefined, body: { email: string; appPassword: string }) {
  return t.app.inject({ method: 'POST', url: `/api/devices/pairings/${pairingId}/signin`, headers: token ? deviceHeaders(token) : {}, payload: body, remoteAddress: someAddress() });
}

describe('a kiosk signing in with the app password', () => {
  it('pairs the tablet to the account, as confirming its code would', async () => {
    const { token, pairing } = await kiosk();
    const response = await signIn(pairing.id, token, { email: ' Ada@Example.com ', appPassword: APP_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const status = pairingStatusSchema.parse(response.json());
    expect(status).toMatchObject({ status: 'paired', device: { name: `Tablet ${pairing.code.slice(0, 4)}-${pairing.code.slice(4)}`, event: null } });

    const polled = await t.app.inject({ method: 'GET', url: `/api/devices/pairings/${pairing.id}`, headers: deviceHeaders(token) });
    expect(polled.json<PairingStatus>()).toEqual(status);
    const devices = (await call(t, ada, 'GET', '/devices')).json<DeviceList>();
    expect(devices.items.map((device) => device.id)).toContain(status.status === 'paired' ? status.device.id : '');
    expect((await t.app.inject({ method: 'GET', url: '/api/device', headers: deviceHeaders(token) })).statusCode).toBe(200);
    // Done once: a second sign-in (or code confirmation) finds it paired.
    expect((await signIn(pairing.id, token, { email: ada.email, appPassword: APP_PASSWORD })).statusCode).toBe(409);
  });

  it('refuses the account password, a wrong one, an account without app password and an unknown address alike (401)', async () => {
    const { token, pairing } = await kiosk();
    const bob = await signedInCustomer(t, 'bob@example.com');
    for (const body of [
      { email: ada.email, appPassword: PASSWORD },
      { email: ada.email, appPassword: 'wrong-app-password' },
      { email: bob.email, appPassword: PASSWORD },
      { email: 'nobody@example.com', appPassword: APP_PASSWORD },
    ]) {
      const refused = await signIn(pairing.id, token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const status = await t.app.inject({ method: 'GET', url: `/api/devices/pairings/${pairing.id}`, headers: deviceHeaders(token) });
    expect(status.json<PairingStatus>().status).toBe('pending');
  });

  it("needs the kiosk's own token (404 otherwise) and a live pairing (410 once expired)", async () => {
    const { token, pairing } = await kiosk();
    const right = { email: ada.email, appPassword: APP_PASSWORD };
    expect((await signIn(pairing.id, undefined, right)).statusCode).toBe(404);
    expect((await signIn(pairing.id, newDeviceToken().token, right)).statusCode).toBe(404);
    expect((await signIn('6f1c3b9e-8d2a-4c1e-9f3b-2a7d5e8c1b40', token, right)).statusCode).toBe(404);
    t.clock.offsetMs = PAIRING_TTL_MS + 1000;
    expect((await signIn(pairing.id, token, right)).statusCode).toBe(410);
  });

  it('locks the address typed after 10 wrong app passwords, without touching the web sign-in', async () => {
    const cleo = await signedInCustomer(t, 'cleo@example.com');
    await call(t, cleo, 'PUT', '/customers/apppassword', { password: APP_PASSWORD, currentPassword: PASSWORD });
    const { token, pairing } = await kiosk();
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn(pairing.id, token, { email: cleo.email, appPassword: `wrong-${attempt}` })).statusCode).toBe(401);
    expect((await signIn(pairing.id, token, { email: cleo.email, appPassword: APP_PASSWORD })).statusCode).toBe(429);
    const web = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: cleo.email, password: PASSWORD } });
    expect(web.statusCode).toBe(200);
  });

  it('refuses overlong or control-character input with 400', async () => {
    const { token, pairing } = await kiosk();
    expect((await signIn(pairing.id, token, { email: `${'a'.repeat(250)}@example.com`, appPassword: APP_PASSWORD })).statusCode).toBe(400);
    expect((await signIn(pairing.id, token, { email: ada.email, appPassword: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await signIn(pairing.id, token, { email: 'ada@example.com\u0000', appPassword: APP_PASSWORD })).statusCode).toBe(400);
  });
});
