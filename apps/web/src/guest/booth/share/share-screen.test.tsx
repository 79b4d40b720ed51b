import { smsShareUrl, telegramShareUrl, whatsappShareUrl, type GuestAsset, type ShootUploaded } from '@booth/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestEvent, renderGuest } from '@/guest/booth/forms/guest-test-support';
import { decodeQrDataUrl } from './decode-qr-image';
import { ShareScreen } from './share-screen';

const shoot: ShootUploaded = {
  id: '7d6f3e2a-1111-4111-8111-111111111111',
  slug: 'k3x9Qa',
  micrositeUrl: 'https://booth.example/en/m/k3x9Qa',
};
const photoPreview = { url: 'blob:http://localhost/preview-1', mimetype: 'image/jpeg' };
const logoId = '3f1c6c3e-9999-4999-8999-999999999999';
const backgroundId = '3f1c6c3e-8888-4888-8888-888888888888';
const asset = (id: string, assetType: GuestAsset['assetType'], src: string): GuestAsset => ({
  id,
  assetType,
  mimetype: 'image/png',
  src,
  thumbSrc: null,
  width: 200,
  height: 200,
  photoAreas: [],
  family: null,
});
// A 1×1 PNG: what the logo's URL answers.
const pngBytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

function stubFetch(route: Route) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return route(url, init) ?? new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setup(sharing: Record<string, unknown> = {}, options: { assets?: GuestAsset[]; preview?: typeof photoPreview | null; kind?: 'photo' | 'video' } = {}) {
  const event = guestEvent({ screens: { sharing } }, options.assets ?? []);
  const onRetake = vi.fn();
  const onFinish = vi.fn();
  renderGuest(
    <ShareScreen shoot={shoot} kind={options.kind ?? 'photo'} preview={options.preview === undefined ? photoPreview : options.preview} onRetake={onRetake} onFinish={onFinish} />,
    { event },
  );
  return { onRetake, onFinish };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('QR code', () => {
  it('shows a QR code that decodes to the microsite address, at 8 px per module', () => {
    stubFetch(() => undefined);
    setup({ qrCodeColor: '#123456' });
    const image = screen.getByTestId('share-qr');
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(src.split(',')[1] ?? '')).toContain('fill="#123456"');
    const decoded = decodeQrDataUrl(src);
    expect(decoded?.text).toBe(shoot.micrositeUrl);
    expect(decoded?.moduleSize).toBeGreaterThanOrEqual(8);
    expect(image).toHaveAccessibleName('QR code that opens your picture');
  });

  it('puts the organiser logo in the centre and still decodes with a fully dark logo', async () => {
    const fetchMock = stubFetch((url) => (url === '/api/files/logo.png' ? new Response(pngBytes, { headers: { 'content-type': 'image/png' } }) : undefined));
    setup({ qrCodeLogo: logoId }, { assets: [asset(logoId, 'logo', '/api/files/logo.png')] });
    await waitFor(() => expect(atob(screen.getByTestId('share-qr').getAttribute('src')?.split(',')[1] ?? '')).toContain('<image href="data:image/png;base64,'));
    expect(fetchMock).toHaveBeenCalledWith('/api/files/logo.png', expect.anything());
    expect(decodeQrDataUrl(screen.getByTestId('share-qr').getAttribute('src') ?? '')?.text).toBe(shoot.micrositeUrl);
  });

  it('is left out when the QR option is off', () => {
    stubFetch(() => undefined);
    setup({ qrCode: { enabled: false } });
    expect(screen.queryByTestId('share-qr')).not.toBeInTheDocument();
  });
});

describe('e-mail', () => {
  it('refuses a wrong address, then posts to the shoot with the session header and confirms', async () => {
    const fetchMock = stubFetch((url, init) => (url.endsWith('/email') && init?.method === 'POST' ? new Response(null, { status: 204 }) : undefined));
    setup();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('share-email-input'), 'ada@');
    await user.click(screen.getByTestId('share-email-send'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByTestId('share-email-input'), 'example.com');
    await user.click(screen.getByTestId('share-email-send'));
    expect(await screen.findByText('Sent! Please check your inbox.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/events/party/shoots/${shoot.id}/email`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'x-booth-session': 'session-token', 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('says so when sending fails', async () => {
    stubFetch(() => new Response(JSON.stringify({ code: 'INTERNAL', message: 'boom' }), { status: 500 }));
    setup();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('share-email-input'), 'ada@example.com');
    await user.click(screen.getByTestId('share-email-send'));
    expect(await screen.findByText('The email could not be sent. Please try again.')).toBeInTheDocument();
  });

  it('is hidden when e-mail sharing is off', () => {
    stubFetch(() => undefined);
    setup({ email: { enabled: false } });
    expect(screen.queryByTestId('share-email-input')).not.toBeInTheDocument();
  });
});

describe('share buttons', () => {
  it('links SMS, WhatsApp and Telegram with their bodies; retake and finish call back', async () => {
    stubFetch(() => undefined);
    const { onRetake, onFinish } = setup({
      sms: { enabled: true, body: 'My picture: {link}' },
      whatsapp: { enabled: true, body: 'Look!' },
      telegram: { enabled: true, body: 'From the party' },
      finishButton: { enabled: true },
    });
    expect(screen.getByTestId('share-sms')).toHaveAttribute('href', smsShareUrl('My picture: {link}', shoot.micrositeUrl));
    expect(screen.getByTestId('share-whatsapp')).toHaveAttribute('href', whatsappShareUrl('Look!', shoot.micrositeUrl));
    expect(screen.getByTestId('share-telegram')).toHaveAttribute('href', telegramShareUrl('From the party', shoot.micrositeUrl));
    expect(screen.getByTestId('share-whatsapp')).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('share-microsite')).toHaveAttribute('href', shoot.micrositeUrl);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('share-retake'));
    await user.click(screen.getByTestId('share-finish'));
    expect(onRetake).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('shows only what is enabled, and icon-only buttons keep their name', () => {
    stubFetch(() => undefined);
    setup({ sharingButton: 'Icon', whatsapp: { enabled: true } });
    expect(screen.queryByTestId('share-sms')).not.toBeInTheDocument();
    expect(screen.queryByTestId('share-telegram')).not.toBeInTheDocument();
    expect(screen.queryByTestId('share-finish')).not.toBeInTheDocument();
    expect(screen.queryByTestId('share-download')).not.toBeInTheDocument();
    expect(screen.queryByTestId('share-webshare')).not.toBeInTheDocument();
    expect(screen.getByTestId('share-whatsapp')).toHaveAccessibleName('WhatsApp');
    expect(screen.getByTestId('share-whatsapp')).not.toHaveTextContent('WhatsApp');
    expect(screen.getByTestId('share-retake')).toHaveAccessibleName('Retake');
  });

  it('shares the picture file through the device share sheet where it has one', async () => {
    stubFetch((url) => (url === photoPreview.url ? new Response(pngBytes, { headers: { 'content-type': 'image/jpeg' } }) : undefined));
    const share = vi.fn(async () => undefined);
    const canShare = vi.fn(() => true);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
    try {
      setup();
      const user = userEvent.setup();
      // The file is fetched ahead of the tap.
      await waitFor(() => expect(fetch).toHaveBeenCalledWith(photoPreview.url, expect.anything()));
      await act(async () => {});
      await user.click(screen.getByTestId('share-webshare'));
      expect(share).toHaveBeenCalledTimes(1);
      const data = (share.mock.calls[0] as unknown as [ShareData])[0];
      expect(data.files?.[0]?.name).toBe(`party-${shoot.slug}.jpg`);
      expect(data.text).toBe(shoot.micrositeUrl);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'canShare');
    }
  });
});

describe('instant download and preview', () => {
  it('offers the local preview until the processed file is ready, then the processed file', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let ready = false;
    const fetchMock = stubFetch((url, init) => {
      if (!url.endsWith('/status')) return undefined;
      expect(init?.headers).toMatchObject({ 'x-booth-session': 'session-token' });
      const body = { id: shoot.id, slug: shoot.slug, status: ready ? 'ready' : 'processing', src: ready ? '/api/files/shoots/final.jpg' : null, thumbSrc: null, mimetype: ready ? 'image/jpeg' : null, display: null };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    setup({ instantDownload: { enabled: true } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const download = screen.getByTestId('share-download');
    expect(download).toHaveAttribute('href', photoPreview.url);
    expect(download).toHaveAttribute('download', `party-${shoot.slug}.jpg`);
    expect(screen.getByText('Your picture is being prepared…')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/events/party/shoots/${shoot.id}/status`, expect.anything());

    ready = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.getByTestId('share-download')).toHaveAttribute('href', '/api/files/shoots/final.jpg');
    expect(screen.queryByText('Your picture is being prepared…')).not.toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('without a local preview, shows a display copy sized for the screen, while the download stays the full file', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const display = { src: '/api/files/shoots/w960.webp', srcset: '/api/files/shoots/w480.webp 480w, /api/files/shoots/w960.webp 960w', width: 1920, height: 1440 };
    stubFetch((url) => {
      if (!url.endsWith('/status')) return undefined;
      const body = { id: shoot.id, slug: shoot.slug, status: 'ready', src: '/api/files/shoots/original.jpg', thumbSrc: null, mimetype: 'image/jpeg', display };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    setup({ instantDownload: { enabled: true } }, { preview: null });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const shown = screen.getByTestId('share-preview');
    expect(shown).toHaveAttribute('src', display.src);
    expect(shown).toHaveAttribute('srcset', display.srcset);
    expect(shown).toHaveAttribute('width', '1920');
    expect(shown.getAttribute('sizes')).toContain('480px');
    expect(screen.getByTestId('share-download')).toHaveAttribute('href', '/api/files/shoots/original.jpg');
  });

  it('plays a video preview and shows the screen background', () => {
    stubFetch(() => undefined);
    setup({ background: backgroundId }, { assets: [asset(backgroundId, 'shareScreenBackground', '/api/files/bg.png')], preview: { url: 'blob:video', mimetype: 'video/webm' }, kind: 'video' });
    const preview = screen.getByTestId('share-preview');
    expect(preview.tagName).toBe('VIDEO');
    expect(preview).toHaveAttribute('src', 'blob:video');
    expect(screen.getByTestId('share-screen').style.backgroundImage).toContain('/api/files/bg.png');
  });
});
