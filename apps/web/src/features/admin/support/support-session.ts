import { SUPPORT_TOKEN_COOKIE, SUPPORT_TOKEN_TTL_MS, type SupportToken } from '@booth/shared';
import { useSyncExternalStore } from 'react';
import { deleteCookie, getCookie } from '@/lib/cookies';
import { subscribeSession } from '@/lib/session';

/**
 * Support mode (platform §4) is on while the support cookie exists: the API client sends its token
 * in the X-Support-Token header with every call (platform §7). Next to the cookie the app keeps a
 * small note of whom it supports, so that when the cookie is gone (its Max-Age passed, or the server
 * refused the token) the admin can still be brought back to that customer's page.
 */
export interface SupportNote {
  token: string;
  customerId: string;
  email: string;
  expireAt: string;
}

const NOTE_KEY = 'boothwerk.support';
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSupportToken(): string | null {
  return getCookie(SUPPORT_TOKEN_COOKIE) || null;
}

export function getSupportNote(): SupportNote | null {
  try {
    const raw = window.localStorage.getItem(NOTE_KEY);
    return raw ? (JSON.parse(raw) as SupportNote) : null;
  } catch {
    return null;
  }
}

function writeNote(note: SupportNote | null): void {
  try {
    if (note) window.localStorage.setItem(NOTE_KEY, JSON.stringify(note));
    else window.localStorage.removeItem(NOTE_KEY);
  } catch {
    // Storage can be disabled; the cookie alone still carries support mode.
  }
}

/** The cookie lives as long as the token (10 minutes); `Secure` whenever the page is https. */
function writeSupportCookie(token: string): void {
  const parts = [`${encodeURIComponent(SUPPORT_TOKEN_COOKIE)}=${encodeURIComponent(token)}`, 'path=/', 'SameSite=Lax', `Max-Age=${SUPPORT_TOKEN_TTL_MS / 1000}`];
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** Turns support mode on (or renews it after a refresh) with a token the server issued. */
export function beginSupport(issued: SupportToken): void {
  writeSupportCookie(issued.token);
  writeNote({ token: issued.token, customerId: issued.customer.id, email: issued.customer.email, expireAt: issued.expireAt });
  notify();
}

/**
 * Drops the cookie only: the next API call acts as the admin again. The note stays, so the support bar
 * notices the ended mode and brings the admin back to the customer (`finishSupport`).
 */
export function dropSupportCookie(): void {
  deleteCookie(SUPPORT_TOKEN_COOKIE);
  notify();
}

/** Ends support mode on this side: cookie and note gone. Returns the note, for where to go next. */
export function finishSupport(): SupportNote | null {
  const note = getSupportNote();
  deleteCookie(SUPPORT_TOKEN_COOKIE);
  writeNote(null);
  notify();
  return note;
}

export function subscribeSupport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The support token, re-read on every render (the browser drops the cookie by itself at Max-Age). */
export function useSupportToken(): string | null {
  return useSyncExternalStore(subscribeSupport, getSupportToken, () => null);
}

export function useSupportNote(): SupportNote | null {
  // The note is parsed anew each time; compare by its token so the snapshot is stable.
  const token = useSyncExternalStore(subscribeSupport, () => getSupportNote()?.token ?? null, () => null);
  return token ? getSupportNote() : null;
}

// Signing in or out (here or in another tab) ends any support mode: a new session must not inherit it.
subscribeSession(() => {
  if (getSupportToken() || getSupportNote()) finishSupport();
});

// Another tab starting or ending support mode changes the note; keep this tab's bar in step.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === NOTE_KEY || event.key === null) notify();
  });
}
