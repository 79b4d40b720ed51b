import { createHash, randomBytes } from 'node:crypto';
import { DEVICE_TOKEN_HEADER, type Device, type DeviceKind, type PairingCreated } from '@booth/shared';
import { expect } from 'vitest';
import { someAddress } from '@/modules/shoots/shoots.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';

/** A device token as a kiosk makes one (random, base64url), and the SHA-256 hex it sends when asking for a code. */
export function newDeviceToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: createHash('sha256').update(token).digest('hex') };
}

export const deviceHeaders = (token: string) => ({ [DEVICE_TOKEN_HEADER]: token });

/** The kiosk asks for a code (from a fresh address each time, so the per-address limit never trips unless a test wants it to). */
export function requestPairing(t: TestApp, tokenHash: string, remoteAddress = someAddress(), kind?: DeviceKind) {
  return t.app.inject({ method: 'POST', url: '/api/devices/pairings', payload: { tokenHash, appVersion: 'kiosk-test/1.0', ...(kind ? { kind } : {}) }, remoteAddress });
}

/** The organiser confirms a code on /devices (from a fresh address too: confirmations are limited per address). */
export function confirmPairing(t: TestApp, customer: TestCustomer, body: { pairingCode: string; name?: string; eventId?: string | null }, remoteAddress = someAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/devices', headers: customer.headers, payload: { name: 'Tablet', ...body }, remoteAddress });
}

/**
 * A tablet paired to the customer the way a kiosk and an organiser do it: the kiosk asks for a code
 * with the hash of its own token, the organiser confirms the code. Returns the device (as the
 * organiser's list shows it) and the token the device acts with from then on.
 */
export async function pairDevice(t: TestApp, customer: TestCustomer, options: { name?: string; eventId?: string | null; kind?: DeviceKind } = {}): Promise<{ device: Device; token: string }> {
  const { token, tokenHash } = newDeviceToken();
  const asked = await requestPairing(t, tokenHash, someAddress(), options.kind);
  expect(asked.statusCode, asked.body).toBe(201);
  const confirmed = await confirmPairing(t, customer, { pairingCode: asked.json<PairingCreated>().code, name: options.name ?? 'Tablet', eventId: options.eventId });
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  return { device: confirmed.json<Device>(), token };
}
