import type { ShootUploaded } from '@booth/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiStatus, CARTOON, SHOOT_ID } from '@/guest/booth/ai/ai-test-support';
import { photoCapture } from '@/guest/booth/test/guest-fixture';
import { OfflineQueueContext, type OfflineQueue } from '@/guest/kiosk/offline/offline-queue';
import { KioskSharePicture } from '@/guest/kiosk/share/kiosk-share-picture';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { KIOSK_AI_SEND_WAIT_MS, KioskAiStep } from './kiosk-ai-step';

const shoot: ShootUploaded = { id: SHOOT_ID, slug: 'abc12345', micrositeUrl: 'http://localhost/m/abc12345' };
const capture = photoCapture({ id: SHOOT_ID, kind: 'ai', ai: { filterId: CARTOON.id, variant: null } });

/** A paired tablet's queue in which the picture still waits (or has gone). */
function queueWith(waiting: () => boolean): OfflineQueue {
  return {
    queueCapture: vi.fn(),
    addEmail: vi.fn(),
    addPrint: vi.fn(),
    addFeedback: vi.fn(),
    isWaiting: vi.fn(async () => waiting()),
    retryNow: vi.fn(async () => undefined),
    state: null,
  };
}

function renderStep(queue: OfflineQueue, locale: 'de' | 'en' = 'en') {
  const onDone = vi.fn();
  renderKiosk(
    <OfflineQueueContext.Provider value={queue}>
      <KioskAiStep shoot={shoot} capture={capture} onDone={onDone} onRetake={() => undefined} />
    </OfflineQueueContext.Provider>,
    makeKioskEvent(),
    { locale },
  );
  return { onDone };
}

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the kiosk’s AI step with the offline queue', () => {
  it('tells the guest without network that the AI picture is made once it is back, and goes on to sharing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { onDone } = renderStep(queueWith(() => true), 'de');
    await settle();
    expect(screen.getByTestId('ai-offline')).toHaveTextContent('Dein KI-Bild wird erstellt, sobald das Netz wieder da ist. Der QR-Code funktioniert dann.');
    // The picture is the tablet's own until it is sent; nobody asks the server about it.
    expect(screen.getByTestId('ai-photo')).toHaveAttribute('src', capture.preview.url);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('ai-continue'));
    expect(onDone).toHaveBeenCalledWith(null);
  });

  it('waits for the queue to send the picture while online, and says the same once that takes long', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.stubGlobal('fetch', vi.fn());
    renderStep(queueWith(() => true));
    await settle();
    expect(screen.getByRole('progressbar', { name: 'Sending your picture…' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(KIOSK_AI_SEND_WAIT_MS));
    expect(screen.getByTestId('ai-offline')).toHaveTextContent('Your AI picture will be made when the network is back.');
  });

  it('follows the AI picture once the queue has sent it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(aiStatus('processing', { state: 'running', progress: 0.25, secondsLeft: 20 }))));
    renderStep(queueWith(() => false));
    await settle();
    await settle();
    expect(screen.getByRole('progressbar', { name: 'Your AI picture is being made…' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('ai-seconds-left')).toHaveTextContent('About 20 s left');
  });

  it('says on the share screen that a waiting AI picture is made once the network is back', () => {
    renderKiosk(<KioskSharePicture preview={capture.preview} processed={null} watching queued queuedText="ai.offline" label="Picture" />, makeKioskEvent());
    expect(screen.getByTestId('share-state')).toHaveTextContent('Your AI picture will be made when the network is back. The QR code will work then.');
  });
});
