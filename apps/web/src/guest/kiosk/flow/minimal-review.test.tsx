import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoCapture } from '@/guest/booth/test/guest-fixture';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { MinimalReview, REVIEW_TIMEOUT_MS } from './minimal-review';

afterEach(() => {
  vi.useRealTimers();
});

function renderReview() {
  const onApprove = vi.fn();
  const onRetake = vi.fn();
  renderKiosk(<MinimalReview capture={photoCapture()} onApprove={onApprove} onRetake={onRetake} />, makeKioskEvent(), { locale: 'de' });
  return { onApprove, onRetake };
}

describe('the minimal review', () => {
  it('processes until the picture shows, then approves it without edits or retakes', () => {
    const { onApprove, onRetake } = renderReview();
    expect(screen.getByTestId('kiosk-review')).toHaveAttribute('data-state', 'processing');
    expect(screen.getByRole('status')).toHaveTextContent('Daten werden verarbeitet');
    fireEvent.load(screen.getByTestId('review-preview'));
    expect(screen.getByTestId('kiosk-review')).toHaveAttribute('data-state', 'success');
    fireEvent.click(screen.getByTestId('review-approve'));
    expect(onApprove).toHaveBeenCalledWith({ meta: { filterId: null, gifSpeed: 1, adjustments: {}, layer: false }, layer: null });
    fireEvent.click(screen.getByTestId('review-retake'));
    expect(onRetake).toHaveBeenCalledOnce();
  });

  it('says so when the picture cannot be shown, or takes too long; both buttons still work', () => {
    vi.useFakeTimers();
    const { onApprove } = renderReview();
    act(() => vi.advanceTimersByTime(REVIEW_TIMEOUT_MS));
    expect(screen.getByTestId('kiosk-review')).toHaveAttribute('data-state', 'timeout');
    fireEvent.error(screen.getByTestId('review-preview'));
    expect(screen.getByRole('alert')).toHaveTextContent('Dein Bild konnte nicht angezeigt werden.');
    fireEvent.click(screen.getByTestId('review-approve'));
    expect(onApprove).toHaveBeenCalledOnce();
  });
});
