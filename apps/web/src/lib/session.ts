import { SESSION_COOKIE, SESSION_STORAGE_KEY } from '@booth/shared';
import { useSyncExternalStore } from 'react';
import { deleteCookie } from '@/lib/cookies';

/**
 * The session itself is an HttpOnly cookie the server sets at login: no script on our pages can read
 * it, so neither can organiser code or a compromised dependency (docs/decisions.md, deviating from
 * platform §7's "cookie and local storage"). What the app keeps is only a non-secret marker that it
 * believes it is signed in, so routes can decide synchronously; the server's 401 has the last word.
 */
export const SIGNED_IN_KEY = 'signed-in';

/** Why the session changed: the app navigates differently after each (platform §4). */
export type SessionChange = 'login' | 'logout' | 'expired' | 'rejected' | 'other-tab';
type Listener = (change: SessionChange) => void;
const listeners = new Set<Listener>();

/** Where storage is disabled (private mode), this tab still remembers. */
let memoryMarker = false;

function readMarker(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return memoryMarker;
  }
}

function writeMarker(signedIn: boolean): void {
  memoryMarker = signedIn;
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage can be disabled; the in-memory marker serves this tab.
  }
}

/**
 * Earlier versions kept the token itself in localStorage and in a script-readable cookie of the same
 * name as today's HttpOnly one. Both are removed on load; such a visitor signs in once more.
 * (Deleting from script never touches an HttpOnly cookie, so the real session is safe.)
 */
export function forgetStoredToken(): void {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored where storage is disabled.
  }
  deleteCookie(SESSION_COOKIE);
}
forgetStoredToken();

export function isLoggedIn(): boolean {
  return readMarker();
}

function notify(change: SessionChange): void {
  for (const listener of listeners) listener(change);
}

/** After a successful login: the server has set the session cookie. */
export function markSignedIn(): void {
  writeMarker(true);
  notify('login');
}

export function markSignedOut(change: Exclude<SessionChange, 'login' | 'other-tab'>): void {
  writeMarker(false);
  notify(change);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab signing in or out changes the marker; keep this tab's view in step. */
export function watchOtherTabs(): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key !== SIGNED_IN_KEY && event.key !== null) return;
    memoryMarker = event.newValue === '1';
    notify('other-tab');
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
}
