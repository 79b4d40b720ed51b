import type { DeviceSelf, PairingCreated } from '@booth/shared';
import { KioskApiError } from '@/guest/kiosk/page/kiosk-api';
import { KIOSK_APP_VERSION } from './app-version';
import { fetchPairingStatus, requestPairing, signInWithAppPassword } from './device-client';
import { hashDeviceToken, makeDeviceToken, saveDeviceToken } from './device-token';

/** How often the start page asks whether the organiser has confirmed the code. */
export const PAIRING_POLL_MS = 2_000;
/** The wait before asking again after the server could not be reached. */
export const PAIRING_RETRY_MS = 5_000;

/** What the start page shows while pairing. */
export type PairingView = { state: 'requesting' } | { state: 'unreachable' } | { state: 'showing'; code: string; expiresAt: string };

export interface PairingOptions {
  onView: (view: PairingView) => void;
  /** The organiser confirmed the code: the saved token is the device's key from now on. */
  onPaired: (self: DeviceSelf, token: string) => void;
  pollMs?: number;
  retryMs?: number;
}

/** The running pairing: stop it, or complete it with the app password instead of the code. */
export interface Pairing {
  stop(): void;
  /**
   * Signs the tablet in with the account's e-mail and app password (the pairing shown now); on
   * success the tablet is paired as after a confirmed code (`onPaired`). Throws the server's refusal.
   */
  signIn(credentials: { email: string; appPassword: string }): Promise<void>;
}

/**
 * Pairs the tablet: a new token (kept at once, so a reload after the organiser's confirmation finds
 * it), a code for its hash, then the status every 2 s until it is confirmed. An expired code is
 * replaced by a new one with a new token, so an old code read off the screen can never pair it.
 */
export function startPairing(options: PairingOptions): Pairing {
  const { onView, onPaired, pollMs = PAIRING_POLL_MS, retryMs = PAIRING_RETRY_MS } = options;
  let stopped = false;
  let timer: number | undefined;
  let token = '';
  let pairing: PairingCreated | null = null;

  const later = (step: () => Promise<void>, ms: number) => {
    if (!stopped) timer = window.setTimeout(() => void step(), ms);
  };
  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
  };
  /** Paired with `pairedToken`, by the organiser's confirmation or by the app password: once only. */
  const paired = (self: DeviceSelf, pairedToken: string) => {
    if (stopped) return;
    stop();
    // A new code may have replaced the one signed in with meanwhile: the paired token is the one kept.
    if (pairedToken !== token) saveDeviceToken(pairedToken);
    onPaired(self, pairedToken);
  };

  async function request(): Promise<void> {
    pairing = null;
    onView({ state: 'requesting' });
    token = makeDeviceToken();
    saveDeviceToken(token);
    try {
      const tokenHash = await hashDeviceToken(token);
      if (stopped) return;
      const created = await requestPairing({ tokenHash, appVersion: KIOSK_APP_VERSION });
      if (stopped) return;
      pairing = created;
      onView({ state: 'showing', code: created.code, expiresAt: created.expiresAt });
      later(poll, pollMs);
    } catch (error) {
      if (stopped) return;
      onView({ state: 'unreachable' });
      // Rate limited: wait as long as the server asks.
      const wait = error instanceof KioskApiError && error.retryAfterSeconds ? error.retryAfterSeconds * 1_000 : retryMs;
      later(request, wait);
    }
  }

  async function poll(): Promise<void> {
    const current = pairing;
    if (!current) return;
    if (Date.now() >= Date.parse(current.expiresAt)) return request();
    try {
      const status = await fetchPairingStatus(current.id, token);
      if (stopped) return;
      if (status.status === 'paired') return paired(status.device, token);
      if (status.status === 'expired') return await request();
      later(poll, pollMs);
    } catch (error) {
      if (stopped) return;
      // The server forgot the pairing (404) or refuses its token: a new code. Anything else: ask again.
      if (error instanceof KioskApiError && (error.status === 404 || error.status === 401 || error.status === 410)) return await request();
      later(poll, pollMs);
    }
  }

  void request();
  return {
    stop,
    async signIn(credentials) {
      const current = pairing;
      if (!current || stopped) throw new Error('No pairing code to sign in with yet');
      const pairingToken = token;
      const status = await signInWithAppPassword(current.id, pairingToken, credentials);
      // The token the pairing was made with is the device's key from now on.
      if (status.status === 'paired') paired(status.device, pairingToken);
    },
  };
}
