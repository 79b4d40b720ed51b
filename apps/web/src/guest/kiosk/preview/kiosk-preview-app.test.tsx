import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MESSAGE, previewScreenOf } from '@/guest/booth/preview/preview-protocol';
import { makeKioskEvent } from '@/guest/kiosk/test/kiosk-fixture';
import KioskPreviewApp from './kiosk-preview-app';
import { kioskPreviewScreens } from './kiosk-preview-screens';

function send(screenName: string, event = makeKioskEvent({ shutter: { photo: { enabled: true } }, screens: { review: { drawEnabled: true } } })) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: PREVIEW_MESSAGE, screen: screenName, event }, origin: window.location.origin, source: window.parent }));
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kiosk in the editor’s preview', () => {
  it('reads only the kiosk’s screens from ?preview=', () => {
    expect(previewScreenOf('?preview=review', kioskPreviewScreens)).toBe('review');
    expect(previewScreenOf('?preview=attention', kioskPreviewScreens)).toBe('attention');
    expect(previewScreenOf('?preview=start', kioskPreviewScreens)).toBeNull();
  });

  it('shows the real attention, shutter, review and share screens of the sent settings, and asks the server only for the installation’s config', async () => {
    render(<KioskPreviewApp locale="de" />);
    send('attention');
    expect(screen.getByTestId('kiosk-preview')).toHaveAttribute('data-screen', 'attention');
    expect(screen.getByTestId('attention-screen')).toBeInTheDocument();
    send('shutter');
    expect(screen.getByTestId('kiosk-shutter')).toBeInTheDocument();
    send('review');
    expect(await screen.findByTestId('review-editor')).toBeInTheDocument();
    send('share');
    expect(screen.getByTestId('kiosk-preview')).toHaveAttribute('data-screen', 'share');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/api/config')).toEqual([]);
  });
});
