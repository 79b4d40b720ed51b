import type { ArLandmarks } from '@booth/shared';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { centerCrop, type CropRect } from '@/guest/booth/capture/frame-geometry';
import type { LoadedArFilter } from './ar-filter-loader';
import { drawArFilter } from './draw-ar-filter';
import type { FaceTracker } from './face-tracker';
import { LandmarkSmoother } from './landmark-smoother';
import styles from './ar-filter-layer.module.css';

/** A face missed for this long is gone (the layers disappear); a shorter miss keeps the last place, so one bad frame never flickers. */
const LOST_AFTER_MS = 400;

export interface ArFilterLayerHandle {
  /**
   * Draws the filter where the preview shows it right now onto `context`, whose canvas holds the
   * camera picture in the campaign's shape (the live canvas before it is recorded, or a captured
   * frame of it, at any resolution). False when no face is being followed.
   */
  drawInto(context: CanvasRenderingContext2D): boolean;
}

export interface ArFilterLayerProps {
  /** The camera's video element (the live compositor's source)… */
  video?: HTMLVideoElement | null;
  /** …or the camera's stream, which the layer then plays in a hidden video element of its own (as a CameraStage child, whose video is private). */
  stream?: MediaStream | null;
  /** The chosen filter; null draws nothing and runs no detection. */
  filter: LoadedArFilter | null;
  tracker: FaceTracker | null;
  /** The preview is mirrored (front camera with the mirror setting on). */
  mirrored: boolean;
  /** Width / height of the campaign's picture: the camera is cropped to it as the live compositor crops it. */
  aspect: number;
  ref?: Ref<ArFilterLayerHandle>;
}

interface Followed {
  landmarks: ArLandmarks | null;
  seenAt: number;
  crop: CropRect | null;
}

/**
 * The chosen AR filter over the live camera, on its own canvas above the camera stage. Drawing runs
 * at the screen's frame rate; the face tracker runs beside it, one frame at a time, and each new face
 * position is smoothed (1€ filter) and drawn on the next frame. Nothing is drawn again while nothing moved.
 */
export function ArFilterLayer({ video: given, stream, filter, tracker, mirrored, aspect, ref }: ArFilterLayerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const ownVideo = useRef<HTMLVideoElement>(null);
  const playsOwn = !given && Boolean(stream);
  const followed = useRef<Followed>({ landmarks: null, seenAt: 0, crop: null });
  const settings = useRef({ filter, tracker, mirrored, aspect });

  useEffect(() => {
    settings.current = { filter, tracker, mirrored, aspect };
  }, [filter, tracker, mirrored, aspect]);

  useImperativeHandle(ref, () => ({
    drawInto(context) {
      const { landmarks, crop } = followed.current;
      const { filter: current, mirrored: isMirrored } = settings.current;
      if (!landmarks || !crop || !current || crop.sw === 0) return false;
      drawArFilter(context, current, landmarks, { origin: { x: crop.sx, y: crop.sy }, scale: context.canvas.width / crop.sw, mirrored: isMirrored });
      return true;
    },
  }));

  useEffect(() => {
    const own = ownVideo.current;
    if (!own || !stream) return;
    own.srcObject = stream;
    void own.play().catch(() => {
      // Autoplay of a muted inline video is allowed everywhere; a refusal leaves the layer empty.
    });
    return () => {
      own.srcObject = null;
    };
  }, [playsOwn, stream]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    const video = given ?? ownVideo.current;
    if (!canvas || !context || !video) return;
    const smoother = new LandmarkSmoother();
    const state = followed.current;
    let request = 0;
    let detecting = false;
    let stopped = false;
    let drawn: unknown[] = [];

    const follow = (current: FaceTracker) => {
      detecting = true;
      current
        .detect(video)
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
      if (video.readyState < 2 || video.videoWidth === 0) return;
      const { filter: current, tracker: currentTracker, mirrored: isMirrored, aspect: shape } = settings.current;
      const crop = centerCrop(video.videoWidth, video.videoHeight, shape);
      state.crop = crop;
      if (current && currentTracker && !detecting) follow(currentTracker);
      const wanted = [current, state.landmarks, isMirrored, crop.sx, crop.sy, crop.sw, crop.sh];
      if (wanted.every((value, index) => value === drawn[index])) return;
      drawn = wanted;
      if (canvas.width !== crop.sw || canvas.height !== crop.sh) [canvas.width, canvas.height] = [crop.sw, crop.sh];
      context.clearRect(0, 0, canvas.width, canvas.height);
      if (current && state.landmarks) drawArFilter(context, current, state.landmarks, { origin: { x: crop.sx, y: crop.sy }, scale: 1, mirrored: isMirrored });
    };
    request = requestAnimationFrame(frame);
    return () => {
      stopped = true;
      cancelAnimationFrame(request);
      state.landmarks = null;
    };
  }, [given, playsOwn]);

  return (
    <>
      {playsOwn ? <video ref={ownVideo} className={styles.source} muted playsInline aria-hidden="true" /> : null}
      <canvas ref={canvasRef} className={styles.layer} aria-hidden="true" data-testid="ar-filter-layer" />
    </>
  );
}
