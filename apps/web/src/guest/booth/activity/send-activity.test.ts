import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendActivity } from './send-activity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function stubBeacon(result: boolean | Error = true) {
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => {
    if (result instanceof Error) throw result;
    return result;
  });
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
  return beacon;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendActivity', () => {
  it('sends a share as a text beacon to the campaign, with a fresh id and the session in the body', () => {
    const beacon = stubBeacon();
    sendActivity('summer party', 'token-1', { action: 'share', channel: 'whatsapp', shootId: '7d6f3e2a-1111-4111-8111-111111111111' });
    sendActivity('summer party', 'token-1', { action: 'share', channel: 'whatsapp' });
    expect(beacon).toHaveBeenCalledTimes(2);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/events/summer%20party/activity');
    expect(typeof data).toBe('string');
    const body = JSON.parse(String(data)) as Record<string, unknown>;
    expect(body).toMatchObject({ action: 'share', channel: 'whatsapp', shootId: '7d6f3e2a-1111-4111-8111-111111111111', session: 'token-1' });
    expect(body.id).toMatch(UUID);
    const second = JSON.parse(String(beacon.mock.calls[1]?.[1])) as Record<string, unknown>;
    expect(second.id).not.toBe(body.id);
  });

  it('keeps an id it is given, so a report repeated by a re-render counts once', () => {
    const beacon = stubBeacon();
    sendActivity('party', 'token-1', { id: '11111111-2222-4333-8444-555555555555', action: 'capture', kind: 'gif' });
    expect(JSON.parse(String(beacon.mock.calls[0]?.[1]))).toEqual({ id: '11111111-2222-4333-8444-555555555555', action: 'capture', kind: 'gif', session: 'token-1' });
  });

  it('sends nothing before the guest has a session, and swallows a browser that refuses or throws', () => {
    const beacon = stubBeacon(false);
    sendActivity('party', '', { action: 'capture', kind: 'photo' });
    expect(beacon).not.toHaveBeenCalled();
    expect(() => sendActivity('party', 'token-1', { action: 'capture', kind: 'photo' })).not.toThrow();
    stubBeacon(new TypeError('beacon refused'));
    expect(() => sendActivity('party', 'token-1', { action: 'share', channel: 'qr' })).not.toThrow();
  });

  it('does nothing in a browser without sendBeacon', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    expect(() => sendActivity('party', 'token-1', { action: 'capture', kind: 'photo' })).not.toThrow();
  });
});
