import { arFilterManifestSchema, arLandmarks, type ArLandmarks } from '@booth/shared';
import { render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadedArFilter } from './ar-filter-loader';
import { ArFilterLayer, type ArFilterLayerHandle } from './ar-filter-layer';
import type { FaceTracker } from './face-tracker';

interface Drawn {
  canvas: HTMLCanvasElement;
  image: unknown;
  matrix: number[];
}

/** jsdom has no 2D canvas: every canvas gets a context that records the transform each picture is drawn under. */
function recordCanvases(): Drawn[] {
  const drawn: Drawn[] = [];
  function contextOf(canvas: HTMLCanvasElement) {
    let matrix = [1, 0, 0, 1, 0, 0];
    const stack: number[][] = [];
    return {
      canvas,
      globalAlpha: 1,
      save: () => stack.push(matrix),
      restore: () => {
        matrix = stack.pop() ?? matrix;
      },
      transform: (a: number, b: number, c: number, d: number, e: number, f: number) => {
        const [A, B, C, D, E, F] = matrix as [number, number, number, number, number, number];
        matrix = [A * a + C * b, B * a + D * b, A * c + C * d, B * c + D * d, A * e + C * f + E, B * e + D * f + F];
      },
      clearRect: () => undefined,
      drawImage: (image: unknown) => drawn.push({ canvas, image, matrix }),
    } as unknown as CanvasRenderingContext2D;
  }
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return contextOf(this);
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  return drawn;
}

/** A playing 640x480 camera. */
function cameraVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperties(video, { readyState: { value: 4 }, videoWidth: { value: 640 }, videoHeight: { value: 480 } });
  return video;
}

/** Level eyes 100 px apart around (300, 200) of the camera picture. */
function face(): ArLandmarks {
  const landmarks = Object.fromEntries(arLandmarks.map((name) => [name, { x: 300, y: 200 }])) as ArLandmarks;
  return { ...landmarks, rightEye: { x: 250, y: 200 }, leftEye: { x: 350, y: 200 } };
}

const filter: LoadedArFilter = {
  manifestSrc: '/api/files/assets/x/ar-filter.json',
  manifest: arFilterManifestSchema.parse({ version: 1, layers: [{ file: 'ar-layer-0.png', anchor: 'betweenEyes', pivot: { x: 100, y: 50 }, scale: { pixels: 100 } }] }),
  images: [{} as HTMLImageElement],
};

const tracker = (found: ArLandmarks | null = face()) => {
  const detect = vi.fn<FaceTracker['detect']>(() => Promise.resolve(found));
  return { tracker: { detect, dispose: vi.fn() } satisfies FaceTracker, detect };
};

afterEach(() => vi.restoreAllMocks());

describe('ArFilterLayer', () => {
  it('follows the face on the camera and draws the filter in the campaign\'s crop, mirrored', async () => {
    const drawn = recordCanvases();
    const { tracker: faces, detect } = tracker();
    const video = cameraVideo();
    const { getByTestId } = render(<ArFilterLayer video={video} filter={filter} tracker={faces} mirrored aspect={1} />);
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    expect(detect).toHaveBeenCalledWith(video);
    // Square out of 640x480: x 80 to 560. The middle of the eyes (300) is at 220 in the crop, 480 − 220 = 260 mirrored.
    const canvas = getByTestId('ar-filter-layer') as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([480, 480]);
    const [a, , , , e, f] = drawn.at(-1)!.matrix as [number, number, number, number, number, number];
    expect(a).toBeCloseTo(1);
    expect(e + 100).toBeCloseTo(260);
    expect(f + 50).toBeCloseTo(200);
  });

  it('draws into a captured frame at its own resolution through its handle', async () => {
    const drawn = recordCanvases();
    const ref = createRef<ArFilterLayerHandle>();
    render(<ArFilterLayer ref={ref} video={cameraVideo()} filter={filter} tracker={tracker().tracker} mirrored={false} aspect={4 / 3} />);
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    const frame = document.createElement('canvas');
    [frame.width, frame.height] = [1280, 960];
    expect(ref.current?.drawInto(frame.getContext('2d')!)).toBe(true);
    const [a, , , , e] = drawn.filter((item) => item.canvas === frame).at(-1)!.matrix as number[];
    expect(a).toBeCloseTo(2);
    expect(e! + 2 * 100).toBeCloseTo(600);
  });

  it('over the live canvas the booth draws: finds the face there and draws in its pixels, as shown', async () => {
    const drawn = recordCanvases();
    const { tracker: faces, detect } = tracker();
    const live = document.createElement('canvas');
    [live.width, live.height] = [600, 400];
    const { getByTestId } = render(<ArFilterLayer liveCanvas={{ current: live }} filter={filter} tracker={faces} />);
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    expect(detect).toHaveBeenCalledWith(live);
    const canvas = getByTestId('ar-filter-layer') as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([600, 400]);
    const [, , , , e, f] = drawn.at(-1)!.matrix as number[];
    expect(e! + 100).toBeCloseTo(300);
    expect(f! + 50).toBeCloseTo(200);
  });

  it('runs no detection and draws nothing without a filter, and nothing where no face is found', async () => {
    const drawn = recordCanvases();
    const none = tracker();
    const { rerender } = render(<ArFilterLayer video={cameraVideo()} filter={null} tracker={none.tracker} mirrored={false} aspect={1} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(none.detect).not.toHaveBeenCalled();
    const empty = tracker(null);
    rerender(<ArFilterLayer video={cameraVideo()} filter={filter} tracker={empty.tracker} mirrored={false} aspect={1} />);
    await waitFor(() => expect(empty.detect).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drawn).toEqual([]);
  });

  it('into the live canvas: follows the face on a copy of each frame taken before the filter, draws at the canvas’s size, and leaves its own canvas hidden and empty', async () => {
    const drawn = recordCanvases();
    const { tracker: faces, detect } = tracker();
    const ref = createRef<ArFilterLayerHandle>();
    const live = document.createElement('canvas');
    [live.width, live.height] = [960, 720];
    const { getByTestId } = render(<ArFilterLayer ref={ref} liveCanvas={{ current: live }} intoLiveCanvas filter={filter} tracker={faces} />);
    const own = getByTestId('ar-filter-layer') as HTMLCanvasElement;
    expect(own).not.toBeVisible();
    const context = live.getContext('2d')!;

    // The first frame: the tracker gets a copy at its own size (480 px at most), nothing is drawn yet.
    expect(ref.current?.decorate(context)).toBe(false);
    expect(detect).toHaveBeenCalledTimes(1);
    const copy = detect.mock.calls[0]![0] as HTMLCanvasElement;
    expect(copy).not.toBe(live);
    expect([copy.width, copy.height]).toEqual([480, 360]);
    expect(drawn).toEqual([expect.objectContaining({ canvas: copy, image: live })]);

    // Once the face is found the filter goes into the live canvas itself, at twice the copy's scale:
    // the middle of the eyes (300, 200) of the copy is (600, 400) of the canvas.
    await waitFor(() => expect(ref.current?.decorate(context)).toBe(true));
    const onLive = drawn.filter((item) => item.canvas === live);
    const [a, , , , e, f] = onLive.at(-1)!.matrix as number[];
    expect(a).toBeCloseTo(2);
    expect(e! + 2 * 100).toBeCloseTo(600);
    expect(f! + 2 * 50).toBeCloseTo(400);
    // Each frame's copy is made before the filter is drawn on that frame, so the tracker never sees the filter.
    const lastCopy = drawn.findLastIndex((item) => item.canvas === copy);
    expect(lastCopy).toBeLessThan(drawn.indexOf(onLive.at(-1)!));
    // A frame while a detection runs gives the tracker nothing more.
    detect.mockImplementation(() => new Promise(() => undefined));
    ref.current?.decorate(context);
    const calls = detect.mock.calls.length;
    ref.current?.decorate(context);
    ref.current?.decorate(context);
    expect(detect).toHaveBeenCalledTimes(calls);
    // Its own canvas: the rAF loop never ran, nothing drawn there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawn.some((item) => item.canvas === own)).toBe(false);
  });

  it('draws nothing into the live canvas without a filter', () => {
    recordCanvases();
    const { tracker: faces, detect } = tracker();
    const ref = createRef<ArFilterLayerHandle>();
    const live = document.createElement('canvas');
    [live.width, live.height] = [640, 480];
    render(<ArFilterLayer ref={ref} liveCanvas={{ current: live }} intoLiveCanvas filter={null} tracker={faces} />);
    expect(ref.current?.decorate(live.getContext('2d')!)).toBe(false);
    expect(detect).not.toHaveBeenCalled();
  });
});
