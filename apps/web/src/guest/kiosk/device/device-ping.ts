import { DEVICE_PING_INTERVAL_MS, type DevicePing, type DeviceQueueState, type DeviceSelf } from '@booth/shared';
import { KIOSK_APP_VERSION } from './app-version';
import { isUnknownDevice, sendDevicePing } from './device-client';
import { readStorageState } from './storage-state';

export interface DevicePingOptions {
  token: string;
  /** The campaign the kiosk has open; null on its start page. */
  eventSlug: string | null;
  /** Each answer: what the tablet may do now (licence, assigned campaign). */
  onAnswer: (self: DeviceSelf) => void;
  /** The server no longer knows the token (the device was removed): the loop has stopped. */
  onUnknown: () => void;
  intervalMs?: number;
  /** The offline queue's state (kiosk/offline); null where the kiosk has none (no IndexedDB). */
  readQueue?: () => Promise<DeviceQueueState | null>;
}

export interface DevicePingLoop {
  /** Asks again at once (a refused session start, the operator's check). */
  now(): void;
  stop(): void;
}

/**
 * The device's ping (platform §3; online on /devices until it missed two, DEVICE_ONLINE_WINDOW_MS): at
 * once, then every 30 s while the browser is online, and at once when it comes back online. A failed
 * ping is simply the next one's job; only an unknown token ends the loop.
 */
export function startDevicePing(options: DevicePingOptions): DevicePingLoop {
  const { token, eventSlug, onAnswer, onUnknown, intervalMs = DEVICE_PING_INTERVAL_MS, readQueue } = options;
  let stopped = false;
  let inFlight = false;

  const send = async () => {
    // One ping at a time: a slow answer must not pile up pings behind it.
    if (stopped || inFlight) return;
    inFlight = true;
    try {
      // Without a queue (no IndexedDB) `queue` is null, never a made-up count.
      const queue = readQueue ? await readQueue().catch(() => null) : null;
      const ping: DevicePing = { appVersion: KIOSK_APP_VERSION, eventSlug, queue, storage: await readStorageState() };
      const self = await sendDevicePing(token, ping);
      if (!stopped) onAnswer(self);
    } catch (error) {
      if (!stopped && isUnknownDevice(error)) {
        stop();
        onUnknown();
      }
    } finally {
      inFlight = false;
    }
  };

  const tick = () => {
    // Offline, a ping can only fail; the `online` event sends one as soon as the network is back.
    if (navigator.onLine !== false) void send();
  };
  const online = () => void send();
  const timer = window.setInterval(tick, intervalMs);
  window.addEventListener('online', online);

  function stop() {
    stopped = true;
    window.clearInterval(timer);
    window.removeEventListener('online', online);
  }

  void send();
  return { now: () => void send(), stop };
}
