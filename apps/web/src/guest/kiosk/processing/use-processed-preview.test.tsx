import { applyHalo, applyImageOps, noisePicture, type HaloSettings } from '@booth/shared';
import { act, render } from '@testing-library/react';
import { useEffect, type RefObject } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Segmenter } from '@/guest/booth/ml/segmenter';
import { previewSize, useProcessedPreview, type PreviewOptions, type PreviewProcessing, type PreviewStats } from './use-processed-preview';

// jsdom draws nothing: a fake 2D context hands out a known camera frame and records what is painted.
const [W, H] = [16, 8];
const FRAME = noisePicture(W, H, 4);

function fakeContext() {
  return {
    save: vi.fn(),
    restore: vi.fn(),
    setTransform: vi.fn(),
    drawImage: vi.fn(),
    getImageData: vi.fn(() => ({ data: FRAME.slice(), width: W, height: H })),
    putImageData: vi.fn(),
  };
}

function fakeVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperties(video, { videoWidth: { value: W * 4 }, videoHeight: { value: H * 4 }, readyState: { value: 4 } });
  return video;
}

let frames: FrameRequestCallback[] = [];
/** Runs the animation frame that is due and lets its (possibly asynchronous) work finish. */
async function nextFrame() {
  const due = frames;
  frames = [];
  await act(async () => {
    for (const callback of due) callback(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let context: ReturnType<typeof fakeContext>;
beforeEach(() => {
  context = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  frames = [];
});

const stats: { ref: RefObject<PreviewStats> | null } = { ref: null };
function Preview(props: { video: HTMLVideoElement; canvas: HTMLCanvasElement; processing: PreviewProcessing; options?: PreviewOptions }) {
  const live = useProcessedPreview(props.video, props.canvas, props.processing, { maxSide: 16, ...props.options });
  useEffect(() => {
    stats.ref = live;
  });
  return null;
}
const painted = (call = -1) => Array.from((context.putImageData.mock.calls.at(call)?.[0] as { data: Uint8ClampedArray }).data);

describe('useProcessedPreview', () => {
  it('paints each camera frame at preview size through the shared operations, following new values without a restart', async () => {
    const [video, canvas] = [fakeVideo(), document.createElement('canvas')];
    const { rerender } = render(<Preview video={video} canvas={canvas} processing={{ values: { greyscale: true } }} />);
    await nextFrame();
    expect([canvas.width, canvas.height]).toEqual([W, H]);
    expect(context.drawImage).toHaveBeenCalledWith(video, 0, 0, W, H);
    expect(painted()).toEqual(Array.from(applyImageOps(FRAME.slice(), W, H, { greyscale: true })));

    rerender(<Preview video={video} canvas={canvas} processing={{ values: { hue: 90, brightness: 10 } }} />);
    await nextFrame();
    expect(painted()).toEqual(Array.from(applyImageOps(FRAME.slice(), W, H, { hue: 90, brightness: 10 })));
    expect(stats.ref?.current.frames).toBe(2);
  });

  it('mirrors the camera when asked', async () => {
    render(<Preview video={fakeVideo()} canvas={document.createElement('canvas')} processing={{ values: {} }} options={{ mirror: true }} />);
    await nextFrame();
    expect(context.setTransform).toHaveBeenCalledWith(-1, 0, 0, 1, W, 0);
  });

  it('draws the halo around the person the segmenter finds, and skips frames while one is in work', async () => {
    const mask = new Uint8ClampedArray(W * H * 4);
    for (let y = 2; y < 6; y++) for (let x = 6; x < 10; x++) mask[(y * W + x) * 4 + 3] = 255;
    let release: () => void = () => {};
    const cutout = vi.fn(
      () =>
        new Promise<HTMLCanvasElement>((resolve) => {
          release = () => resolve({ getContext: () => ({ getImageData: () => ({ data: mask }) }) } as unknown as HTMLCanvasElement);
        }),
    );
    const segmenter = { cutout, dispose: vi.fn() } as Segmenter;
    // 4 px solid in the captured picture is 1 px in this preview (a quarter of the camera's width).
    const halo: HaloSettings = { enabled: true, color: { red: 0, green: 255, blue: 0, alpha: 1 }, blurRadius: 0, solid: 4, offsetX: 0, offsetY: 0 };
    render(<Preview video={fakeVideo()} canvas={document.createElement('canvas')} processing={{ values: {}, halo }} options={{ segmenter }} />);
    await nextFrame();
    await nextFrame();
    await nextFrame();
    expect(cutout).toHaveBeenCalledTimes(1);
    expect(context.drawImage).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await nextFrame();
    const expected = FRAME.slice();
    const person = new Uint8Array(W * H).map((_, p) => mask[p * 4 + 3]!);
    applyHalo(expected, person, W, H, halo, 0.25);
    expect(painted(0)).toEqual(Array.from(expected));
    expect(painted(0)).not.toEqual(Array.from(FRAME));
  });
});

describe('previewSize', () => {
  it('keeps the aspect, caps the longer side and never enlarges', () => {
    expect(previewSize(1280, 720, 480)).toEqual({ width: 480, height: 270 });
    expect(previewSize(720, 1280, 480)).toEqual({ width: 270, height: 480 });
    expect(previewSize(320, 240, 480)).toEqual({ width: 320, height: 240 });
  });
});
