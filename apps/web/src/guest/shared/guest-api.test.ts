import { BOOTH_SESSION_HEADER, BOOTH_TEST_HEADER } from '@booth/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptTestLinkToken, draftTestMode, saveFeedback, sessionHeader } from './guest-api';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('test links in the booth', () => {
  it('takes ?test= from the address, keeps it for the campaign and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/booth/summer-party?test=tok123&x=1#start');
    expect(adoptTestLinkToken('summer-party')).toBe('tok123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/booth/summer-party?x=1#start');
    // A reload of the same tab (no ?test= any more) still tests; another campaign's booth does not.
    expect(adoptTestLinkToken('summer-party')).toBe('tok123');
    expect(adoptTestLinkToken('other-party')).toBeNull();
  });

  it('sends the token with the guest session and on every booth call', async () => {
    window.history.replaceState(null, '', '/booth/summer-party?test=tok123');
    adoptTestLinkToken('summer-party');
    expect(sessionHeader('session-1')).toEqual({ [BOOTH_SESSION_HEADER]: 'session-1', [BOOTH_TEST_HEADER]: 'tok123' });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await saveFeedback('summer-party', 'shoot-1', 'session-1', {});
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers[BOOTH_TEST_HEADER]).toBe('tok123');
    expect(headers[BOOTH_SESSION_HEADER]).toBe('session-1');
  });

  it('without a token sends no test header', () => {
    window.history.replaceState(null, '', '/booth/summer-party');
    expect(adoptTestLinkToken('summer-party')).toBeNull();
    expect(sessionHeader('session-1')).toEqual({ [BOOTH_SESSION_HEADER]: 'session-1' });
  });

  it("decides a draft's test mode from the token without asking for the organiser's session", async () => {
    window.history.replaceState(null, '', '/booth/summer-party?test=tok123');
    adoptTestLinkToken('summer-party');
    expect(await draftTestMode('summer-party')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("without a token asks GET /api/events/{slug} whether the organiser is signed in", async () => {
    window.history.replaceState(null, '', '/booth/summer-party');
    adoptTestLinkToken('summer-party');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    expect(await draftTestMode('summer-party')).toBe(false);
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    expect(await draftTestMode('summer-party')).toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/events/summer-party');
  });
});
