import { useEffect, useImperativeHandle, useRef, type Ref, type RefObject } from 'react';
import { centerCrop } from '@/guest/booth/capture/frame-geometry';
import type { LoadedArFilter } from './ar-filter-loader';
import { ArFilterPainter, drawArFilter, SAME_FRAME, type ArView } from './draw-ar-filter';
import { FaceFollower } from './face-follower';
import { drawForTracker, type FaceTracker } from './face-tracker';
import styles from './ar-filter-layer.module.css';

export interface ArFilterLayerHandle {
  /**
   * Draws the filter where the preview shows it right now onto `context`, whose canvas holds the
   * camera picture as shown (the live canvas, or a frame captured from it, at any resolution).
   * False when no face is being followed.
   */
  drawInto(context: CanvasRenderingContext2D): boolean;
  /**
   * With `intoLiveCanvas`, the live compositor's frame decorator: `context`'s canvas has just been
   * given the camera picture as shown (nothing drawn over it yet). The face is followed on it and the
   * filter drawn into it; false when no face is being followed.
   */
  decorate(context: CanvasRenderingContext2D): boolean;
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
  /**
   * The filter is drawn into the live canvas itself, frame by frame, by the handle's `decorate` (the
   * compositor's frame decorator), so a recording of that canvas carries it. This layer's own canvas
   * is then hidden and its loop idle: the filter is never shown twice.
   */
  intoLiveCanvas?: boolean;
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
  /** The face as followed for the current source; null while no source is followed. */
  follower: FaceFollower | null;
  /** How the landmarks' frame lies on the picture as shown. */
  shown: Shown | null;
  /** With `intoLiveCanvas`: the copy of a live frame the tracker reads (taken before the filter is drawn on the frame). */
  trackerFrame: HTMLCanvasElement | null;
}

/**
 * The chosen AR filter over the live camera, on its own canvas above the camera stage. Drawing runs
 * at the screen's frame rate; the face tracker runs beside it, one frame at a time, and each new face
 * position is smoothed (1€ filter) and drawn on the next frame. Nothing is drawn again while nothing moved.
 * With `intoLiveCanvas` the compositor drives it instead, through the handle's `decorate`.
 */
export function ArFilterLayer({ video, liveCanvas, filter, tracker, mirrored = false, aspect = 4 / 3, intoLiveCanvas = false, ref }: ArFilterLayerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const followed = useRef<Followed>({ follower: null, shown: null, trackerFrame: null });
  const painter = useRef<ArFilterPainter | null>(null);
  const settings = useRef({ filter, tracker, mirrored, aspect });

  useEffect(() => {
    settings.current = { filter, tracker, mirrored, aspect };
  }, [filter, tracker, mirrored, aspect]);

  useImperativeHandle(ref, () => {
    const drawInto = (context: CanvasRenderingContext2D) => {
      const { follower, shown } = followed.current;
      const landmarks = follower?.landmarks;
      const current = settings.current.filter;
      if (!landmarks || !shown || !current) return false;
      painter.current ??= new ArFilterPainter();
      painter.current.draw(context, current, landmarks, shown.view, context.canvas.width / shown.width);
      return true;
    };
    return {
      drawInto,
      decorate(context) {
        const state = followed.current;
        const { follower, trackerFrame } = state;
        const { filter: current, tracker: currentTracker } = settings.current;
        if (!follower || !trackerFrame || !current) return false;
        // The tracker reads a copy of the frame as the camera drew it: it never sees the filter drawn on the frame.
        if (currentTracker && !follower.busy && context.canvas.width > 0) {
          drawForTracker(context.canvas, trackerFrame);
          const { shown } = state;
          if (shown?.width !== trackerFrame.width || shown.height !== trackerFrame.height) state.shown = { view: SAME_FRAME, width: trackerFrame.width, height: trackerFrame.height };
          follower.follow(trackerFrame, currentTracker);
        }
        return drawInto(context);
      },
    };
  });

  useEffect(() => {
    const state = followed.current;
    const follower = new FaceFollower();
    state.follower = follower;
    const stop = () => {
      follower.stop();
      [state.follower, state.shown, state.trackerFrame] = [null, null, null];
    };
    if (intoLiveCanvas) {
      state.trackerFrame = document.createElement('canvas');
      return stop;
    }
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return stop;
    let request = 0;
    let drawn: unknown[] = [];

    const frame = () => {
      request = requestAnimationFrame(frame);
      const source = video ?? liveCanvas?.current;
      const { filter: current, tracker: currentTracker, mirrored: isMirrored, aspect: shape } = settings.current;
      const shown = source ? shownOf(source, isMirrored, shape) : null;
      if (!source || !shown) return;
      state.shown = shown;
      if (current && currentTracker) follower.follow(source, currentTracker);
      const { view } = shown;
      const { landmarks } = follower;
      const wanted = [current, landmarks, view.mirrored, view.origin.x, view.origin.y, shown.width, shown.height];
      if (wanted.every((value, index) => value === drawn[index])) return;
      drawn = wanted;
      if (canvas.width !== shown.width || canvas.height !== shown.height) [canvas.width, canvas.height] = [shown.width, shown.height];
      context.clearRect(0, 0, canvas.width, canvas.height);
      if (current && landmarks) drawArFilter(context, current, landmarks, view);
    };
    request = requestAnimationFrame(frame);
    return () => {
      cancelAnimationFrame(request);
      stop();
    };
  }, [video, liveCanvas, intoLiveCanvas]);

  return <canvas ref={canvasRef} className={styles.layer} hidden={intoLiveCanvas} aria-hidden="true" data-testid="ar-filter-layer" />;
}
