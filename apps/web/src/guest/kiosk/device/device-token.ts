import { forgetSpareSessions } from '@/guest/kiosk/offline/spare-sessions';

/**
 * The tablet's own device token (platform §3 Device): made on the tablet, kept in its localStorage,
 * sent in X-Device-Token. The server only ever learns its SHA-256 when pairing, so the token never
 * travels back from the server; removing the device on /devices revokes it.
 */
const STORAGE_KEY = 'boothwerk.device.token';

/** 32 random bytes, base64url without padding (43 characters). */
export function makeDeviceToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The SHA-256 of the token in lower-case hex, as POST /devices/pairings expects it. */
export async function hashDeviceToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The token this tablet holds, or null (a plain browser, or storage that is not allowed). */
export function readDeviceToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function saveDeviceToken(token: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Without storage the token lives as long as the page; the tablet pairs again after a reload.
  }
}

/** The organiser removed the device: its token is worth nothing any more, nor the guest sessions it started ahead. */
export function forgetDeviceToken(): void {
  forgetSpareSessions();
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
