/**
 * Not part of any guest page: the entry the end-to-end test (e2e/ar-filter.e2e.test.ts) and the
 * bench (bench/ar-filter-preview.bench.ts) bundle and drive in Chromium, so they run the kiosk's real
 * AR code — tracker, loader, drawing, the layer component — against the fake camera, on a page of the
 * server's origin (models from /ml/, filters from /api/files/).
 */
import type { ArLandmarks } from '@booth/shared';
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { LiveCompositor } from '@/guest/booth/capture/live-compositor';
import { loadArFilter, type LoadedArFilter } from './ar-filter-loader';
import { ArFilterLayer, type ArFilterLayerHandle } from './ar-filter-layer';
import { bakeArFilter } from './bake-ar-filter';
import { drawArFilter, type ArView } from './draw-ar-filter';
import { loadFaceTracker, type FaceTracker } from './face-tracker';

export interface MountedLayer {
  canvas: HTMLCanvasElement;
  handle: ArFilterLayerHandle;
  unmount(): void;
}

export interface BoothAr {
  loadArFilter(manifestSrc: string): Promise<LoadedArFilter>;
  loadFaceTracker(): Promise<FaceTracker>;
  drawArFilter(context: CanvasRenderingContext2D, filter: LoadedArFilter, landmarks: ArLandmarks, view: ArView): void;
  bakeArFilter(frame: HTMLCanvasElement, filter: LoadedArFilter, tracker: FaceTracker): Promise<boolean>;
  /**
   * Mounts an ArFilterLayer over `video` in a stage of `width` CSS pixels, as the kiosk's camera stage
   * holds it; with `viaLiveCanvas` the booth's LiveCompositor draws the camera (cropped, mirrored) on
   * the stage's canvas and the layer follows that canvas, as it does over MainScreen.
   */
  mountLayer(options: { video: HTMLVideoElement; viaLiveCanvas?: boolean; filter: LoadedArFilter; tracker: FaceTracker; mirrored: boolean; aspect: number; width: number }): Promise<MountedLayer>;
}

declare global {
  interface Window {
    boothAr?: BoothAr;
  }
}

window.boothAr = {
  loadArFilter,
  loadFaceTracker,
  drawArFilter,
  bakeArFilter,
  async mountLayer({ video, viaLiveCanvas = false, filter, tracker, mirrored, aspect, width }) {
    const stage = document.createElement('div');
    Object.assign(stage.style, { position: 'relative', width: `${width}px`, aspectRatio: String(aspect) });
    document.body.append(stage);
    const live = document.createElement('canvas');
    const compositor = viaLiveCanvas ? new LiveCompositor(video, live, { aspect, mirror: mirrored, background: null, segmenter: null, keyer: null }) : null;
    compositor?.start();
    const layerRoot = stage.appendChild(document.createElement('div'));
    const root = createRoot(layerRoot);
    const ref = createRef<ArFilterLayerHandle>();
    const source = compositor ? { liveCanvas: { current: live } } : { video, mirrored, aspect };
    root.render(<ArFilterLayer ref={ref} {...source} filter={filter} tracker={tracker} />);
    while (!ref.current) await new Promise((resolve) => requestAnimationFrame(resolve));
    return {
      canvas: stage.querySelector('canvas[data-testid="ar-filter-layer"]') as HTMLCanvasElement,
      handle: ref.current,
      unmount: () => {
        compositor?.stop();
        root.unmount();
        stage.remove();
      },
    };
  },
};
document.body.dataset.ar = 'ready';
