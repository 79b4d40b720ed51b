import { DOWNLOAD_LINK_REVOKE_MS } from '@booth/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '@/lib/download';
import { markSignedIn } from '@/lib/session';
import { FakeApi, apiError } from '@/test/fake-api';

const { createObjectURL, revokeObjectURL } = URL;

describe('file download', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('asks with HEAD, fetches with GET, clicks a temporary link and revokes it after 40 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = new FakeApi()
      .on('HEAD', '/api/files/assets/a/original.png', { headers: { 'Content-Length': '4' } })
      .on('GET', '/api/files/assets/a/original.png', { body: new Blob(['\x89PNG'], { type: 'image/png' }) })
      .install();
    markSignedIn();
    const created = vi.fn((_blob: Blob) => 'blob:http://localhost/1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    await downloadFile('/api/files/assets/a/original.png', 'Rahmen Hochzeit.png');

    expect(api.requests.map((request) => request.method)).toEqual(['HEAD', 'GET']);
    // Private files are authorised by the HttpOnly session cookie the browser sends to our origin.
    expect(api.requests.map((request) => request.credentials)).toEqual(['same-origin', 'same-origin']);
    expect(api.requests[0]?.headers.get('Authorization')).toBeNull();
    expect(created.mock.calls[0]?.[0]).toMatchObject({ type: 'image/png', size: 5 });
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicks[0]?.download).toBe('Rahmen Hochzeit.png');
    expect(clicks[0]?.getAttribute('href')).toBe('blob:http://localhost/1');
    expect(clicks[0]?.isConnected).toBe(false);

    vi.advanceTimersByTime(DOWNLOAD_LINK_REVOKE_MS - 1);
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoked).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('stops after a failed HEAD without fetching the body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = new FakeApi().on('HEAD', '/api/files/x', apiError(404, 'NOT_FOUND')).install();
    await expect(downloadFile('/api/files/x', 'x.png')).rejects.toMatchObject({ status: 404 });
    expect(api.requests.map((request) => request.method)).toEqual(['HEAD']);
  });
});
