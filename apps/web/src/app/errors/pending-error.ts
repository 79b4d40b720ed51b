/**
 * Some errors can only be shown after a full page load (platform §5: an unsafe redirect target
 * causes a full browser navigation and *then* the error ERR_REDIRECT). The code survives the reload
 * in sessionStorage and is consumed exactly once.
 */
const KEY = 'boothwerk.pendingError';

export function setPendingError(code: string, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(KEY, code);
  } catch {
    // Without storage the reload simply shows the page; the unsafe target was still not followed.
  }
}

export function consumePendingError(storage: Storage = window.sessionStorage): string | null {
  try {
    const code = storage.getItem(KEY);
    if (code !== null) storage.removeItem(KEY);
    return code;
  } catch {
    return null;
  }
}
