import type { ArLandmarks } from '@booth/shared';
import { useEffect, useImperativeHandle, useRef, type Ref, type RefObject } from 'react';
import { centerCrop } from '@/guest/booth/capture/frame-geometry';
import type { LoadedArFilter } from './ar-filter-loader';
import { drawArFilter, type ArView } from './draw-ar-filter';
import type { FaceTracker } from './face-tracker';
import { LandmarkSmoother } from './landmark-smoother';
import styles from './ar-filter-layer.module.css';

/** A face missed for this long is gone (the layers disappear); a shorter miss keeps the last place, so one bad frame never flickers. */
const LOST_AFTER_MS = 400;

export interface ArFilterLayerHandle {
  /**
   * Draws the filter where the preview shows it right now onto `context`, whose canvas holds the
   * camera picture as shown (the live canvas, or a frame captured from it, at any resolution).
   * False when no face is being followed.
   */
  drawInto(context: CanvasRenderingContext2D): boolean;
}

export interface ArFilterLayerProps {
  /**
   * Where the face is found, either the camera's own video element (then `mirrored` and `aspect`
   * say how the stage shows it)…
   */
  video?: HTMLVideoElement | null;
  /**
   * …or the live canvas the camera stage draws (booth LiveCompositor: cropped and mirrored as the
   * guest sees it), for a layer placed over a stage whose video is its own (MainScreen's `guide`).
   */
  liveCanvas?: RefObject<HTMLCanvasElement | null>;
  /** The chosen filter; null draws nothing and runs no detection. */
  filter: LoadedArFilter | null;
  tracker: FaceTracker | null;
  /** With `video`: the stage shows it mirrored (front camera with the mirror setting on). */
  mirrored?: boolean;
  /** With `video`: width / height of the campaign's picture, to which the stage crops the camera. */
  aspect?: number;
  ref?: Ref<ArFilterLayerHandle>;
}

type Source = HTMLVideoElement | HTMLCanvasElement;

/** How the source's pixels lie on the layer's canvas, and that canvas's size. */
interface Shown {
  view: ArView;
  width: number;
  height: number;
}

function shownOf(source: Source, mirrored: boolean, aspect: number): Shown | null {
  if (source instanceof HTMLCanvasElement) {
    // The live canvas is the picture as shown: its pixels are the layer's, nothing to crop or flip.
    return source.width > 0 ? { view: { origin: { x: 0, y: 0 }, scale: 1, mirrored: false }, width: source.width, height: source.height } : null;
  }
  if (source.readyState < 2 || source.videoWidth === 0) return null;
  const crop = centerCrop(source.videoWidth, source.videoHeight, aspect);
  return { view: { origin: { x: crop.sx, y: crop.sy }, scale: 1, mirrored }, width: crop.sw, height: crop.sh };
}

interface Followed {
  landmarks: ArLandmarks | null;
  seenAt: number;
  shown: Shown | null;
}

/**
 * The chosen AR filter over the live camera, on its own canvas above the camera stage. Drawing runs
 * at the screen's frame rate; the face tracker runs beside it, one frame at a time, and each new face
 * position is smoothed (1€ filter) and drawn on the next frame. Nothing is drawn again while nothing moved.
 */
export function ArFilterLayer({ video, liveCanvas, filter, tracker, mirrored = false, aspect = 4 / 3, ref }: ArFilterLayerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const followed = useRef<Followed>({ landmarks: null, seenAt: 0, shown: null });
  const settings = useRef({ filter, tracker, mirrored, aspect });

  useEffect(() => {
    settings.current = { filter, tracker, mirrored, aspect };
  }, [filter, tracker, mirrored, aspect]);

  useImperativeHandle(ref, () => ({
    drawInto(context) {
      const { landmarks, shown } = followed.current;
      const current = settings.current.filter;
      if (!landmarks || !shown || !current) return false;
      const { view } = shown;
      drawArFilter(context, current, landmarks, { ...view, scale: (view.scale * context.canvas.width) / shown.width });
      return true;
    },
  }));

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const smoother = new LandmarkSmoother();
    const state = followed.current;
    let request = 0;
    let detecting = false;
    let stopped = false;
    let drawn: unknown[] = [];

    const follow = (source: Source, current: FaceTracker) => {
      detecting = true;
      current
        .detect(source)
        .then((found) => {
          if (stopped) return;
          const now = performance.now();
          if (found) {
            state.landmarks = smoother.smooth(found, now);
            state.seenAt = now;
          } else if (now - state.seenAt > LOST_AFTER_MS) {
            state.landmarks = null;
            smoother.reset();
          }
        })
        .catch(() => {
          // One failed frame is skipped; the next frame tries again.
        })
        .finally(() => {
          detecting = false;
        });
    };

    const frame = () => {
      request = requestAnimationFrame(frame);
      const source = video ?? liveCanvas?.current;
      const { filter: current, tracker: currentTracker, mirrored: isMirrored, aspect: shape } = settings.current;
      const shown = source ? shownOf(source, isMirrored, shape) : null;
      if (!source || !shown) return;
      state.shown = shown;
      if (current && currentTracker && !detecting) follow(source, currentTracker);
      const { view } = shown;
      const wanted = [current, state.landmarks, view.mirrored, view.origin.x, view.origin.y, shown.width, shown.height];
      if (wanted.every((value, index) => value === drawn[index])) return;
      drawn = wanted;
      if (canvas.width !== shown.width || canvas.height !== shown.height) [canvas.width, canvas.height] = [shown.width, shown.height];
      context.clearRect(0, 0, canvas.width, canvas.height);
      if (current && state.landmarks) drawArFilter(context, current, state.landmarks, view);
    };
    request = requestAnimationFrame(frame);
    return () => {
      stopped = true;
      cancelAnimationFrame(request);
      state.landmarks = null;
    };
  }, [video, liveCanvas]);

  return <canvas ref={canvasRef} className={styles.layer} aria-hidden="true" data-testid="ar-filter-layer" />;
}
