import type { DeviceSelf } from '@booth/shared';

export const DEVICE_ID = '7c1c3c57-3a57-4d0b-9f59-0c1a3f0b9e01';
export const EVENT_ID = '0b7d4c8e-53a7-4f7c-9c25-1f3c2a9b8d11';
export const LICENCE_ID = 'a3b0c1d2-e3f4-4a5b-8c6d-7e8f9a0b1c2d';

/** The server's answer about a paired tablet (GET /device, a ping): runs "sommerfest" with a valid licence unless told otherwise. */
export function deviceSelf(overrides: Partial<DeviceSelf> = {}): DeviceSelf {
  return {
    id: DEVICE_ID,
    name: 'Tablet Eingang',
    kind: 'kiosk',
    event: { id: EVENT_ID, name: 'Sommerfest', slug: 'sommerfest', boothType: 'ipad' },
    licence: { id: LICENCE_ID, expireAt: '2031-05-01T00:00:00.000Z', valid: true },
    canStart: true,
    blocked: null,
    ...overrides,
  };
}

export const unknownDevice = { status: 401, body: { code: 'DEVICE_UNKNOWN', message: 'Pair this device again', requestId: 'test' } };
