import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestAsset, makeVirtualEvent } from '@/guest/booth/test/guest-fixture';
import PreviewApp from './preview-app';
import { PREVIEW_MESSAGE, PREVIEW_READY, previewScreenOf, readPreviewMessage } from './preview-protocol';

const origin = window.location.origin;

function send(data: unknown, from: { origin?: string; source?: MessageEventSource | null } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: from.origin ?? origin, source: from.source === undefined ? window.parent : from.source }));
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
/** What the preview asked the server: only the installation's legal pages, never a session, upload or report. */
const calls = () => fetchMock.mock.calls.map(([url]) => String(url));
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('editor preview protocol', () => {
  it('reads the screen from ?preview= and nothing else', () => {
    expect(previewScreenOf('?preview=share')).toBe('share');
    expect(previewScreenOf('?preview=start&x=1')).toBe('start');
    expect(previewScreenOf('?preview=admin')).toBeNull();
    expect(previewScreenOf('')).toBeNull();
  });

  it('takes only well-formed messages from the parent on the same origin', () => {
    const event = makeVirtualEvent();
    const data = { type: PREVIEW_MESSAGE, screen: 'start', event };
    expect(readPreviewMessage({ data, origin, source: window.parent }, origin, window.parent)?.screen).toBe('start');
    expect(readPreviewMessage({ data, origin: 'https://evil.example', source: window.parent }, origin, window.parent)).toBeNull();
    expect(readPreviewMessage({ data, origin, source: null }, origin, window.parent)).toBeNull();
    expect(readPreviewMessage({ data: { ...data, screen: 'admin' }, origin, source: window.parent }, origin, window.parent)).toBeNull();
    expect(readPreviewMessage({ data: { type: 'other' }, origin, source: window.parent }, origin, window.parent)).toBeNull();
  });
});

describe('PreviewApp', () => {
  it('announces that it is ready, then renders the last screen the editor sent', async () => {
    const post = vi.spyOn(window.parent, 'postMessage');
    render(<PreviewApp locale="de" />);
    expect(post).toHaveBeenCalledWith({ type: PREVIEW_READY }, origin);
    expect(screen.queryByTestId('booth-preview')).toBeNull();

    send({ type: PREVIEW_MESSAGE, screen: 'start', event: makeVirtualEvent({ virtualSettings: { title: 'Sommerfest' } }) });
    expect(screen.getByTestId('booth-preview')).toHaveAttribute('data-screen', 'start');
    expect(screen.getByRole('heading', { name: 'Sommerfest' })).toBeInTheDocument();

    // Another origin's message is ignored; the editor's next one re-renders.
    send({ type: PREVIEW_MESSAGE, screen: 'start', event: makeVirtualEvent({ virtualSettings: { title: 'Fremd' } }) }, { origin: 'https://evil.example' });
    expect(screen.getByRole('heading', { name: 'Sommerfest' })).toBeInTheDocument();
    send({ type: PREVIEW_MESSAGE, screen: 'start', event: makeVirtualEvent({ virtualSettings: { title: 'Winterfest' } }) });
    expect(screen.getByRole('heading', { name: 'Winterfest' })).toBeInTheDocument();

    // Start does nothing here: no session is created.
    await userEvent.click(screen.getByTestId('start-button'));
    expect(calls()).toEqual(['/api/config']);
  });

  it('shows the main screen with the chosen overlay over the sample picture, without a camera', () => {
    const getUserMedia = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const overlay = guestAsset();
    render(<PreviewApp locale="en" />);
    send({ type: PREVIEW_MESSAGE, screen: 'shutter', event: makeVirtualEvent({ shutter: { photo: { enabled: true, overlays: [overlay.id] } } }, [overlay]) });
    expect(screen.getByTestId('booth-preview')).toHaveAttribute('data-screen', 'shutter');
    expect(screen.getByRole('img', { name: 'Sample picture' })).toBeInTheDocument();
    expect(screen.getByTestId('live-overlay')).toHaveAttribute('src', overlay.src);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('shows the real share screen for the sample picture, asking the server nothing', async () => {
    render(<PreviewApp locale="de" />);
    send({ type: PREVIEW_MESSAGE, screen: 'share', event: makeVirtualEvent({ legal: { imprintUrl: 'https://example.com/impressum' } }) });
    expect(screen.getByTestId('share-screen')).toBeInTheDocument();
    expect(screen.getByTestId('share-qr')).toBeInTheDocument();
    expect(screen.getByTestId('legal-imprint')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('share-email-input'), 'guest@example.com');
    await userEvent.click(screen.getByTestId('share-email-send'));
    expect(calls()).toEqual(['/api/config']);
  });
});
