import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

describe('session marker', () => {
  it('forgets a token an earlier version stored where scripts can read it, on load', async () => {
    window.localStorage.setItem('token', 'old-token');
    document.cookie = 'token=old-token; path=/';
    vi.resetModules();
    const session = await import('@/lib/session');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(document.cookie).not.toContain('old-token');
    // The old token does not count as signed in: the visitor signs in once more and gets the HttpOnly cookie.
    expect(session.isLoggedIn()).toBe(false);
  });

  it('keeps only a non-secret marker, in step across tabs', async () => {
    const session = await import('@/lib/session');
    const changes: string[] = [];
    const off = session.subscribeSession((change) => changes.push(change));
    const stop = session.watchOtherTabs();
    session.markSignedIn();
    expect(session.isLoggedIn()).toBe(true);
    expect({ ...window.localStorage }).toEqual({ 'signed-in': '1' });

    // Another tab signs out.
    window.localStorage.removeItem('signed-in');
    window.dispatchEvent(new StorageEvent('storage', { key: 'signed-in', oldValue: '1', newValue: null }));
    expect(session.isLoggedIn()).toBe(false);
    session.markSignedIn();
    session.markSignedOut('logout');
    expect(session.isLoggedIn()).toBe(false);
    expect(changes).toEqual(['login', 'other-tab', 'login', 'logout']);
    stop();
    off();
  });
});
