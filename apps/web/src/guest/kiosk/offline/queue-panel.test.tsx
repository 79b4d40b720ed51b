import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { OfflineQueueContext, type OfflineQueue, type QueueSnapshot } from './offline-queue';
import { QueuePanel, storageLow } from './queue-panel';

function fakeQueue(state: QueueSnapshot | null): OfflineQueue {
  return {
    queueCapture: vi.fn(),
    addEmail: vi.fn(),
    addPrint: vi.fn(),
    addFeedback: vi.fn(),
    isWaiting: vi.fn(),
    retryNow: vi.fn(async () => undefined),
    state,
  };
}

function renderPanel(queue: OfflineQueue | null, locale: 'de' | 'en' = 'en') {
  return renderKiosk(
    <OfflineQueueContext.Provider value={queue}>
      <QueuePanel />
    </OfflineQueueContext.Provider>,
    makeKioskEvent(),
    { locale },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the operator sees the offline queue', () => {
  it('counts what waits, names the oldest, the last arrival and the last problem, and sends now on request', () => {
    const queue = fakeQueue({ waiting: 3, oldestCapturedAt: '2026-11-27T10:00:00.000Z', lastUploadAt: '2026-11-27T09:00:00.000Z', lastError: 'Network error', refused: 1 });
    renderPanel(queue);
    expect(screen.getByTestId('kiosk-queue-waiting')).toHaveTextContent('3 waiting to be sent');
    expect(screen.getByTestId('kiosk-queue')).toHaveTextContent('Oldest taken');
    expect(screen.getByTestId('kiosk-queue')).toHaveTextContent('Last problem: Network error');
    expect(screen.getByTestId('kiosk-queue')).toHaveTextContent('1 refused by the server');
    fireEvent.click(screen.getByTestId('kiosk-queue-retry'));
    expect(queue.retryNow).toHaveBeenCalledTimes(1);
  });

  it('says when nothing waits (German), without a send button', () => {
    renderPanel(fakeQueue({ waiting: 0, oldestCapturedAt: null, lastUploadAt: null, lastError: null, refused: 0 }), 'de');
    expect(screen.getByTestId('kiosk-queue-waiting')).toHaveTextContent('Nichts wartet');
    expect(screen.queryByTestId('kiosk-queue-retry')).toBeNull();
  });

  it('shows nothing in a plain browser (no queue)', () => {
    renderPanel(null);
    expect(screen.queryByTestId('kiosk-queue')).toBeNull();
  });

  it('warns before the storage runs out, at 80 % of the quota', () => {
    expect(storageLow({ usageBytes: 80, quotaBytes: 100, persisted: true })).toBe(true);
    expect(storageLow({ usageBytes: 79, quotaBytes: 100, persisted: true })).toBe(false);
    expect(storageLow({ usageBytes: null, quotaBytes: 100, persisted: null })).toBe(false);
    expect(storageLow(null)).toBe(false);
  });

  it('shows the storage figures and the warnings the browser gives reason for', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: { estimate: async () => ({ usage: 900_000_000, quota: 1_000_000_000 }), persisted: async () => false } });
    renderPanel(fakeQueue({ waiting: 1, oldestCapturedAt: null, lastUploadAt: null, lastError: null, refused: 0 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('running out of storage');
    expect(screen.getByTestId('kiosk-queue')).toHaveTextContent('may clear this storage');
  });
});
