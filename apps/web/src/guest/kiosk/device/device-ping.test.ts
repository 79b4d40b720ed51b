import { DEVICE_PING_INTERVAL_MS, DEVICE_TOKEN_HEADER, type DevicePing } from '@booth/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '@/test/fake-api';
import { KIOSK_APP_VERSION } from './app-version';
import { startDevicePing, type DevicePingLoop } from './device-ping';
import { deviceSelf, unknownDevice } from './device.test-support';

let api: FakeApi;
let loop: DevicePingLoop | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  api = new FakeApi().install();
  api.on('POST', '/api/device/ping', { body: deviceSelf() });
});
afterEach(() => {
  loop?.stop();
  loop = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pings = () => api.calls('POST', '/api/device/ping');

function start(eventSlug: string | null = 'sommerfest') {
  const onAnswer = vi.fn();
  const onUnknown = vi.fn();
  loop = startDevicePing({ token: 'tok-1', eventSlug, onAnswer, onUnknown });
  return { onAnswer, onUnknown };
}

describe('the device ping', () => {
  it('pings at once and then every 30 s, with the token, the open campaign, the storage and no invented queue', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      storage: { estimate: async () => ({ usage: 1_234_567.4, quota: 9_000_000_000 }), persisted: async () => true },
    });
    const { onAnswer } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(pings()).toHaveLength(1);
    const first = pings()[0]!;
    expect(first.headers.get(DEVICE_TOKEN_HEADER)).toBe('tok-1');
    expect(first.body).toEqual({
      appVersion: KIOSK_APP_VERSION,
      eventSlug: 'sommerfest',
      queue: null,
      storage: { usageBytes: 1_234_567, quotaBytes: 9_000_000_000, persisted: true },
    } satisfies DevicePing);
    expect(onAnswer).toHaveBeenCalledWith(deviceSelf());

    await vi.advanceTimersByTimeAsync(DEVICE_PING_INTERVAL_MS - 1);
    expect(pings()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pings()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DEVICE_PING_INTERVAL_MS);
    expect(pings()).toHaveLength(3);
    expect(onAnswer).toHaveBeenCalledTimes(3);
  });

  it('sends storage null where the browser has no StorageManager, and eventSlug null on the start page', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true, storage: undefined });
    start(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(pings()[0]?.body).toMatchObject({ eventSlug: null, queue: null, storage: null });
  });

  it('skips the interval while offline and pings at once when the browser comes back online', async () => {
    const online = { value: true };
    vi.stubGlobal('navigator', { get onLine() { return online.value; }, storage: undefined });
    start();
    await vi.advanceTimersByTimeAsync(0);
    online.value = false;
    await vi.advanceTimersByTimeAsync(DEVICE_PING_INTERVAL_MS * 3);
    expect(pings()).toHaveLength(1);
    online.value = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(pings()).toHaveLength(2);
  });

  it('keeps pinging after a failed ping, and stops for good once the server no longer knows the token', async () => {
    vi.stubGlobal('navigator', { onLine: true, storage: undefined });
    let answer: object = { networkError: true };
    api.on('POST', '/api/device/ping', () => answer);
    const { onAnswer, onUnknown } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onUnknown).not.toHaveBeenCalled();
    answer = { status: 503, body: { code: 'INTERNAL', message: 'down' } };
    await vi.advanceTimersByTimeAsync(DEVICE_PING_INTERVAL_MS);
    expect(pings()).toHaveLength(2);
    expect(onUnknown).not.toHaveBeenCalled();
    answer = unknownDevice;
    await vi.advanceTimersByTimeAsync(DEVICE_PING_INTERVAL_MS);
    expect(onUnknown).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(DEVICE_PING_INTERVAL_MS * 2);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(pings()).toHaveLength(3);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('asks again at once on request, but never twice at the same time', async () => {
    vi.stubGlobal('navigator', { onLine: true, storage: undefined });
    let release = () => undefined as void;
    api.on('POST', '/api/device/ping', () => new Promise((resolve) => (release = () => resolve({ body: deviceSelf() }))));
    const { onAnswer } = start();
    await vi.advanceTimersByTimeAsync(0);
    loop?.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(pings()).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(onAnswer).toHaveBeenCalledOnce();
    loop?.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(pings()).toHaveLength(2);
  });
});
