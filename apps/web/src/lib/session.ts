import { SESSION_COOKIE, SESSION_STORAGE_KEY } from '@booth/shared';
import { useSyncExternalStore } from 'react';
import { deleteCookie, getCookie, setCookie } from '@/lib/cookies';

/**
 * The session token lives in a cookie (so the server could read it on full page loads) and in
 * localStorage (platform §7). Either one is enough to be logged in; the other is repaired on read.
 */
/** Why the session changed: the app navigates differently after each (platform §4). */
export type SessionChange = 'login' | 'logout' | 'expired' | 'rejected' | 'other-tab';
type Listener = (change: SessionChange) => void;
const listeners = new Set<Listener>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(SESSION_STORAGE_KEY, token);
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode); the cookie still carries the session.
  }
}

export function getToken(): string | null {
  const stored = readStorage();
  const cookie = getCookie(SESSION_COOKIE);
  const token = stored || cookie || null;
  if (token && stored !== cookie) {
    writeStorage(token);
    setCookie(SESSION_COOKIE, token);
  }
  return token;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

function notify(change: SessionChange): void {
  for (const listener of listeners) listener(change);
}

export function setToken(token: string): void {
  writeStorage(token);
  setCookie(SESSION_COOKIE, token);
  notify('login');
}

export function clearToken(change: Exclude<SessionChange, 'login' | 'other-tab'>): void {
  writeStorage(null);
  deleteCookie(SESSION_COOKIE);
  notify(change);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab logging in or out changes localStorage; keep this tab's view in step. */
export function watchOtherTabs(): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    if (!event.newValue) deleteCookie(SESSION_COOKIE);
    notify('other-tab');
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
}
