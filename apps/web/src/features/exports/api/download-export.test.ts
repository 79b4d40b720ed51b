import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSignedIn } from '@/lib/session';
import { FakeApi, apiError } from '@/test/fake-api';
import { downloadCsv, downloadZip } from './download-export';

const link = (kind: string) => ({ url: `/api/exports/${kind}/${'t'.repeat(43)}`, expiresAt: '2026-11-24T15:00:00.000Z' });

function captureClicks(): HTMLAnchorElement[] {
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  return clicks;
}

describe('export downloads', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for a ZIP of the chosen pictures with the flags, then lets the browser download the streamed link', async () => {
    const api = new FakeApi().on('POST', '/api/events/sommerfest/shoots/json/request', { body: link('zip') }).install();
    markSignedIn();
    const clicks = captureClicks();
    const created = vi.spyOn(URL, 'createObjectURL');

    await downloadZip('sommerfest', { shootIds: ['a', 'b'], onlyPublic: true, nonOverlay: false });

    const [request] = api.calls('POST', '/api/events/sommerfest/shoots/json/request');
    expect(request?.query.get('onlyPublic')).toBe('1');
    expect(request?.query.get('nonOverlay')).toBe('0');
    expect(request?.body).toEqual({ shootIDs: ['a', 'b'] });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.getAttribute('href')).toBe(link('zip').url);
    // The server names the file; the page never holds the archive as a blob.
    expect(clicks[0]?.hasAttribute('download')).toBe(true);
    expect(created).not.toHaveBeenCalled();
    // The link itself is not fetched by the page: the browser downloads it.
    expect(api.requests).toHaveLength(1);
  });

  it("sends the browser's time zone with a CSV request (all pictures for an empty list)", async () => {
    const api = new FakeApi().on('POST', '/api/events/sommerfest/shoots/csv/request', { body: link('csv') }).install();
    markSignedIn();
    const clicks = captureClicks();

    await downloadCsv('sommerfest', { shootIds: [] });

    expect(api.calls('POST', '/api/events/sommerfest/shoots/csv/request')[0]?.body).toEqual({
      shootIDs: [],
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(clicks[0]?.getAttribute('href')).toBe(link('csv').url);
  });

  it('shows a failed request as a notification, downloads nothing, and rejects for the caller', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    new FakeApi().on('POST', '/api/events/sommerfest/shoots/json/request', apiError(404, 'NOT_FOUND')).install();
    markSignedIn();
    const clicks = captureClicks();
    const shown = vi.spyOn(notifications, 'show');

    await expect(downloadZip('sommerfest', { shootIds: [], onlyPublic: false, nonOverlay: true })).rejects.toMatchObject({ status: 404 });

    expect(clicks).toHaveLength(0);
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Das wurde nicht gefunden.' }));
  });
});
