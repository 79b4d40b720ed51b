import { describe, expect, it } from 'vitest';
import { DEVICE_ONLINE_WINDOW_MS, DEVICE_PING_GRACE_MS, DEVICE_PING_INTERVAL_MS, isDeviceOnline } from './device-rules.ts';

describe('the device online window', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  const pingedAgo = (ms: number) => new Date(now.getTime() - ms);

  it('is two ping intervals and a little grace: one missed ping keeps a tablet online, two do not', () => {
    expect(DEVICE_ONLINE_WINDOW_MS).toBe(2 * DEVICE_PING_INTERVAL_MS + DEVICE_PING_GRACE_MS);
    expect(DEVICE_PING_GRACE_MS).toBeLessThan(DEVICE_PING_INTERVAL_MS);
    // One ping missed, the next one a little late.
    expect(isDeviceOnline(pingedAgo(DEVICE_PING_INTERVAL_MS + 10_000), now)).toBe(true);
    expect(isDeviceOnline(pingedAgo(2 * DEVICE_PING_INTERVAL_MS + DEVICE_PING_GRACE_MS), now)).toBe(true);
    expect(isDeviceOnline(pingedAgo(2 * DEVICE_PING_INTERVAL_MS + DEVICE_PING_GRACE_MS + 1), now)).toBe(false);
  });

  it('takes the ISO string the API answers as well as a Date, and a device that never pinged is offline', () => {
    expect(isDeviceOnline(pingedAgo(5_000).toISOString(), now)).toBe(true);
    expect(isDeviceOnline(pingedAgo(2 * 60_000).toISOString(), now)).toBe(false);
    expect(isDeviceOnline(null, now)).toBe(false);
  });
});
