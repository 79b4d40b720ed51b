import { shutterSchema } from '@booth/shared';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { photoCapture } from '@/guest/booth/test/guest-fixture';
import { fakeBitmaps, fakeSegmenter, installFakeCanvas, rgbaPixels } from './person-mask.test-support';
import { usePersonMask } from './use-person-mask';

beforeEach(() => {
  fakeBitmaps(800, 600);
  installFakeCanvas((canvas) => rgbaPixels(canvas.width, canvas.height, () => [1, 2, 3, 255]));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const withHalo = shutterSchema.parse({ photo: { enabled: true }, video: { enabled: true }, imageProcessing: { enabled: true, halo: { enabled: true } } });
const withoutHalo = shutterSchema.parse({ photo: { enabled: true }, imageProcessing: { enabled: true } });

function renderMask(shutter = withHalo, capture: CapturedMedia | null = null) {
  const segmenter = fakeSegmenter();
  const load = vi.fn(async () => segmenter);
  const hook = renderHook((props: { capture: CapturedMedia | null }) => usePersonMask(shutter, props.capture, load), { initialProps: { capture } });
  return { ...hook, load, segmenter };
}

describe('usePersonMask', () => {
  it('loads the model while the kiosk waits, makes the capture’s mask for the review, and hands the upload one way to get it', async () => {
    const { result, rerender, load, segmenter, unmount } = renderMask();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(result.current).toEqual({ mask: null, forUpload: null });

    const capture = photoCapture();
    rerender({ capture });
    await waitFor(() => expect(result.current.mask).toMatchObject({ width: 512, height: 384 }));
    const forUpload = result.current.forUpload;
    rerender({ capture });
    expect(result.current.forUpload).toBe(forUpload);
    expect(await forUpload!()).toBe(result.current.mask!.png);
    expect(segmenter.cutout).toHaveBeenCalledTimes(1);

    // The next guest's capture: the last one's mask is not shown for it.
    rerender({ capture: photoCapture({ id: '0e8a4d5c-8a1f-4a8e-9c3b-2d6f1e7a9b40' }) });
    expect(result.current.mask).toBeNull();
    await waitFor(() => expect(result.current.mask).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);

    unmount();
    await waitFor(() => expect(segmenter.dispose).toHaveBeenCalled());
  });

  it('wants no mask for a capture whose frames get no halo, and loads nothing for a campaign without a halo', async () => {
    const video = photoCapture({ kind: 'video', frames: [] });
    const { result, load, segmenter } = renderMask(withHalo, video);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(result.current).toEqual({ mask: null, forUpload: null });
    expect(segmenter.cutout).not.toHaveBeenCalled();

    const plain = renderMask(withoutHalo, photoCapture());
    expect(plain.result.current).toEqual({ mask: null, forUpload: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(plain.load).not.toHaveBeenCalled();
  });
});
