import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeVirtualEvent, photoCapture, renderGuest } from '@/guest/booth/test/guest-fixture';
import { UploadScreen } from './upload-screen';
import { NetworkError, type UploadRequest, type UploadResponse } from './upload-transport';

const capture = photoCapture();
const uploaded = { id: capture.id, slug: 'abc', micrositeUrl: 'http://localhost/m/abc' };

/** A transport whose answers the test gives one by one. */
function controlled() {
  const pending: { request: UploadRequest; resolve: (r: UploadResponse) => void; reject: (e: unknown) => void }[] = [];
  const transport = (request: UploadRequest) => new Promise<UploadResponse>((resolve, reject) => pending.push({ request, resolve, reject }));
  return { transport, pending };
}

describe('UploadScreen', () => {
  it('shows the progress, then hands over the shoot', async () => {
    const { transport, pending } = controlled();
    const onUploaded = vi.fn();
    renderGuest(<UploadScreen capture={capture} token="t" feedback={null} onUploaded={onUploaded} onRetake={() => {}} transport={transport} />, makeVirtualEvent(), 'en');
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.request.onProgress(0.42));
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Uploading… 42%');
    await act(async () => pending[0]!.resolve({ status: 201, body: uploaded }));
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
  });

  it('shows the retrying state, then a clear error with a retry that sends the same id again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { transport, pending } = controlled();
      const onUploaded = vi.fn();
      renderGuest(<UploadScreen capture={capture} token="t" feedback={null} onUploaded={onUploaded} onRetake={() => {}} transport={transport} />, makeVirtualEvent(), 'en');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await waitFor(() => expect(pending).toHaveLength(attempt));
        await act(async () => pending[attempt - 1]!.reject(new NetworkError()));
        if (attempt < 4) {
          expect(screen.getByTestId('upload-status')).toHaveTextContent('Connection lost, retrying…');
          await act(async () => vi.advanceTimersByTime(10_000));
        }
      }
      expect(screen.getByTestId('upload-status')).toHaveTextContent('The upload failed. Please check your connection and try again.');
      await userEvent.click(screen.getByTestId('upload-retry'));
      await waitFor(() => expect(pending).toHaveLength(5));
      expect(pending.map((entry) => entry.request.body.get('id'))).toEqual(Array(5).fill(capture.id));
      await act(async () => pending[4]!.resolve({ status: 200, body: uploaded }));
      expect(onUploaded).toHaveBeenCalledWith(uploaded);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a German guest that a full storage keeps the picture, and sends it again until it is taken', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { transport, pending } = controlled();
      const onUploaded = vi.fn();
      renderGuest(<UploadScreen capture={capture} token="t" feedback={null} onUploaded={onUploaded} onRetake={() => {}} transport={transport} />, makeVirtualEvent(), 'de');
      await waitFor(() => expect(pending).toHaveLength(1));
      await act(async () => pending[0]!.resolve({ status: 507, body: { code: 'STORAGE_FULL', message: 'The storage is full' } }));
      expect(screen.getByTestId('upload-status')).toHaveTextContent('Unser Speicher ist gerade voll. Dein Bild bleibt erhalten und wird automatisch erneut gesendet');
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => vi.advanceTimersByTime(30_000));
      await waitFor(() => expect(pending).toHaveLength(2));
      expect(pending[1]!.request.body.get('id')).toBe(capture.id);
      await act(async () => pending[1]!.resolve({ status: 201, body: uploaded }));
      expect(onUploaded).toHaveBeenCalledWith(uploaded);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server\'s refusal and leads back to the camera', async () => {
    const { transport, pending } = controlled();
    const onRetake = vi.fn();
    renderGuest(<UploadScreen capture={capture} token="t" feedback={null} onUploaded={() => {}} onRetake={onRetake} transport={transport} />, makeVirtualEvent(), 'en');
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]!.resolve({ status: 409, body: { code: 'CONFLICT', message: 'This campaign is archived' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('This campaign is archived');
    expect(screen.queryByTestId('upload-retry')).toBeNull();
    await userEvent.click(screen.getByTestId('upload-retake'));
    expect(onRetake).toHaveBeenCalled();
  });
});
