import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeVirtualEvent, renderGuest } from '@/guest/booth/test/guest-fixture';
import type { Segmenter } from '@/guest/booth/ml/segmenter';
import { loadSegmenter } from '@/guest/booth/ml/segmenter';
import { GuestProvider } from '@/guest/shared/guest-context';
import { CaptureLayers } from './capture-layers';
import { SegmentationPopup } from './segmentation-popup';
import { REPLACER_LOAD_TIMEOUT_MS, useBackgroundReplacer, type ReplacerMethod } from './use-background-replacer';

vi.mock('@/guest/booth/ml/segmenter', () => ({ loadSegmenter: vi.fn() }));

const event = makeVirtualEvent();

describe('SegmentationPopup', () => {
  it('shows "Live background" with a spinner while the model loads and closes itself once it is ready', () => {
    const view = renderGuest(<SegmentationPopup status="loading" onContinue={() => {}} />, event, 'en');
    const dialog = screen.getByRole('dialog', { name: 'Live background' });
    expect(dialog).toHaveAttribute('data-testid', 'popup-segmentation');
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the live background…');
    expect(screen.queryByRole('button')).toBeNull();

    view.rerender(
      <GuestProvider event={event} locale="en" sessionToken="session-1">
        <SegmentationPopup status="ready" onContinue={() => {}} />
      </GuestProvider>,
    );
    expect(screen.queryByTestId('popup-segmentation')).toBeNull();
  });

  it('says when the live background failed and lets the guest continue without it', async () => {
    const onContinue = vi.fn();
    renderGuest(<SegmentationPopup status="failed" onContinue={onContinue} />, event, 'de');
    const dialog = screen.getByRole('dialog', { name: 'Live-Hintergrund' });
    expect(dialog).toHaveTextContent('Der Live-Hintergrund ist auf diesem Gerät nicht verfügbar.');
    expect(dialog).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Ohne Live-Hintergrund weiter' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without segmentation', () => {
    renderGuest(<SegmentationPopup status="off" onContinue={() => {}} />, event, 'en');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CaptureLayers segmentation note', () => {
  const layers = (segmentationPopup: boolean) => (
    <CaptureLayers phase={{ name: 'idle' }} flash={0} cameraStatus="ready" faceHint={null} segmentation="loading" segmentationPopup={segmentationPopup} onResume={() => {}} />
  );

  it('stays out while the popup says it', () => {
    renderGuest(layers(true), event, 'en');
    expect(screen.queryByText('Preparing the live background…')).toBeNull();
  });

  it('shows without the popup (green screen keying loads)', () => {
    renderGuest(layers(false), event, 'en');
    expect(screen.getByText('Preparing the live background…')).toBeInTheDocument();
  });
});

describe('useBackgroundReplacer', () => {
  const load = vi.mocked(loadSegmenter);
  const segmenter = (): Segmenter => ({ cutout: vi.fn(), dispose: vi.fn() });

  beforeEach(() => {
    vi.useFakeTimers();
    load.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

  it('never shows an earlier answer while a new request loads', async () => {
    const first = segmenter();
    load.mockResolvedValueOnce(first).mockReturnValueOnce(new Promise(() => {}));
    const hook = renderHook(({ method }: { method: ReplacerMethod }) => useBackgroundReplacer(method), { initialProps: { method: 'segmentation' } });
    expect(hook.result.current.status).toBe('loading');
    await flush();
    expect(hook.result.current).toMatchObject({ status: 'ready', segmenter: first });

    hook.rerender({ method: 'none' });
    expect(hook.result.current.status).toBe('off');
    expect(first.dispose).toHaveBeenCalled();

    hook.rerender({ method: 'segmentation' });
    expect(hook.result.current).toMatchObject({ status: 'loading', segmenter: null });
    hook.unmount();
  });

  it('fails after a failed load and loads afresh on the next request', async () => {
    load.mockRejectedValueOnce(new Error('no wasm')).mockReturnValueOnce(new Promise(() => {}));
    const hook = renderHook(({ method }: { method: ReplacerMethod }) => useBackgroundReplacer(method), { initialProps: { method: 'segmentation' } });
    await flush();
    expect(hook.result.current.status).toBe('failed');
    hook.rerender({ method: 'none' });
    hook.rerender({ method: 'segmentation' });
    expect(hook.result.current.status).toBe('loading');
    hook.unmount();
  });

  it('gives up on a load that hangs, and disposes a segmenter that arrives too late', async () => {
    let arrive: (value: Segmenter) => void = () => {};
    load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const hook = renderHook(() => useBackgroundReplacer('segmentation'));
    await act(() => vi.advanceTimersByTimeAsync(REPLACER_LOAD_TIMEOUT_MS - 1));
    expect(hook.result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(hook.result.current.status).toBe('failed');

    const late = segmenter();
    arrive(late);
    await flush();
    expect(hook.result.current.status).toBe('failed');
    expect(late.dispose).toHaveBeenCalled();
    hook.unmount();
  });
});
