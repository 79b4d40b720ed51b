import { arFilterManifestSchema, arLandmarks, type ArLandmarks } from '@booth/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestAsset } from '@/guest/booth/test/guest-fixture';
import type { LoadedArFilter } from '@/guest/kiosk/ar/ar-filter-loader';
import type * as FaceTrackerModule from '@/guest/kiosk/ar/face-tracker';
import type { FaceTracker } from '@/guest/kiosk/ar/face-tracker';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { KioskShutter } from './kiosk-shutter';

// The kiosk shutter on a camera in jsdom: the booth's real MainScreen, CameraStage and LiveCompositor
// draw the camera into the live canvas each animation frame. jsdom has no camera, 2D canvas, models or
// picture decoding: those are stood in for (the fake camera below, a recording 2D context, a loaded
// filter and a tracker that finds a face).

const glasses = { layer: 'glasses' } as unknown as HTMLImageElement;
const loaded: LoadedArFilter = {
  manifestSrc: '/api/files/assets/party/ar-filter.json',
  manifest: arFilterManifestSchema.parse({ version: 1, layers: [{ file: 'ar-layer-0.png', anchor: 'betweenEyes', pivot: { x: 100, y: 50 }, scale: { pixels: 100 } }] }),
  images: [glasses],
};

/** Level eyes 100 px apart around (300, 200) of whatever frame the tracker is given. */
function face(): ArLandmarks {
  const landmarks = Object.fromEntries(arLandmarks.map((name) => [name, { x: 300, y: 200 }])) as ArLandmarks;
  return { ...landmarks, rightEye: { x: 250, y: 200 }, leftEye: { x: 350, y: 200 } };
}
const detect = vi.fn<FaceTracker['detect']>();

vi.mock('@/guest/kiosk/ar/ar-filter-loader', () => ({ loadArFilter: () => Promise.resolve(loaded) }));
vi.mock('@/guest/kiosk/ar/face-tracker', async (original) => ({
  ...(await original<typeof FaceTrackerModule>()),
  loadFaceTracker: () => Promise.resolve({ detect, dispose: () => undefined }),
}));

interface Drawn {
  canvas: HTMLCanvasElement;
  image: unknown;
}

/** Every canvas gets a 2D context that records what is drawn on it. */
function recordCanvases(): Drawn[] {
  const drawn: Drawn[] = [];
  const contextOf = (canvas: HTMLCanvasElement) =>
    ({
      canvas,
      globalAlpha: 1,
      save: () => undefined,
      restore: () => undefined,
      transform: () => undefined,
      translate: () => undefined,
      scale: () => undefined,
      clearRect: () => undefined,
      drawImage: (image: unknown) => drawn.push({ canvas, image }),
    }) as unknown as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return contextOf(this);
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  return drawn;
}

/** A browser that records video, with a 640x480 front camera that plays. */
function fakeCamera(): void {
  const stream = { getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] } as unknown as MediaStream;
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(() => Promise.resolve(stream)), enumerateDevices: () => Promise.resolve([]) } });
  vi.stubGlobal('MediaRecorder', class {});
  Object.defineProperty(HTMLCanvasElement.prototype, 'captureStream', { value: () => stream, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
}

beforeEach(() => {
  detect.mockReset();
  detect.mockImplementation(() => Promise.resolve(face()));
  fakeCamera();
  return () => {
    vi.unstubAllGlobals();
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).captureStream;
  };
});

const handlers = () => ({ onCaptured: vi.fn(), onBusyChange: vi.fn() });

describe('the kiosk shutter’s AR filter in a video', () => {
  it('offers the chooser in the video mode and draws the filter into the live canvas after the camera, not over it', async () => {
    const drawn = recordCanvases();
    const filterAsset = guestAsset({ assetType: 'arFilter', mimetype: 'application/zip', arFilter: { manifestSrc: loaded.manifestSrc } });
    const event = makeKioskEvent(
      {
        dimension: '4:3',
        shutter: {
          photo: { enabled: true, arFilters: [filterAsset.id] },
          // After capturing cannot apply to a video: it is drawn live all the same.
          video: { enabled: true, arFilters: [filterAsset.id], allowChooseNoneArFilter: true, applyArFilterAfterCapturing: true },
        },
      },
      [filterAsset],
    );
    renderKiosk(<KioskShutter {...handlers()} />, event);
    const live = () => screen.getByTestId('camera-preview') as HTMLCanvasElement;
    const layer = () => screen.getByTestId('ar-filter-layer') as HTMLCanvasElement;
    const onCanvas = (canvas: HTMLCanvasElement) => drawn.filter((item) => item.canvas === canvas).map((item) => (item.image === glasses ? 'filter' : item.image instanceof HTMLVideoElement ? 'camera' : 'other'));

    // Photo: the filter is shown on its own layer over the camera; the live canvas has the camera alone.
    await waitFor(() => expect(onCanvas(layer())).toContain('filter'));
    expect(onCanvas(live())).toContain('camera');
    expect(onCanvas(live())).not.toContain('filter');

    fireEvent.click(screen.getByTestId('mode-video'));
    expect(screen.getByTestId('mode-video')).toHaveAttribute('aria-checked', 'true');
    // The kiosk learns the mode from MainScreen after the render.
    expect(await screen.findByTestId('ar-filter-chooser')).toBeInTheDocument();
    expect(screen.getByTestId(`ar-filter-${filterAsset.id}`)).toHaveAttribute('aria-checked', 'true');

    // Video: every frame of the live canvas (what is recorded) is the camera with the filter drawn after it.
    drawn.length = 0;
    detect.mockClear();
    await waitFor(() => expect(onCanvas(live()).filter((item) => item === 'filter').length).toBeGreaterThan(2));
    const frames = onCanvas(live());
    frames.forEach((item, index) => item === 'filter' && expect(frames[index - 1]).toBe('camera'));
    // The tracker read a copy of the camera's frame, never the live canvas with the filter on it.
    expect(detect).toHaveBeenCalled();
    expect(detect.mock.calls.every(([source]) => source !== live())).toBe(true);
    // The layer over the canvas is hidden and stays empty: the filter is not shown twice.
    expect(layer()).not.toBeVisible();
    expect(onCanvas(layer())).toEqual([]);

    // "None" takes the filter off the live canvas, and so off the recording.
    fireEvent.click(screen.getByTestId('ar-filter-none'));
    drawn.length = 0;
    await waitFor(() => expect(onCanvas(live()).filter((item) => item === 'camera').length).toBeGreaterThan(2));
    expect(onCanvas(live())).not.toContain('filter');

    // Back to photos with the filter: shown on its layer again, the live canvas the camera alone.
    fireEvent.click(screen.getByTestId(`ar-filter-${filterAsset.id}`));
    fireEvent.click(screen.getByTestId('mode-photo'));
    await waitFor(() => expect(layer()).toBeVisible());
    drawn.length = 0;
    await waitFor(() => expect(onCanvas(layer())).toContain('filter'));
    expect(onCanvas(live())).not.toContain('filter');
  });
});
