import type { DevicePrintStatus, PrintRequest } from '@booth/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { OfflineQueueContext, type OfflineQueue } from '@/guest/kiosk/offline/offline-queue';
import { KioskShareScreen } from '@/guest/kiosk/share/kiosk-share-screen';
import { elapse, health, printServer, shoot } from '@/guest/print/print-test-support';
import { runAsDevice } from '@/guest/shared/guest-api';
import { PrinterPanel } from './printer-panel';

const preview = { url: 'blob:preview', mimetype: 'image/jpeg' };
const printing = { screens: { sharing: { print: { enabled: true, method: 'printServer' as const, automatic: false } } } };

function queueHolding(waiting: { value: boolean }, stored: PrintRequest[]): OfflineQueue {
  return {
    queueCapture: vi.fn(),
    addEmail: vi.fn(),
    addPrint: vi.fn(async (_shootId: string, request: PrintRequest) => {
      if (!waiting.value) return false;
      if (!stored.some((print) => print.jobKey === request.jobKey)) stored.push(request);
      return true;
    }),
    addFeedback: vi.fn(),
    isWaiting: vi.fn(async () => waiting.value),
    retryNow: vi.fn(),
    state: null,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  runAsDevice(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('printing on the kiosk', () => {
  it('keeps a print asked while the picture waits on the tablet with its job key, and follows it once the queue sent it', async () => {
    const server = printServer();
    const stored: PrintRequest[] = [];
    const queue = queueHolding({ value: true }, stored);
    renderKiosk(
      <OfflineQueueContext.Provider value={queue}>
        <KioskShareScreen shoot={shoot} kind="photo" preview={preview} onRetake={vi.fn()} onFinish={vi.fn()} />
      </OfflineQueueContext.Provider>,
      makeKioskEvent(printing),
    );
    await elapse(0);
    fireEvent.click(screen.getByTestId('print-copies-more'));
    fireEvent.click(screen.getByTestId('print-button'));
    await elapse(0);
    expect(stored).toEqual([expect.objectContaining({ copies: 2, method: 'printServer' })]);
    expect(server.posts).toHaveLength(0);
    expect(screen.getByTestId('print-status')).toHaveTextContent('Your print starts as soon as your picture has arrived.');
    // Not on the server yet: the screen keeps waiting without sending anything itself.
    await elapse(4_000);
    expect(server.posts).toHaveLength(0);
    expect(screen.getByTestId('print-status')).toHaveAttribute('data-state', 'afterUpload');

    // The queue's drain sends the stored request (queue-drain.ts); the screen finds the job by its key.
    await fetch(`/api/shoots/${shoot.id}/print`, { method: 'POST', body: JSON.stringify(stored[0]) });
    await elapse(2_000);
    expect(screen.getByTestId('print-status')).toHaveAttribute('data-state', 'printing');
    await elapse(2_000);
    expect(screen.getByTestId('print-status')).toHaveTextContent('Your picture is being printed.');
    expect(server.jobCount()).toBe(1);
  });

  it('sends the print itself once the picture has left the queue, with the device token', async () => {
    const server = printServer();
    runAsDevice({ token: 'device-token-1', onRefused: vi.fn() });
    const queue = queueHolding({ value: false }, []);
    renderKiosk(
      <OfflineQueueContext.Provider value={queue}>
        <KioskShareScreen shoot={shoot} kind="photo" preview={preview} onRetake={vi.fn()} onFinish={vi.fn()} />
      </OfflineQueueContext.Provider>,
      makeKioskEvent(printing),
    );
    await elapse(0);
    fireEvent.click(screen.getByTestId('print-button'));
    await elapse(0);
    expect(server.posts).toHaveLength(1);
    const init = server.fetchMock.mock.calls.find(([url, request]) => String(url).endsWith('/print') && request?.method === 'POST')?.[1];
    expect(init?.headers).toMatchObject({ 'x-booth-session': 'session-1', 'x-device-token': 'device-token-1' });
  });
});

describe("the operator page's printer", () => {
  it('names each printer with its problem in the campaign words and counts the jobs', async () => {
    const status: DevicePrintStatus = {
      printers: [
        { uri: 'ipp://10.0.0.5/ipp/print', name: 'DNP DS620', printServerName: 'Laptop Bar', health: health('stopped', ['media-empty-error']) },
        { uri: 'ipp://10.0.0.6/ipp/print', name: 'Canon Selphy', printServerName: null, health: health('idle') },
      ],
      jobs: { queued: 1, sending: 0, printing: 0, held: 2, failed: 0 },
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(status), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    runAsDevice({ token: 'device-token-1', onRefused: vi.fn() });
    renderKiosk(<PrinterPanel />, makeKioskEvent(printing), { locale: 'de' });
    await elapse(0);
    const lines = screen.getAllByTestId('kiosk-printer-line');
    expect(lines[0]).toHaveTextContent('DNP DS620: Im Drucker ist kein Papier mehr. (über Laptop Bar)');
    expect(lines[0]).toHaveAttribute('data-can-print', 'false');
    expect(lines[1]).toHaveTextContent('Canon Selphy: Der Drucker ist bereit.');
    expect(screen.getByTestId('kiosk-printer-jobs')).toHaveTextContent('Wartend: 1 · Senden: 0 · Druckt: 0 · Angehalten: 2 · Fehlgeschlagen: 0');
    expect(fetchMock).toHaveBeenCalledWith('/api/device/print-status', expect.objectContaining({ headers: expect.objectContaining({ 'x-device-token': 'device-token-1' }) }));
  });

  it('is absent on a plain browser', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderKiosk(<PrinterPanel />, makeKioskEvent(printing));
    expect(screen.queryByTestId('kiosk-printer')).not.toBeInTheDocument();
  });
});
