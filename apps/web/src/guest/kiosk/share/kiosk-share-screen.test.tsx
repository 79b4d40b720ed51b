import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { KioskShareScreen } from './kiosk-share-screen';

const shoot = { id: '6f1c3c52-3f3a-4c34-9a9e-0d0f4a3f6d11', slug: 'abc123', micrositeUrl: 'http://booth.test/m/abc123' };
const preview = { url: 'blob:preview', mimetype: 'image/jpeg' };

beforeEach(() => {
  // Activity beacons and status polls are not what these tests look at.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
});

function renderShare(sharing: Record<string, unknown>, locale: 'de' | 'en' = 'en') {
  const onRetake = vi.fn();
  const onFinish = vi.fn();
  renderKiosk(<KioskShareScreen shoot={shoot} kind="photo" preview={preview} onRetake={onRetake} onFinish={onFinish} />, makeKioskEvent({ screens: { sharing } }), { locale });
  return { onRetake, onFinish };
}

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
