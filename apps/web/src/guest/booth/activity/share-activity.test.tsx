import type { ShootUploaded } from '@booth/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestEvent, renderGuest } from '@/guest/booth/forms/guest-test-support';
import { ShareScreen } from '@/guest/booth/share/share-screen';

/* The sharing screen's call sites of the activity beacon: what each button reports, and to where. */

const shoot: ShootUploaded = { id: '7d6f3e2a-1111-4111-8111-111111111111', slug: 'k3x9Qa', micrositeUrl: 'https://booth.example/en/m/k3x9Qa' };

function setup(sharing: Record<string, unknown>) {
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }));
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => (String(input).endsWith('/email') ? new Response(null, { status: 204 }) : new Response('{}', { status: 404 }))));
  renderGuest(
    <ShareScreen shoot={shoot} kind="photo" preview={{ url: 'blob:http://localhost/p', mimetype: 'image/jpeg' }} onRetake={() => undefined} onFinish={() => undefined} />,
    { event: guestEvent({ screens: { sharing } }) },
  );
  const sent = () => beacon.mock.calls.map(([url, data]) => ({ url, body: JSON.parse(String(data)) as Record<string, unknown> }));
  return { sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sharing screen activity', () => {
  it('reports the QR code shown, and each share link with its channel and the picture', async () => {
    const { sent } = setup({ whatsapp: { enabled: true }, sms: { enabled: true }, telegram: { enabled: true }, instantDownload: { enabled: true } });
    for (const id of ['share-whatsapp', 'share-sms', 'share-telegram', 'share-download', 'share-microsite']) {
      // A click without following the link (jsdom cannot navigate).
      screen.getByTestId(id).addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(screen.getByTestId(id));
    }
    const reports = sent();
    expect(reports.every((report) => report.url === '/api/events/party/activity' && report.body.session === 'session-token' && report.body.shootId === shoot.id)).toBe(true);
    expect(reports.map((report) => report.body.channel)).toEqual(['qr', 'whatsapp', 'sms', 'telegram', 'download', 'microsite']);
    expect(new Set(reports.map((report) => report.body.id)).size).toBe(reports.length);
  });

  it('reports an e-mail once the server accepted it', async () => {
    const { sent } = setup({ qrCode: { enabled: false } });
    const user = userEvent.setup();
    await user.type(screen.getByTestId('share-email-input'), 'ada@example.com');
    expect(sent()).toEqual([]);
    await user.click(screen.getByTestId('share-email-send'));
    await waitFor(() => expect(sent().map((report) => report.body)).toEqual([expect.objectContaining({ action: 'share', channel: 'email', shootId: shoot.id })]));
  });
});
