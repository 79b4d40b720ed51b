const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  /** Lifetime in days; a session cookie when omitted. */
  days?: number;
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Cookies the app writes are site-wide (`path=/`) and `SameSite=Lax`; `Secure` whenever the page is https. */
export function setCookie(name: string, value: string, { days }: CookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (days !== undefined) parts.push(`expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
