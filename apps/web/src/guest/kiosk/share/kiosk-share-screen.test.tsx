import type { ShootStatusDto } from '@booth/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoothExtras } from '@/guest/shared/guest-context';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { KioskShareScreen } from './kiosk-share-screen';
import { SHARE_PROCESSING_TIMEOUT_MS } from './share-picture-state';

const shoot = { id: '6f1c3c52-3f3a-4c34-9a9e-0d0f4a3f6d11', slug: 'abc123', micrositeUrl: 'http://booth.test/m/abc123' };
const preview = { url: 'blob:preview', mimetype: 'image/jpeg' };

beforeEach(() => {
  // Activity beacons and status polls are not what these tests look at.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
});

function renderShare(sharing: Record<string, unknown>, locale: 'de' | 'en' = 'en', extras?: BoothExtras) {
  const onRetake = vi.fn();
  const onFinish = vi.fn();
  renderKiosk(<KioskShareScreen shoot={shoot} kind="photo" preview={preview} onRetake={onRetake} onFinish={onFinish} />, makeKioskEvent({ screens: { sharing } }), { locale, extras });
  return { onRetake, onFinish };
}

/** The server's status answers in turn (the last one repeats); every other call answers `{}`. */
function serverSays(...answers: Array<Partial<ShootStatusDto>>) {
  const statusCalls = { count: 0 };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/status')) return new Response('{}', { status: 200 });
    const answer = answers[Math.min(statusCalls.count, answers.length - 1)];
    statusCalls.count += 1;
    const body = { id: shoot.id, slug: shoot.slug, status: 'processing', src: null, thumbSrc: null, mimetype: null, display: null, ...answer };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return statusCalls;
}

const READY = { status: 'ready', src: '/api/files/shoots/final.jpg', mimetype: 'image/jpeg' } as const;
const DISPLAY = { src: '/api/files/shoots/w960.webp', srcset: '/api/files/shoots/w480.webp 480w, /api/files/shoots/w960.webp 960w', width: 1440, height: 1920 };

/** Lets the status calls and their timers run for `ms` of fake time. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const stateLine = () => screen.getByTestId('share-state');
const finalImage = () => within(screen.getByTestId('share-final-picture')).getByTestId('share-preview');

describe('the kiosk share screen', () => {
  it('sends SMS and WhatsApp to the number the guest types, with a phone keypad', () => {
    renderShare({ sms: { enabled: true, body: 'Mein Bild: {link}' }, whatsapp: { enabled: true } }, 'de');
    const input = screen.getByTestId('share-phone-input');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('type', 'tel');
    expect(screen.queryByTestId('share-sms')).toBeNull();
    fireEvent.change(input, { target: { value: '0170 1234567' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent('mit Ländervorwahl');
    fireEvent.change(input, { target: { value: '+49 170 1234567' } });
    expect(screen.getByTestId('share-sms')).toHaveAttribute('href', `sms:+491701234567?&body=${encodeURIComponent('Mein Bild: http://booth.test/m/abc123')}`);
    expect(screen.getByTestId('share-whatsapp')).toHaveAttribute('href', `https://wa.me/491701234567?text=${encodeURIComponent(shoot.micrositeUrl)}`);
  });

  it('offers the QR code and e-mail (with an e-mail keyboard), never download, share sheet, microsite link or print', () => {
    renderShare({ qrCode: { enabled: true }, email: { enabled: true }, instantDownload: { enabled: true }, print: { enabled: true } });
    expect(screen.getByTestId('share-qr')).toBeInTheDocument();
    expect(screen.getByTestId('share-email-input')).toHaveAttribute('inputmode', 'email');
    for (const id of ['share-download', 'share-webshare', 'share-microsite', 'share-print', 'share-phone-input']) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('retakes, and finishes only where the campaign has the finish button', () => {
    const { onRetake, onFinish } = renderShare({ finishButton: { enabled: true } });
    fireEvent.click(screen.getByTestId('share-retake'));
    fireEvent.click(screen.getByTestId('share-finish'));
    expect(onRetake).toHaveBeenCalledOnce();
    expect(onFinish).toHaveBeenCalledOnce();
  });
});

describe('the kiosk share screen’s picture states (campaigns §2 review states)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the local preview while the server processes, then loads the final picture unseen and shows it once loaded', async () => {
    serverSays({ status: 'processing' }, { status: 'processing' }, { ...READY, display: DISPLAY });
    renderShare({});
    await wait(0);
    expect(stateLine()).toHaveTextContent('Processing data…');
    expect(stateLine()).toHaveAttribute('role', 'status');
    expect(stateLine()).toHaveAttribute('aria-live', 'polite');
    expect(within(screen.getByTestId('share-local-picture')).getByTestId('share-preview')).toHaveAttribute('src', preview.url);
    expect(screen.queryByTestId('share-final-picture')).toBeNull();

    await wait(4_000);
    expect(stateLine()).toHaveTextContent('Loading your picture…');
    expect(screen.getByTestId('share-final-picture')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('share-final-picture')).toHaveAttribute('data-visible', 'false');
    expect(finalImage()).toHaveAttribute('srcset', DISPLAY.srcset);
    expect(screen.getByTestId('share-local-picture')).toBeInTheDocument();

    fireEvent.load(finalImage());
    expect(stateLine()).toHaveTextContent('Done! Your picture is ready.');
    expect(screen.queryByTestId('share-local-picture')).toBeNull();
    expect(screen.getByTestId('share-final-picture')).toHaveAttribute('data-visible', 'true');
    expect(screen.getByTestId('share-final-picture')).not.toHaveAttribute('aria-hidden');
    expect(screen.getAllByTestId('share-preview')).toHaveLength(1);
  });

  it('says processing takes longer than usual after the limit, keeps asking, and still shows the final picture when it comes', async () => {
    const calls = serverSays({ status: 'processing' });
    renderShare({}, 'de');
    await wait(SHARE_PROCESSING_TIMEOUT_MS - 100);
    expect(stateLine()).toHaveTextContent('Daten werden verarbeitet …');
    await wait(100);
    expect(stateLine()).toHaveTextContent('Dein Bild vorzubereiten dauert länger als sonst.');
    const asked = calls.count;
    serverSays(READY);
    await wait(2_000);
    expect(asked).toBeGreaterThan(5);
    expect(stateLine()).toHaveTextContent('Dein Bild wird geladen …');
    fireEvent.load(finalImage());
    expect(stateLine()).toHaveTextContent('Fertig! Dein Bild ist bereit.');
    expect(finalImage()).toHaveAttribute('src', READY.src);
  });

  it('says so when processing failed, keeps the local preview and stops asking', async () => {
    const calls = serverSays({ status: 'failed' });
    renderShare({});
    await wait(0);
    expect(stateLine()).toHaveTextContent('Your picture could not be shown.');
    expect(screen.getByTestId('share-picture')).toHaveAttribute('data-state', 'failed');
    expect(within(screen.getByTestId('share-local-picture')).getByTestId('share-preview')).toHaveAttribute('src', preview.url);
    expect(screen.queryByTestId('share-final-picture')).toBeNull();
    await wait(SHARE_PROCESSING_TIMEOUT_MS);
    expect(calls.count).toBe(1);
    expect(stateLine()).toHaveTextContent('Your picture could not be shown.');
  });

  it('keeps the local preview with the error when the final picture does not load', async () => {
    serverSays(READY);
    renderShare({});
    await wait(0);
    fireEvent.error(finalImage());
    expect(stateLine()).toHaveTextContent('Your picture could not be shown.');
    expect(screen.queryByTestId('share-final-picture')).toBeNull();
    expect(screen.getByTestId('share-local-picture')).toBeInTheDocument();
  });

  it('in the editor’s preview shows the local picture alone, with no state and no status call', async () => {
    const calls = serverSays(READY);
    renderShare({}, 'en', { preview: true });
    await wait(5_000);
    expect(calls.count).toBe(0);
    expect(screen.queryByTestId('share-state')).toBeNull();
    expect(screen.getByTestId('share-preview')).toHaveAttribute('src', preview.url);
  });
});
